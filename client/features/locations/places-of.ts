import { type PlacedDoc, scopeRefs } from '../../../shared/entities/document-places';
import type { ReplicaDb } from '../../sync/replica-db';

/** As deep as `locationsOf` follows a chain (a measure → its origin → departments → the location). */
const DEPTH = 12;

/**
 * The documents `locationsOf` reads to place the given ones, and those named in `also`: the given
 * documents and, level by level, what their scope fields name, each level fetched by id from the
 * replica's primary key. So a list's location filter reads the chains of its own rows, not the
 * whole replica (docs/domain/measures.md MEA-4).
 */
export async function placesOf(
  db: ReplicaDb,
  docs: readonly (PlacedDoc & { readonly id: string })[],
  also: readonly string[] = [],
): Promise<ReadonlyMap<string, PlacedDoc>> {
  const known = new Map<string, PlacedDoc>(docs.map((doc) => [doc.id, { type: doc.type, data: doc.data }]));
  let wanted = new Set([...also, ...docs.flatMap((doc) => scopeRefs(doc))]);
  for (let level = 0; level <= DEPTH && wanted.size > 0; level += 1) {
    const ids = [...wanted].filter((id) => !known.has(id));
    const found = ids.length === 0 ? [] : await db.view.bulkGet(ids);
    wanted = new Set();
    for (const doc of found) {
      if (!doc) continue;
      known.set(doc.id, { type: doc.type, data: doc.data });
      for (const ref of scopeRefs(doc)) if (!known.has(ref)) wanted.add(ref);
    }
  }
  return known;
}
