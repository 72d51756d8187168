import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { entityFor } from '../../../shared/entities/registry';
import type { ReplicaDb } from '../../sync/replica-db';
import { viewOfType } from '../../sync/view-of-type';
import { items } from '../../ui/cell-text';
import type { ColumnSpec, ListDoc } from './list-rows';

/** An entity's documents from the replica's view, ordered by title; undefined while loading. */
export function useListDocs(db: ReplicaDb | undefined, type: string): readonly ListDoc[] | undefined {
  return useLiveQuery(async () => (db ? viewOfType(db, type).toArray() : undefined), [db, type]);
}

function referencedIds(docs: readonly ListDoc[], specs: readonly ColumnSpec[]): string[] {
  const fields = specs.filter((spec) => spec.field.kind === 'reference').map((spec) => spec.column.field);
  const ids = new Set<string>();
  for (const doc of docs) {
    for (const field of fields) {
      for (const id of items(doc.data[field])) if (typeof id === 'string') ids.add(id);
    }
  }
  return [...ids].sort();
}

const NO_TITLES: ReadonlyMap<string, string> = new Map();

/** The titles of the documents the list's reference columns point to, in one batch look-up. */
export function useReferenceTitles(
  db: ReplicaDb | undefined,
  docs: readonly ListDoc[] | undefined,
  specs: readonly ColumnSpec[],
): ReadonlyMap<string, string> {
  const ids = useMemo(() => (docs ? referencedIds(docs, specs) : []), [docs, specs]);
  const key = ids.join('\n');
  const titles = useLiveQuery(
    async () => {
      if (!db || ids.length === 0) return NO_TITLES;
      const found = await db.view.bulkGet(ids);
      const map = new Map<string, string>();
      for (const doc of found) {
        const titleField = doc ? entityFor(doc.type)?.titleField : undefined;
        const title = doc && titleField ? doc.data[titleField] : undefined;
        if (doc && typeof title === 'string') map.set(doc.id, title);
      }
      return map;
    },
    // `ids` changes identity with every docs update; the key changes only when the set does.
    [db, key],
  );
  return titles ?? NO_TITLES;
}
