import type { DocumentData } from '../../../shared/entities/entity';
import { entityFor } from '../../../shared/entities/registry';

/** A document of the replica as the place look-up reads it. */
export interface PlacedDoc {
  readonly type: string;
  readonly data: DocumentData;
}

const DEPTH = 12;

function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The locations a document sits at on this device, by the registry's scope (docs/sync-spec.md
 * A4): a location itself, otherwise the locations of what its scope fields name, followed up
 * through departments and origin documents (a measure → its site inspection → the inspected
 * location). Documents not on the device add nothing; cycles and long chains stop.
 */
export function locationsOf(
  id: string,
  lookup: (id: string) => PlacedDoc | undefined,
  seen: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set<string>();
  const doc = lookup(id);
  if (!doc || seen.has(id) || seen.size > DEPTH) return found;
  const entity = entityFor(doc.type);
  if (!entity) return found;
  if (entity.scope.self === 'location') found.add(id);
  const next = new Set([...seen, id]);
  for (const path of entity.scope.fields) {
    const [field = '', inner] = path.split('.');
    const value = doc.data[field];
    const refs =
      inner === undefined
        ? idsIn(value)
        : (Array.isArray(value) ? value : []).flatMap((item) =>
            item && typeof item === 'object' ? idsIn((item as Record<string, unknown>)[inner]) : [],
          );
    for (const ref of refs) for (const location of locationsOf(ref, lookup, next)) found.add(location);
  }
  return found;
}
