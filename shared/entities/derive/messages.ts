import type { EntityDefinition } from '../entity';
import type { FieldMap, Label } from '../fields';

function fieldLabels(fields: FieldMap): Label[] {
  return Object.values(fields).flatMap((field) => [
    field.label,
    ...(field.kind === 'group' || field.kind === 'keyedList' ? fieldLabels(field.fields) : []),
  ]);
}

/**
 * Every message descriptor an entity shows: its names, field labels, rule messages and
 * section titles. The translation check uses it to prove each has a German text.
 */
export function entityMessages(entity: EntityDefinition): Label[] {
  const all = [
    entity.label,
    entity.pluralLabel,
    ...fieldLabels(entity.fields),
    ...(entity.rules ?? []).map((r) => r.message),
    ...(entity.sections ?? []).map((section) => section.title),
  ];
  return [...new Map(all.map((label) => [label.id, label])).values()];
}
