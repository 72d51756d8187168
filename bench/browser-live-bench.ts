import type { BrowserDevice } from './browser-device';
import { type Figure, round } from './figures';
import { percentile } from './stats';

const EDITS = 100;
const GOAL_P95_MS = 250;

/**
 * 6. Two online devices of one user with their engines and live sockets: one edit after another
 * on the tablet, each timed until the desktop's local view shows it (wall clock of both pages).
 * Each edit waits until the tablet pulled its previous one back: an edit made between an
 * acknowledgement and that pull rests on the stale view and conflicts with the edit before.
 */
export async function benchLiveEdits(tablet: BrowserDevice, desktop: BrowserDevice, tenant: string): Promise<Figure[]> {
  await Promise.all([tablet.call('open', tenant), desktop.call('open', tenant)]);
  const id = `bench-live-${Date.now()}`;
  await desktop.call('watch', id);
  await tablet.call('create', id, 'start');
  await desktop.call('seen', 'start');
  const latencies: number[] = [];
  for (let edit = 0; edit < EDITS; edit++) {
    const phone = `live ${edit}`;
    await tablet.call('settled');
    const editedAt = await tablet.call('edit', id, phone);
    latencies.push((await desktop.call('seen', phone)) - editedAt);
  }
  const { conflicts, rejected } = await tablet.call('counts');
  if (conflicts + rejected > 0) throw new Error(`the edits left ${conflicts} conflicts and ${rejected} refusals`);
  const label = `browser: edit seen on another device, ${EDITS} edits`;
  return [
    { name: `${label}, p50`, value: round(percentile(latencies, 0.5)), unit: 'ms' },
    { name: `${label}, p95`, value: round(percentile(latencies, 0.95)), unit: 'ms', limit: GOAL_P95_MS },
  ];
}
