import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useReplica } from '../../sync/replica-context';
import { viewOfTypes } from '../../sync/view-of-type';
import { buildLocationTree, type LocationTree } from './location-tree';
import { type FilteredTree, filterTree, treeSearchIndex } from './tree-search';

const ORGANISATION_TYPES = ['LOCATION', 'DEPARTMENT'];

export interface LocationTreeView {
  /** Undefined while the replica loads. */
  readonly full: LocationTree | undefined;
  /** What the query keeps; undefined when nothing is searched. */
  readonly found: FilteredTree | undefined;
}

/** The replica's locations and departments as a tree, live, filtered by the query. */
export function useLocationTree(query: string): LocationTreeView {
  const { i18n } = useLingui();
  const replica = useReplica();
  const db = replica?.db;
  const docs = useLiveQuery(async () => (db ? viewOfTypes(db, ORGANISATION_TYPES) : undefined), [db]);
  const full = useMemo(() => {
    if (!docs) return undefined;
    const collator = new Intl.Collator(i18n.locale, { numeric: true, sensitivity: 'base' });
    return buildLocationTree(docs, collator);
  }, [docs, i18n.locale]);
  const index = useMemo(() => (full ? treeSearchIndex(full) : undefined), [full]);
  const found = useMemo(() => (full && index ? filterTree(full, index, query) : undefined), [full, index, query]);
  return { full, found };
}
