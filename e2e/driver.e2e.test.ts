import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';

describe('a driver in the cab', () => {
  const fixture = useBrowser();

  it('Tom on a phone syncs, goes offline, reads a transport document without zooming and gets its PDF', async () => {
    const { context, page, app } = await fixture.signIn('tom@sorgfalt.example', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/transport/documents');
    await page.locator('tbody tr.entity-list-row').first().waitFor();
    await prepareOfflineStart(page, app);

    await context.setOffline(true);
    await page.reload();
    await app.waitForLayout();
    await page.goto('/transport/documents');
    await page.locator('tbody tr.entity-list-row a').first().click();
    await page.getByTestId('cargo-item').first().waitFor();

    expect(await page.getByTestId('cargo-un').first().innerText()).toMatch(/^UN \d{4}$/);
    // The phone says it is offline in words, not only by the colour of a dot.
    const offline = page.locator('.sync-status[data-state="offline"] .sync-text');
    expect(await offline.innerText()).toMatch(/Offline/);
    expect(await offline.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.getByTestId('cargo-description').first().innerText()).toMatch(
      /^UN \d{4} .+, \d(\.\d)?.*, \(.+\)$/,
    );
    expect(await page.getByTestId('points-verdict').innerText()).toMatch(/ADR 1\.1\.3\.6/);
    // Readable without zooming: nothing wider than the phone, the UN number in large type.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const size = await page
      .getByTestId('cargo-un')
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(28);
    // A driver may read but not delete.
    expect(await page.getByRole('button', { name: 'Löschen' }).count()).toBe(0);

    // The PDF is made on the phone, offline.
    expect(await page.getByTestId('transport-document-pdf').innerText()).toBe('Beförderungspapier (PDF)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('transport-document-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});
