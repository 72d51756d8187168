import type { DocumentData, EntityDefinition } from './entity';
import type { FieldMap } from './fields';

/** One reference a document's data makes: the field's path (`composition.component`) and the id it names. */
export interface Reference {
  readonly field: string;
  readonly to: string;
}

function referencesIn(fields: FieldMap, data: DocumentData, prefix: string): Reference[] {
  return Object.entries(fields).flatMap(([name, field]): Reference[] => {
    const value = data[name];
    const path = `${prefix}${name}`;
    if (field.kind === 'reference') {
      if (typeof value === 'string') return [{ field: path, to: value }];
      return Array.isArray(value)
        ? value.filter((item): item is string => typeof item === 'string').map((to) => ({ field: path, to }))
        : [];
    }
    if (field.kind === 'keyedList' && Array.isArray(value)) {
      return value.flatMap((item) =>
        item && typeof item === 'object' ? referencesIn(field.fields, item as DocumentData, `${path}.`) : [],
      );
    }
    if (field.kind === 'group' && value && typeof value === 'object')
      return referencesIn(field.fields, value as DocumentData, `${path}.`);
    return [];
  });
}

/**
 * The references a document's data make through its entity's reference fields, also inside
 * groups and list rows, each pair of path and id once: what a device's replica indexes as a
 * document's `refs` and the server's `document_refs` holds (docs/decisions/0065-references-index.md).
 */
export function referencesOf(entity: EntityDefinition, data: DocumentData): Reference[] {
  const seen = new Set<string>();
  return referencesIn(entity.fields, data, '').filter((reference) => {
    const key = `${reference.field}\u0000${reference.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The ids a document's data name through its entity's reference fields, each once. */
export function referencedIds(entity: EntityDefinition, data: DocumentData): string[] {
  return [...new Set(referencesOf(entity, data).map((reference) => reference.to))];
}
