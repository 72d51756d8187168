import type { Collection, InsertType } from 'dexie';
import type { ReplicaDb, ViewDoc } from './replica-db';

/**
 * Every title is a string (an untitled document's is ''), and an array sorts after every string
 * in IndexedDB; no import of Dexie's own bounds, which would pull Dexie into the first page load
 * through the layout's notification badge.
 */
const LOWEST_TITLE = '';
const ABOVE_EVERY_TITLE: never[] = [];

/**
 * The view's documents of one type, ordered by title, through the `[type+title]` index (the
 * view has no index on `type` alone: docs/decisions/0069-view-indexes.md).
 */
export function viewOfType(db: ReplicaDb, type: string): Collection<ViewDoc, string, InsertType<ViewDoc, 'id'>> {
  return db.view.where('[type+title]').between([type, LOWEST_TITLE], [type, ABOVE_EVERY_TITLE]);
}

/** The view's documents of these types, each type's ordered by title, in the order the types are given. */
export async function viewOfTypes(db: ReplicaDb, types: readonly string[]): Promise<ViewDoc[]> {
  const each = await Promise.all([...new Set(types)].map((type) => viewOfType(db, type).toArray()));
  return each.flat();
}
