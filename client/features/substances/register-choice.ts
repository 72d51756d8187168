import type { RegisterChoice } from './register-view';

/** The URL's word for "every location", so a choice of all survives a selected location in the header. */
export const ALL_LOCATIONS = 'all';

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  // The router's default parser turns `?class=3` into a number.
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * The register's filter from the router's parsed search (`?location=…&class=…`): a location named
 * there, every location for `all`, else the layout's selected location (decision 0011, REG-7).
 */
export function parseRegisterChoice(search: unknown, selectedLocation: string | undefined): RegisterChoice {
  const record: Readonly<Record<string, unknown>> =
    search !== null && typeof search === 'object' ? Object.fromEntries(Object.entries(search)) : {};
  const location = text(record.location);
  return {
    location: location === ALL_LOCATIONS ? undefined : (location ?? selectedLocation),
    storageClass: text(record.class),
  };
}

/** The search object for a choice: the location always named (or `all`), the class when chosen. */
export function registerSearch(choice: RegisterChoice): Record<string, string> {
  return {
    location: choice.location ?? ALL_LOCATIONS,
    ...(choice.storageClass === undefined ? {} : { class: choice.storageClass }),
  };
}
