import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { type ListParams, listSearch, nextSort, parseListParams } from '../../ui/list-params';
import { columnsStorageKey, useHiddenColumns } from './column-prefs';
import {
  buildRows,
  type ColumnSpec,
  columnRanks,
  columnSpecs,
  filterIndexed,
  type ListDoc,
  type ListRow,
  searchIndex,
  sortRows,
} from './list-rows';
import { useReferenceTitles } from './use-list-data';

const SEARCH_DELAY_MS = 250;

export interface ListView {
  readonly columns: readonly ColumnSpec[];
  readonly visibleColumns: readonly ColumnSpec[];
  readonly hidden: ReadonlySet<string>;
  readonly toggleColumn: (field: string, hidden: boolean) => void;
  /** The documents the filter keeps; undefined while the replica loads. */
  readonly total: number | undefined;
  /** The rows after filter and sort: what the table shows and the CSV exports. */
  readonly rows: readonly ListRow[];
  readonly query: string;
  readonly setQuery: (query: string) => void;
  readonly sortField: string;
  readonly sortDirection: ListParams['dir'];
  readonly sortBy: (field: string) => void;
}

/**
 * Everything a list shows: the documents (from the replica, kept by the list's filter), columns,
 * search and sort kept in the URL.
 */
export function useListView(
  entity: EntityDefinition,
  allDocs: readonly ListDoc[] | undefined,
  keep: ((doc: ListDoc) => boolean) | undefined,
): ListView {
  const { i18n } = useLingui();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  const columns = useMemo(() => columnSpecs(entity), [entity]);
  const sortable = useMemo(
    () => columns.filter((spec) => spec.column.sortable).map((spec) => spec.column.field),
    [columns],
  );
  const params = useMemo(() => parseListParams(location.search, sortable), [location.search, sortable]);
  const [query, setQuery] = useState(params.q);
  const [hidden, toggleColumn] = useHiddenColumns(columnsStorageKey(session.tenant.trimmedName, entity.type));

  // Other parameters of the URL (a feature's list filter) stay as they are.
  const goTo = useCallback(
    (next: ListParams) =>
      void navigate({
        to: location.pathname,
        search: (previous: Record<string, unknown>) => {
          const { q: _q, sort: _sort, dir: _dir, ...others } = previous;
          return { ...others, ...listSearch(next) };
        },
        replace: true,
      }),
    [navigate, location.pathname],
  );
  // The URL follows the search box after a short pause, so typing does not flood the history.
  useEffect(() => {
    if (query === params.q) return;
    const timer = setTimeout(() => goTo({ ...params, q: query }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, params, goTo]);

  const replica = useReplica();
  const docs = useMemo(() => (allDocs && keep ? allDocs.filter(keep) : allDocs), [allDocs, keep]);
  const titles = useReferenceTitles(replica?.db, docs, columns);
  const allRows = useMemo(() => buildRows(docs ?? [], columns, { i18n, titles }), [docs, columns, i18n, titles]);

  const visibleColumns = useMemo(
    () => columns.filter((spec, index) => index === 0 || !hidden.has(spec.column.field)),
    [columns, hidden],
  );
  const visibleFields = useMemo(() => visibleColumns.map((spec) => spec.column.field), [visibleColumns]);
  const sortField = params.sort ?? entity.titleField;
  const sortDirection = params.dir;
  // The search index and a column's order are computed once per rows; typing filters, and
  // the filtered rows are sorted by the column's ranks (the language's collation).
  const index = useMemo(() => searchIndex(allRows, visibleFields), [allRows, visibleFields]);
  const filtered = useMemo(() => filterIndexed(allRows, index, query), [allRows, index, query]);
  const ranks = useMemo(() => columnRanks(allRows, sortField, i18n.locale), [allRows, sortField, i18n.locale]);
  const rows = useMemo(() => sortRows(filtered, ranks, sortDirection), [filtered, ranks, sortDirection]);

  const sortBy = useCallback(
    (field: string) => goTo({ ...params, q: query, ...nextSort(params, field, entity.titleField) }),
    [goTo, params, query, entity.titleField],
  );

  return {
    columns,
    visibleColumns,
    hidden,
    toggleColumn,
    total: docs?.length,
    rows,
    query,
    setQuery,
    sortField,
    sortDirection,
    sortBy,
  };
}
