import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readPdfPages } from '../client/features/pdf/pdf-reader';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { syncNow, waitUntilSynced } from './support/sync';

const SHOTS = process.env.REPORT_SHOTS;

/** A downloaded PDF's text, read through the fonts' Unicode maps. */
async function downloadPdf(page: Page, button: ReturnType<Page['getByTestId']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = new Uint8Array(await readFile(await download.path()));
  return readPdfPages(bytes)
    .map((pdfPage) => pdfPage.text)
    .join('\n');
}

describe('regulation reports (docs/domain/regulations.md RGL-14 … RGL-16)', () => {
  const fixture = useBrowser();

  it('Lea previews, downloads and publishes a report for acme in German; Anna reads it and its PDF in English, offline too', async () => {
    const lea = await ServerApi.signIn(fixture.baseUrl, 'lea@sorgfalt.example', 'paragraf');
    const before = new Set((await lea.documentsOfType('REGULATION_REPORT')).map((doc) => doc.id));

    const manager = await fixture.signIn('lea@sorgfalt.example');
    await waitUntilSynced(manager.page);
    await manager.page.goto('/regulations/reports');
    await manager.page.getByTestId('new-report').waitFor();
    expect(await manager.page.locator('h1').innerText()).toBe('Rechtskataster-Berichte');
    await manager.page.getByTestId('report-customer').selectOption('nordlicht');
    const warning = manager.page.getByTestId('report-customer-warning');
    expect(await warning.innerText()).toContain('Der Betreiber hat nordlicht nicht als Ihren Kunden eingerichtet');
    expect(await manager.page.getByTestId('report-customer-hint').count()).toBe(0);
    await manager.page.getByTestId('report-customer').selectOption('acme');
    await warning.waitFor({ state: 'detached' });
    await manager.page.getByTestId('report-from').fill('2024-01-01');
    await manager.page.getByTestId('report-to').fill('2024-12-31');
    const preview = manager.page.getByTestId('new-report').getByTestId('report-preview');
    await preview.waitFor();
    const previewText = await preview.innerText();
    expect(previewText).toContain('Gefahrstoffverordnung (GefStoffV)');
    expect(previewText).toContain('Geändert · letzte Änderung am 02.12.2024');
    expect(previewText).not.toContain('Flurförderzeuge');
    if (SHOTS) await manager.page.screenshot({ path: `${SHOTS}/reports-lea-de.png`, fullPage: true });
    const draftPdf = await downloadPdf(manager.page, manager.page.getByTestId('report-preview-pdf'));
    for (const expected of [
      'Rechtskataster-Bericht',
      'Vorschau, nicht veröffentlicht',
      'Gefahrstoffverordnung (GefStoffV)',
    ]) {
      expect(draftPdf).toContain(expected);
    }
    await manager.page.getByTestId('report-publish').click();
    await manager.page.getByTestId('report-published').waitFor();
    await syncNow(manager.page);
    const published = await eventually(
      async () => (await lea.documentsOfType('REGULATION_REPORT')).find((doc) => !before.has(doc.id)),
      (doc) => doc !== undefined,
      { what: 'the published report on the server' },
    );
    if (!published) throw new Error('no report was published');
    onTestFinished(() => lea.remove('REGULATION_REPORT', published.id));
    expect(published.data).toMatchObject({ customer: 'acme', span: { from: '2024-01-01', to: '2024-12-31' } });
    await manager.context.close();

    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await prepareOfflineStart(page, app);
    await syncNow(page);
    await page.goto('/regulations/reports');
    await eventually(
      () => page.getByTestId('report-row').count(),
      (count) => count >= 2,
      { what: 'the published report in acme' },
    );
    expect(await page.getByTestId('new-report').count()).toBe(0);
    await context.setOffline(true);
    await page.reload();
    const row = page.getByTestId('report-row').filter({ hasText: 'Jan 1, 2024' });
    await row.getByTestId('report-show').click();
    const shown = await page.getByTestId('report-preview').innerText();
    expect(shown).toContain('Gefahrstoffverordnung (GefStoffV)');
    expect(shown).toContain('Required actions for your company');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-anna-en-offline.png`, fullPage: true });
    const pdf = await downloadPdf(page, row.getByTestId('report-pdf'));
    for (const expected of ['Regulation report', 'Paragraf Rechtsberatung GmbH', 'Gefahrstoffverordnung (GefStoffV)']) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).not.toContain('Preview, not published');
    expect(pdf).not.toContain('nordlicht');
    await context.close();
  });
});
