/**
 * Sort, search and filter of a list live in the URL (`?q=&sort=field&dir=asc&filter=key`), so that a reload,
 * a bookmark or the back button keeps them. The routes have no `validateSearch`; the router
 * hands over whatever the URL held (its default parser turns `?q=12` into a number).
 */

export type SortDirection = 'asc' | 'desc';

export interface ListParams {
  readonly q: string;
  /** A column's field; absent: the default order (by title, ascending). */
  readonly sort?: string;
  readonly dir: SortDirection;
  /** One of the list's filters by key (the activities without a complete EMKG rating); absent: all documents. */
  readonly filter?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Reads the list parameters from the router's parsed search object, ignoring what it cannot use. */
export function parseListParams(
  search: unknown,
  sortable: readonly string[],
  filters: readonly string[] = [],
): ListParams {
  const record: Readonly<Record<string, unknown>> =
    search !== null && typeof search === 'object' ? Object.fromEntries(Object.entries(search)) : {};
  const q = text(record.q) ?? '';
  const sort = text(record.sort);
  const dir: SortDirection = record.dir === 'desc' ? 'desc' : 'asc';
  const filter = text(record.filter);
  return {
    q,
    ...(sort !== undefined && sortable.includes(sort) ? { sort } : {}),
    dir,
    ...(filter !== undefined && filters.includes(filter) ? { filter } : {}),
  };
}

/** The search object to navigate to: empty values left out, so a plain list keeps a plain URL. */
export function listSearch(params: ListParams): Record<string, string> {
  const search: Record<string, string> = {};
  if (params.q !== '') search.q = params.q;
  if (params.sort !== undefined) {
    search.sort = params.sort;
    search.dir = params.dir;
  }
  if (params.filter !== undefined) search.filter = params.filter;
  return search;
}

/** The next order after a click on a column header: a new column ascending, the same column flipped. */
export function nextSort(current: ListParams, field: string, defaultField: string): Pick<ListParams, 'sort' | 'dir'> {
  const active = current.sort ?? defaultField;
  if (active !== field) return { sort: field, dir: 'asc' };
  return { sort: field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}
