import type { DocumentData } from './entity';
import { entityFor } from './registry';

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

/**
 * The ids a document's scope fields name (a department's parent, a measure's origin): the next
 * step of `locationsOf` up towards the locations.
 */
export function scopeRefs(doc: PlacedDoc): string[] {
  const entity = entityFor(doc.type);
  if (!entity) return [];
  return entity.scope.fields.flatMap((path) => {
    const [field = '', inner] = path.split('.');
    const value = doc.data[field];
    if (inner === undefined) return idsIn(value);
    return (Array.isArray(value) ? value : []).flatMap((item) =>
      item && typeof item === 'object' ? idsIn((item as Record<string, unknown>)[inner]) : [],
    );
  });
}

/**
 * `locationsOf` for many documents of one unchanging set: each document's locations are found
 * once and reused by the documents that lead to it (a department's for all its storages). A
 * cycle stops where it closes, as in `locationsOf`.
 */
export function cachedLocations(lookup: (id: string) => PlacedDoc | undefined): (id: string) => ReadonlySet<string> {
  const known = new Map<string, ReadonlySet<string>>();
  const visiting = new Set<string>();
  const NOWHERE: ReadonlySet<string> = new Set();
  const refsOf = (doc: PlacedDoc, path: string): string[] => {
    const dot = path.indexOf('.');
    if (dot === -1) return idsIn(doc.data[path]);
    const value = doc.data[path.slice(0, dot)];
    const inner = path.slice(dot + 1);
    const refs: string[] = [];
    if (Array.isArray(value))
      for (const item of value)
        if (item && typeof item === 'object') refs.push(...idsIn((item as Record<string, unknown>)[inner]));
    return refs;
  };
  const resolve = (id: string, depth: number): ReadonlySet<string> => {
    const cached = known.get(id);
    if (cached) return cached;
    const doc = lookup(id);
    const entity = doc && entityFor(doc.type);
    if (!doc || !entity || visiting.has(id) || depth > DEPTH) return NOWHERE;
    visiting.add(id);
    let found: ReadonlySet<string> = entity.scope.self === 'location' ? new Set([id]) : NOWHERE;
    for (const path of entity.scope.fields) {
      for (const ref of refsOf(doc, path)) {
        const there = resolve(ref, depth + 1);
        if (there.size === 0) continue;
        // A document with one place shares its place's set.
        found = found.size === 0 ? there : new Set([...found, ...there]);
      }
    }
    visiting.delete(id);
    known.set(id, found);
    return found;
  };
  return (id) => resolve(id, 0);
}
