import type { BrowserDevice } from './browser-device';
import { compared, type Figure, round } from './figures';

const GOAL_MS = 15_000;

/**
 * 4. A device's first sync of the large tenant in Chromium with the real engine, against a raw
 * Dexie bulkPut of the same documents in the same page right after it.
 */
export async function benchBrowserFirstSync(
  device: BrowserDevice,
  tenant: string,
  expected: number,
): Promise<Figure[]> {
  const syncMs = await device.call('open', tenant);
  const { views: documents, shadows } = await device.call('counts');
  if (documents !== expected || shadows !== 0) {
    throw new Error(`the first sync stored ${documents} of ${expected} documents and ${shadows} shadows`);
  }
  const rawMs = await device.call('rawBulkPut');
  const perSecond = (ms: number) => documents / (ms / 1000);
  const label = `browser first sync of ${documents} documents`;
  return [
    { name: `${label}: time`, value: round(syncMs), unit: 'ms', limit: GOAL_MS },
    compared(`${label}: vs raw Dexie bulkPut`, perSecond(syncMs), 'documents/s', perSecond(rawMs), 0.8),
  ];
}
