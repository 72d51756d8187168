/** The due view's choices in the URL: the look-ahead in days, "only mine" and the location. */
export interface DueParams {
  readonly days: number;
  readonly mine: boolean;
  /** The location whose items show (DL-11); undefined: every location. */
  readonly location: string | undefined;
}

/** The look-aheads offered (docs/domain/deadlines.md DL-3); 30 days unless the URL names another. */
export const DUE_LOOKAHEADS = [7, 30, 90, 365] as const;
export const DEFAULT_LOOKAHEAD = 30;

/** The URL's word for "every location", so a choice of all survives a selected location in the header. */
const ALL_LOCATIONS = 'all';

function record(search: unknown): Readonly<Record<string, unknown>> {
  return search !== null && typeof search === 'object' ? Object.fromEntries(Object.entries(search)) : {};
}

/**
 * The choices from the router's parsed search; anything unknown counts as the default. The
 * location is the layout's selected one unless the URL names one, or `all`, as on the measure list.
 */
export function parseDueParams(search: unknown, selectedLocation?: string): DueParams {
  const found = record(search);
  const days = Number(found.days);
  const location = typeof found.location === 'string' && found.location !== '' ? found.location : undefined;
  return {
    days: (DUE_LOOKAHEADS as readonly number[]).includes(days) ? days : DEFAULT_LOOKAHEAD,
    mine: found.mine === '1' || found.mine === 1 || found.mine === true || found.mine === 'true',
    location: location === ALL_LOCATIONS ? undefined : (location ?? selectedLocation),
  };
}

/**
 * The search of the URL for the choices (`?days=90&mine=true&location=…`), leaving defaults out;
 * a location is named (or `all`) once chosen, so that it survives the header's choice.
 */
export function dueSearch(params: DueParams, selectedLocation?: string): Record<string, number | boolean | string> {
  return {
    ...(params.days === DEFAULT_LOOKAHEAD ? {} : { days: params.days }),
    ...(params.mine ? { mine: true } : {}),
    ...(params.location === selectedLocation ? {} : { location: params.location ?? ALL_LOCATIONS }),
  };
}
