import type { Page } from 'playwright-core';
import { eventually } from './eventually';

/** Whether every replica of the page's origin has an empty outbox (each change acknowledged). */
function outboxesEmpty(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('sorgfalt:'));
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains('outbox')) continue;
        const count = await new Promise<number>((resolve, reject) => {
          const request = db.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (count > 0) return false;
      } finally {
        db.close();
      }
    }
    return true;
  });
}

/**
 * Every change of the page acknowledged by the server (the outbox in IndexedDB is empty, so
 * a change made just before is not missed while the header has not shown it yet), and the
 * header shows no changes waiting: synced and idle.
 */
export async function waitUntilSynced(page: Page): Promise<void> {
  await eventually(
    () => outboxesEmpty(page),
    (empty) => empty,
    { what: 'an empty outbox' },
  );
  await page.locator('[data-testid="sync-pending"]').waitFor({ state: 'detached', timeout: 30_000 });
  await page
    .locator('.sync-status[data-state="idle"]', { hasText: /Synchronisiert|Synchronised/ })
    .waitFor({ timeout: 30_000 });
}

/** Waits until a form input shows the stored value (the replica loads after the layout). */
export async function waitForValue(page: Page, selector: string, value: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ([sel, expected]) => (document.querySelector(sel) as HTMLInputElement | null)?.value === expected,
    [selector, value] as const,
    { timeout },
  );
}

/** Asks the engine to sync now (the button in Settings), as a user pulling fresh data would. */
export async function syncNow(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: /Jetzt synchronisieren|Sync now/ }).click();
  await waitUntilSynced(page);
}
