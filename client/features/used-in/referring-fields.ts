import type { FieldMap, Label } from '../../../shared/entities/fields';

function names(value: unknown, id: string): boolean {
  return value === id || (Array.isArray(value) && value.includes(id));
}

/**
 * The labels of the reference fields through which a document's data names `id`, top-level
 * fields and those in lists and groups (a substance's storage locations → "Storage"), each once.
 */
export function referringFields(fields: FieldMap, data: unknown, id: string): Label[] {
  if (!data || typeof data !== 'object') return [];
  const record = data as Readonly<Record<string, unknown>>;
  const found = Object.entries(fields).flatMap(([name, field]): Label[] => {
    const value = record[name];
    if (field.kind === 'reference') return names(value, id) ? [field.label] : [];
    if (field.kind === 'keyedList' && Array.isArray(value))
      return value.flatMap((item) => referringFields(field.fields, item, id));
    if (field.kind === 'group') return referringFields(field.fields, value, id);
    return [];
  });
  return [...new Map(found.map((label) => [label.id, label])).values()];
}
