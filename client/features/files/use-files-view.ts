import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useReplica } from '../../sync/replica-context';
import { type ListParams, listSearch, nextSort, parseListParams } from '../../ui/list-params';
import { useListDocs } from '../entity-list';
import { FILE_SORT_FIELDS, type FileRow, type FileSortField, fileRow, filterFileRows, sortFileRows } from './file-rows';

const SEARCH_DELAY_MS = 250;

/** The files from the replica with search and sort kept in the URL, as every list keeps them. */
export function useFilesView() {
  const { i18n } = useLingui();
  const replica = useReplica();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseListParams(location.search, FILE_SORT_FIELDS), [location.search]);
  const [query, setQuery] = useState(params.q);
  const goTo = useCallback(
    (next: ListParams) => void navigate({ to: location.pathname, search: listSearch(next), replace: true }),
    [navigate, location.pathname],
  );
  useEffect(() => {
    if (query === params.q) return;
    const timer = setTimeout(() => goTo({ ...params, q: query }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, params, goTo]);

  const docs = useListDocs(replica?.db, 'FILE');
  const all = useMemo(() => docs?.map(fileRow), [docs]);
  const sortField: FileSortField = FILE_SORT_FIELDS.find((field) => field === params.sort) ?? 'name';
  const sorted = useMemo(
    () => (all ? sortFileRows(all, sortField, params.dir, i18n.locale) : undefined),
    [all, sortField, params.dir, i18n.locale],
  );
  const rows: readonly FileRow[] = useMemo(() => (sorted ? filterFileRows(sorted, query) : []), [sorted, query]);
  const sortBy = useCallback(
    (field: FileSortField) => goTo({ ...params, q: query, ...nextSort(params, field, 'name') }),
    [goTo, params, query],
  );
  return { total: all?.length, rows, query, setQuery, sortField, sortDirection: params.dir, sortBy };
}
