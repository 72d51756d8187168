import type { Page } from 'playwright-core';
import { eventually } from './eventually';
import type { AppPage } from './pages';

const CONFIG_CACHE = 'sorgfalt-config';

/**
 * Readies a signed-in page to start offline: the service worker is active and controls a
 * fresh load, and it has cached `/config.json` (it writes that cache after answering, so a
 * test that goes offline at once may find it empty and the offline start fails).
 */
export async function prepareOfflineStart(page: Page, app: AppPage): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await app.waitForLayout();
  await eventually(
    () =>
      page.evaluate(async (cacheName) => {
        if (navigator.serviceWorker.controller === null || !(await caches.has(cacheName))) return false;
        return (await (await caches.open(cacheName)).match('/config.json')) !== undefined;
      }, CONFIG_CACHE),
    Boolean,
    { what: 'the service worker in control with the configuration cached' },
  );
}
