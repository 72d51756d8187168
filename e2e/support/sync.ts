import type { Page } from 'playwright-core';

/** The header shows no changes waiting: synced and idle. */
export async function waitUntilSynced(page: Page): Promise<void> {
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
