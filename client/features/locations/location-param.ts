/** The URL's word for "every location", so a choice of all survives a selected location in the header. */
export const ALL_LOCATIONS = 'all';

/**
 * The location a list shows, from the router's parsed search: the one the URL names, none for
 * `all`, else the header's selected location (as on the measure list and the due view).
 */
export function locationFromSearch(search: unknown, selected: string | undefined): string | undefined {
  const value =
    search !== null && typeof search === 'object' ? (search as Readonly<Record<string, unknown>>).location : undefined;
  if (typeof value !== 'string' || value === '') return selected;
  return value === ALL_LOCATIONS ? undefined : value;
}

/** The URL's `location` for a chosen location: its id, or `all` so that the choice outlives the header's. */
export function locationSearchValue(location: string | undefined): string {
  return location ?? ALL_LOCATIONS;
}
