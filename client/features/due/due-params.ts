/** The due view's choices in the URL: the look-ahead in days and "only mine". */
export interface DueParams {
  readonly days: number;
  readonly mine: boolean;
}

/** The look-aheads offered (docs/domain/deadlines.md DL-3); 30 days unless the URL names another. */
export const DUE_LOOKAHEADS = [7, 30, 90, 365] as const;
export const DEFAULT_LOOKAHEAD = 30;

function record(search: unknown): Readonly<Record<string, unknown>> {
  return search !== null && typeof search === 'object' ? Object.fromEntries(Object.entries(search)) : {};
}

/** The choices from the router's parsed search; anything unknown counts as the default. */
export function parseDueParams(search: unknown): DueParams {
  const found = record(search);
  const days = Number(found.days);
  return {
    days: (DUE_LOOKAHEADS as readonly number[]).includes(days) ? days : DEFAULT_LOOKAHEAD,
    mine: found.mine === '1' || found.mine === 1 || found.mine === true || found.mine === 'true',
  };
}

/** The search of the URL for the choices (`?days=90&mine=true`), leaving defaults out. */
export function dueSearch(params: DueParams): Record<string, number | boolean> {
  return {
    ...(params.days === DEFAULT_LOOKAHEAD ? {} : { days: params.days }),
    ...(params.mine ? { mine: true } : {}),
  };
}
