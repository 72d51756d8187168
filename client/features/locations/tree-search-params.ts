/** The search of `/locations`: `?q=` holds the tree's search, so a reload or the back button keeps it. */
export interface LocationsSearch {
  readonly q?: string;
}

/** Reads the route's search, ignoring what it cannot use (the router parses `?q=12` as a number). */
export function parseLocationsSearch(search: Readonly<Record<string, unknown>>): LocationsSearch {
  const q = search.q;
  if (typeof q === 'string' && q !== '') return { q };
  if (typeof q === 'number' && Number.isFinite(q)) return { q: String(q) };
  return {};
}
