import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { type ListParams, listSearch, nextSort, parseListParams } from '../../ui/list-params';
import type { ListFilter } from '../screens';
import { columnsStorageKey, useHiddenColumns } from './column-prefs';
import {
  buildRows,
  type ColumnSpec,
  columnRanks,
  columnSpecs,
  filterIndexed,
  type ListRow,
  searchIndex,
  sortRows,
} from './list-rows';
import { useListDocs, useReferenceTitles } from './use-list-data';

const SEARCH_DELAY_MS = 250;

export interface ListView {
  readonly columns: readonly ColumnSpec[];
  readonly visibleColumns: readonly ColumnSpec[];
  readonly hidden: ReadonlySet<string>;
  readonly toggleColumn: (field: string, hidden: boolean) => void;
  /** Undefined while the replica loads. */
  readonly total: number | undefined;
  /** The rows after filter and sort: what the table shows and the CSV exports. */
  readonly rows: readonly ListRow[];
  readonly query: string;
  readonly setQuery: (query: string) => void;
  readonly sortField: string;
  readonly sortDirection: ListParams['dir'];
  readonly sortBy: (field: string) => void;
  /** The key of the filter in use; undefined: every document. */
  readonly filter: string | undefined;
  readonly setFilter: (key: string | undefined) => void;
}

const NO_FILTERS: readonly ListFilter[] = [];

/**
 * Everything a list shows: documents from the replica, columns, search, sort and filter kept in the URL.
 */
export function useListView(entity: EntityDefinition, filters: readonly ListFilter[] = NO_FILTERS): ListView {
  const { i18n } = useLingui();
  const session = useSession();
  const replica = useReplica();
  const location = useLocation();
  const navigate = useNavigate();

  const columns = useMemo(() => columnSpecs(entity), [entity]);
  const sortable = useMemo(
    () => columns.filter((spec) => spec.column.sortable).map((spec) => spec.column.field),
    [columns],
  );
  const params = useMemo(
    () =>
      parseListParams(
        location.search,
        sortable,
        filters.map((filter) => filter.key),
      ),
    [location.search, sortable, filters],
  );
  const [query, setQuery] = useState(params.q);
  const [hidden, toggleColumn] = useHiddenColumns(columnsStorageKey(session.tenant.trimmedName, entity.type));

  const goTo = useCallback(
    (next: ListParams) => void navigate({ to: location.pathname, search: listSearch(next), replace: true }),
    [navigate, location.pathname],
  );
  // The URL follows the search box after a short pause, so typing does not flood the history.
  useEffect(() => {
    if (query === params.q) return;
    const timer = setTimeout(() => goTo({ ...params, q: query }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, params, goTo]);

  const docs = useListDocs(replica?.db, entity.type);
  const titles = useReferenceTitles(replica?.db, docs, columns);
  const activeFilter = filters.find((filter) => filter.key === params.filter);
  const allRows = useMemo(() => {
    const rows = buildRows(docs ?? [], columns, { i18n, titles });
    return activeFilter ? rows.filter((row) => activeFilter.matches(row.data)) : rows;
  }, [docs, columns, i18n, titles, activeFilter]);

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
  const setFilter = useCallback(
    (key: string | undefined) => {
      const { filter: _previous, ...rest } = params;
      goTo(key === undefined ? { ...rest, q: query } : { ...rest, q: query, filter: key });
    },
    [goTo, params, query],
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
    filter: activeFilter?.key,
    setFilter,
  };
}
