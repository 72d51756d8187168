import type { BrowserDevice } from './browser-device';
import { type Figure, round } from './figures';

const GOAL_MS = 3000;

/**
 * 5. Edits made offline through the write API (the engine cannot sync), then the connection
 * comes back: time from the `online` event until the outbox is empty, every edit acknowledged.
 */
export async function benchOfflineDrain(device: BrowserDevice, contactIds: readonly string[]): Promise<Figure[]> {
  await device.context.setOffline(true);
  const queueMs = await device.call('queueEdits', contactIds);
  console.log(`    ${contactIds.length} edits queued offline in ${round(queueMs / 1000)} s; reconnecting …`);
  await device.call('armDrain');
  await device.context.setOffline(false);
  const drainMs = await device.call('drained');
  return [
    {
      name: `browser: ${contactIds.length} offline edits drained after reconnect`,
      value: round(drainMs),
      unit: 'ms',
      limit: GOAL_MS,
    },
  ];
}
