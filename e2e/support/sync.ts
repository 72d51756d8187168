import type { Page } from 'playwright-core';
import { eventually } from './eventually';

/** How many records of a store (or only its pending ones) the replicas of the page's origin hold. */
function countInReplicas(page: Page, store: string, pendingOnly: boolean): Promise<number> {
  return page.evaluate(
    async ([storeName, onlyPending]) => {
      const names = (await indexedDB.databases())
        .map((db) => db.name ?? '')
        .filter((name) => name.startsWith('sorgfalt:'));
      let total = 0;
      for (const name of names) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains(storeName)) continue;
          const records = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(storeName).objectStore(storeName).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          total += onlyPending
            ? records.filter((record) => (record as { state?: unknown }).state === 'pending').length
            : records.length;
        } finally {
          db.close();
        }
      }
      return total;
    },
    [store, pendingOnly] as const,
  );
}

/**
 * Every change of the page acknowledged by the server (the outbox in IndexedDB is empty, so
 * a change made just before is not missed while the header has not shown it yet), and the
 * header shows no changes waiting: synced and idle.
 */
export async function waitUntilSynced(page: Page): Promise<void> {
  await eventually(
    () => countInReplicas(page, 'outbox', false),
    (count) => count === 0,
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

/** Every file of the page's replicas uploaded: none waits in the attachment queue. */
export async function waitUntilUploaded(page: Page): Promise<void> {
  await eventually(
    () => countInReplicas(page, 'blobs', true),
    (count) => count === 0,
    { what: 'no file waiting for its upload' },
  );
}
