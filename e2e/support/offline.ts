import type { Page } from 'playwright-core';
import { eventually } from './eventually';
import type { AppPage } from './pages';

const CONFIG_CACHE = 'sorgfalt-config';

/**
 * Waits until a signed-in page can start offline, as a user's first visit can: the service
 * worker has installed (caching the shell and `/config.json`) and controls the page. Nothing
 * reloads the page first: the offline start must work straight after the first sign-in.
 */
export async function prepareOfflineStart(page: Page, app: AppPage): Promise<void> {
  await app.waitForLayout();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
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
