import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readPdfPages } from '../client/features/pdf/pdf-reader';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const REVIEW = 'SUBSTANCE_REGISTER_REVIEW';

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile(await file.path())) };
}

/** A downloaded PDF's pages and its text, table cells' line breaks and no-break spaces as spaces. */
async function downloadPdf(page: Page) {
  const { name, bytes } = await download(page, 'register-pdf');
  const pages = readPdfPages(bytes);
  const text = pages
    .map((pdfPage) => pdfPage.text)
    .join('\n')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\u00a0/g, ' ');
  return { name, pages, text };
}

/** The names in the register's table, in order. */
function rowNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid="register-table"] tbody th[data-column="name"]').allInnerTexts();
}

async function openRegister(page: Page, search = '') {
  await page.goto(`/hazardous_substances${search}`);
  await page.getByTestId('register-table').waitFor();
}

describe('the Gefahrstoffverzeichnis', () => {
  const fixture = useBrowser();

  it('shows the register, filters by storage class, exports PDF and Excel, and records a review, also offline', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);

    await openRegister(page);
    expect(await app.heading()).toBe('Gefahrstoffverzeichnis');
    const names = await rowNames(page);
    for (const name of ['Aceton', 'Natronlauge 50 %', 'Dieselkraftstoff (DIN EN 590)']) expect(names).toContain(name);
    const reviews = page.getByTestId('register-review-text');
    expect(await reviews.allInnerTexts()).toEqual([
      expect.stringMatching(
        /^Überprüft am .+ von Sabine Hoffmann; die nächste Überprüfung war am .+ fällig \(überfällig\)$/,
      ),
      expect.stringMatching(/^Überprüft am .+ von Anna Berger; nächste Überprüfung bis .+$/),
    ]);
    const acetone = page.locator('tr[data-id="acme-sub-acetone"]');
    expect(await acetone.locator('td[data-column="statements"]').innerText()).toContain(
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
    );
    expect(await acetone.locator('td[data-column="storageClasses"]').innerText()).toBe('3 – Entzündbare Flüssigkeiten');
    expect(await acetone.locator('td[data-column="pictograms"] svg[aria-label]').count()).toBe(2);

    // Storage class 8B (corrosive) leaves the lye; the PDF holds what the screen shows.
    await page.getByTestId('register-storage-class').selectOption('8B');
    await page.waitForURL(/class=8B/);
    expect(await rowNames(page)).toEqual(['Natronlauge 50 %']);
    const filtered = await downloadPdf(page);
    expect(filtered.name).toMatch(/^Gefahrstoffverzeichnis \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(filtered.pages.every((pdfPage) => pdfPage.width > pdfPage.height)).toBe(true);
    for (const expected of [
      'Gefahrstoffverzeichnis nach § 6 Abs. 12 GefStoffV',
      'Alle Standorte',
      'Lagerklasse 8B – Nicht brennbare ätzende Gefahrstoffe',
      'Jährliche Überprüfung',
      'Einstufung',
      'Natronlauge 50 %',
      'GHS05',
      'H314 Verursacht schwere Verätzungen der Haut und schwere Augenschäden.',
      'Gefahrstofflager Halle 4 (Lager Mannheim): 2.000 L',
      'Neutralisieren von Spülwasser mit Natronlauge',
      'Acme Chemie GmbH',
      'Seite 1 von 1',
    ])
      expect(filtered.text).toContain(expected);
    expect(filtered.text).not.toContain('Aceton');

    // Offline: the register comes from the device, and both exports are made there.
    await context.setOffline(true);
    await openRegister(page, '?location=acme-loc-ludwigshafen');
    expect(await rowNames(page)).toEqual(
      expect.arrayContaining(['Aceton', 'Dieselkraftstoff (DIN EN 590)', 'Natronlauge 50 %']),
    );
    expect(await rowNames(page)).not.toContain('2-Propanol (Isopropanol)');
    const offline = await downloadPdf(page);
    for (const expected of [
      'Standort Werk Ludwigshafen',
      'Tanklager Nord: 25 m³',
      'Abfüllen von Aceton in 200-l-Fässer',
    ])
      expect(offline.text).toContain(expected);
    expect(offline.text).not.toContain('Lager Mannheim');
    const workbook = await download(page, 'register-xlsx');
    expect(workbook.name).toMatch(/^Gefahrstoffverzeichnis – Werk Ludwigshafen \d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = strFromU8(unzipSync(workbook.bytes)['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    for (const expected of ['Mengen je Lager und Standort', 'Aceton', 'H225 Flüssigkeit und Dampf leicht entzündbar.'])
      expect(sheet).toContain(expected);

    // A review recorded offline shows at once and reaches the server once online.
    const before = new Set((await server.documentsOfType(REVIEW)).map((doc) => doc.id));
    await page.getByTestId('register-review-record').click();
    const form = page.getByTestId('register-review-form');
    await form.getByLabel('Bemerkungen').fill('Jährliche Überprüfung, Mengen abgeglichen.');
    await page.getByTestId('register-review-save').click();
    const today = new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date());
    await page
      .getByTestId('register-review-text')
      .filter({ hasText: `Überprüft am ${today} von Anna Berger` })
      .waitFor();
    await context.setOffline(false);
    await waitUntilSynced(page);
    const created = await eventually(
      async () => (await server.documentsOfType(REVIEW)).filter((doc) => !before.has(doc.id)),
      (found) => found.length === 1,
      { what: 'the review on the server' },
    );
    for (const doc of created) onTestFinished(() => server.remove(REVIEW, doc.id));
    expect(created[0]?.data).toMatchObject({
      location: 'acme-loc-ludwigshafen',
      reviewedBy: 'acme-emp-anna',
      notes: 'Jährliche Überprüfung, Mengen abgeglichen.',
    });
    await context.close();
  });

  it('in English: the register, a storage class, the PDF, and what a storage holds', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await openRegister(page, '?location=all&class=3');
    expect(await app.heading()).toBe('Hazardous substance register');
    expect(await page.getByTestId('register-storage-class').inputValue()).toBe('3');
    const names = await rowNames(page);
    expect(names).toContain('Aceton');
    expect(names).not.toContain('Natronlauge 50 %');
    const pdf = await downloadPdf(page);
    expect(pdf.name).toMatch(/^Hazardous substance register \d{4}-\d{2}-\d{2}\.pdf$/);
    for (const expected of [
      'Hazardous substance register under GefStoffV § 6 (12)',
      'All locations',
      'Storage class 3 – Flammable liquids',
      'Yearly review',
      '(overdue)',
      'Classification',
      'Quantities per storage and location',
      'Work areas',
      'Safety data sheet',
      'H225 Highly flammable liquid and vapour.',
      'Tanklager Nord (Werk Ludwigshafen): 25 m³',
      'Page 1 of',
    ])
      expect(pdf.text).toContain(expected);

    await page.goto('/storages/acme-st-hazmat-store');
    const panel = page.getByTestId('storage-substances');
    await panel.waitFor();
    expect(await panel.locator('tbody th').allInnerTexts()).toEqual(
      expect.arrayContaining(['Aceton', 'Natronlauge 50 %']),
    );
    expect(await panel.innerText()).toContain('8B – Non-combustible corrosive hazardous substances');
    const pair = page
      .getByTestId('joint-storage-pair')
      .filter({ hasText: '3 – Flammable liquids + 8B – Non-combustible corrosive' });
    expect(await pair.innerText()).toContain('TRGS 510');
    await context.close();
  });
});
