import type { DocumentData, EntityDefinition } from '../entity';

/** The entity's top-level fields that its `derive` computes (docs/sync-spec.md D1). */
export function derivedFieldNames(entity: EntityDefinition): readonly string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.derived === true)
    .map(([name]) => name);
}

/** The data with every derived field computed anew from the other fields (D1); unchanged without `derive`. */
export function withDerived(entity: EntityDefinition, data: DocumentData): DocumentData {
  return entity.derive ? { ...data, ...entity.derive.values(data) } : data;
}

/**
 * What a client wrote without the derived fields it may not decide (D2): `kept` holds the
 * other entries, `ignored` the names that were dropped, in the order written.
 */
export function withoutDerived<T>(
  entity: EntityDefinition,
  written: Readonly<Record<string, T>>,
): { readonly kept: Record<string, T>; readonly ignored: readonly string[] } {
  const derived = new Set(derivedFieldNames(entity));
  const kept: Record<string, T> = {};
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(written)) {
    if (derived.has(name)) ignored.push(name);
    else kept[name] = value;
  }
  return { kept, ignored };
}
