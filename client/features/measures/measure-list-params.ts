import type { MeasureFilter } from '../../../shared/domain/measures';
import { MEASURE_FILTERS } from '../../../shared/enums/catalogs';

/** The URL's word for "every location", so a choice of all survives a selected location in the header. */
export const ALL_LOCATIONS = 'all';

/**
 * The measure list's filters (docs/domain/measures.md MEA-4), in the URL: `status` (the spec's
 * tabs), `mine`, `type`, `origin` (a document type) and `location` (the layout's selected
 * location unless the URL names one, or `all`).
 */
export interface MeasureListParams {
  readonly status: MeasureFilter;
  readonly mine: boolean;
  readonly type: string | undefined;
  readonly origin: string | undefined;
  readonly location: string | undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function record(search: unknown): Readonly<Record<string, unknown>> {
  return search !== null && typeof search === 'object' ? Object.fromEntries(Object.entries(search)) : {};
}

/** The filters from the router's parsed search; anything unknown counts as not chosen. */
export function parseMeasureListParams(search: unknown, selectedLocation: string | undefined): MeasureListParams {
  const found = record(search);
  const status = text(found.status);
  const location = text(found.location);
  return {
    status: MEASURE_FILTERS.find((filter) => filter === status) ?? 'ALL',
    mine: text(found.mine) === '1' || text(found.mine) === 'true',
    type: text(found.type),
    origin: text(found.origin),
    location: location === ALL_LOCATIONS ? undefined : (location ?? selectedLocation),
  };
}

/**
 * The URL's search for the filters, keeping its other parameters (search and sort): defaults
 * left out, except a location, which is named (or `all`) so that it survives the header's choice.
 */
export function measureListSearch(previous: unknown, params: MeasureListParams): Record<string, unknown> {
  const {
    status: _status,
    mine: _mine,
    type: _type,
    origin: _origin,
    location: _location,
    ...others
  } = record(previous);
  return {
    ...others,
    ...(params.status === 'ALL' ? {} : { status: params.status }),
    ...(params.mine ? { mine: '1' } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.origin ? { origin: params.origin } : {}),
    location: params.location ?? ALL_LOCATIONS,
  };
}
