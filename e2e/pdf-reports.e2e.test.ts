import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readPdfPages } from '../client/features/pdf/pdf-reader';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitForValue, waitUntilSynced } from './support/sync';

const DOCUMENT = /\/transport\/documents\/([0-9a-f-]{36})$/;

/** A downloaded PDF: its suggested name and its text, read through the fonts' Unicode maps. */
async function downloadPdf(page: Page, testId: string): Promise<{ name: string; head: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  const text = readPdfPages(bytes)
    .map((pdfPage) => pdfPage.text)
    .join('\n');
  return { name: download.suggestedFilename(), head: new TextDecoder('latin1').decode(bytes.slice(0, 5)), text };
}

describe('PDF reports', () => {
  const fixture = useBrowser();

  it('downloads the site inspection report and a transport document as PDFs, also offline', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);

    // A transport document derived from the seeded acetone draft (800 l, category 2: 2400 points).
    await page.goto('/transport/drafts/acme-tdr-acetone');
    await waitForValue(page, '#field-name', 'Vorlage: Aceton in 200-l-Fässern');
    await page.getByTestId('derive-document').click();
    await page.waitForURL(DOCUMENT);
    const documentPath = new URL(page.url()).pathname;
    const id = DOCUMENT.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('ADR_TRANSPORT_DOCUMENT', id));
    await page.getByTestId('cargo-item').first().waitFor();
    await waitUntilSynced(page);

    const online = await downloadPdf(page, 'transport-document-pdf');
    expect(online.head).toBe('%PDF-');
    expect(online.name).toMatch(/^Vorlage- Aceton in 200-l-Fässern \d{4}-\d{2}-\d{2}\.pdf$/);
    for (const expected of [
      'Beförderungspapier nach ADR 5.4.1',
      'UN 1090 ACETON, 3, II, (D/E)',
      'Kurpfalz Logistik GmbH',
      'Nicht freigestellt: 2.400 Punkte',
      'Acme Chemie',
    ])
      expect(online.text).toContain(expected);
    expect(online.text).not.toContain('festgesetzten Freigrenzen');
    // The revision the document had on the server when printed, nothing of this device pending.
    expect(online.text).toMatch(/\nVersion \d+\n/);

    // Offline: the replica and the lazily loaded PDF code are on the device.
    await context.setOffline(true);
    await page.goto(documentPath);
    await page.getByTestId('cargo-item').first().waitFor();
    const offline = await downloadPdf(page, 'transport-document-pdf');
    expect(offline.head).toBe('%PDF-');
    expect(offline.text).toContain('UN 1090 ACETON');

    await page.goto('/site_inspections/acme-sinsp-warehouse');
    const report = await downloadPdf(page, 'site-inspection-pdf');
    expect(report.head).toBe('%PDF-');
    expect(report.name).toMatch(/^Arbeitsschutzbegehung Lager Mannheim \d{4}-\d{2}-\d{2}\.pdf$/);
    for (const expected of [
      'Begehungsbericht',
      'Arbeitsschutzbegehung Lager Mannheim',
      'Sabine Hoffmann',
      'Feststellung 1: Arbeitsschutz',
      'Feststellung 2: Brandschutz',
      'Seite 1 von',
    ])
      expect(report.text).toContain(expected);
    expect(report.text).toMatch(/\nVersion \d+\n/);
    await context.setOffline(false);
    await context.close();
  });
});
