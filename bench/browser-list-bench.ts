import type { BrowserDevice } from './browser-device';
import { type Figure, round } from './figures';
import { median, percentile } from './stats';

const ROWS = 10_000;
const REPEATS = 40;
const GOAL_MS = 50;

/**
 * 7. A list screen with 10,000 contacts in Chromium (issue 5: filter and sort ≤ 50 ms): the
 * list's own sort, search index and German-aware filter, against a plain lower-case
 * `includes` filter of the same texts as baseline.
 */
export async function benchListView(device: BrowserDevice): Promise<Figure[]> {
  const times = await device.call('listView', ROWS, REPEATS);
  if (times.rows !== ROWS || times.matches === 0) throw new Error(`the list bench built ${times.rows} rows`);
  const label = `browser list of ${ROWS} contacts`;
  const filterP95 = percentile(times.filterMs, 0.95);
  const naiveP95 = percentile(times.naiveFilterMs, 0.95);
  return [
    { name: `${label}: rows built once`, value: round(times.buildMs), unit: 'ms' },
    { name: `${label}: search index built once`, value: round(times.indexMs), unit: 'ms' },
    {
      name: `${label}: first sort by a column (its order computed), p95`,
      value: round(percentile(times.rankMs, 0.95)),
      unit: 'ms',
      limit: GOAL_MS,
    },
    {
      name: `${label}: sort again (direction, typing), p95`,
      value: round(percentile(times.sortMs, 0.95)),
      unit: 'ms',
      limit: GOAL_MS,
    },
    {
      name: `${label}: filter a typed query and sort the matches, p95 (baseline: plain includes)`,
      value: round(filterP95),
      unit: 'ms',
      baseline: round(naiveP95),
      ratio: round(filterP95 / naiveP95, 2),
      limit: GOAL_MS,
    },
    { name: `${label}: filter, median`, value: round(median(times.filterMs)), unit: 'ms' },
  ];
}
