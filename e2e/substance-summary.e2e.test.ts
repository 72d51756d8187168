import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type PdfPage, readPdfPages } from '../client/features/pdf/pdf-reader';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { waitForValue } from './support/sync';

const MM = 72 / 25.4;

/** The downloaded summary: its suggested name, its pages and its text with line breaks as spaces. */
async function downloadSummary(page: Page): Promise<{ name: string; pages: PdfPage[]; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('substance-summary-pdf').click(),
  ]);
  const pages = readPdfPages(new Uint8Array(await readFile(await download.path())));
  const text = pages
    .map((pdfPage) => pdfPage.text)
    .join('\n')
    .replace(/\n/g, ' ');
  return { name: download.suggestedFilename(), pages, text };
}

/** The GHS pictograms drawn: white diamonds framed in red, as wide as high and at least 10 mm. */
function ghsDiamonds(pages: readonly PdfPage[]): number {
  return pages
    .flatMap((pdfPage) => pdfPage.paths)
    .filter((path) => {
      if (path.fill !== '#ffffff' || !path.stroke?.startsWith('#e')) return false;
      const xs = path.points.map((point) => point.x);
      const ys = path.points.map((point) => point.y);
      const width = Math.max(...xs) - Math.min(...xs);
      return width > 10 * MM && Math.abs(width - (Math.max(...ys) - Math.min(...ys))) < 0.5;
    }).length;
}

async function openSubstance(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/substances/${id}`);
  await waitForValue(page, '#field-name', name);
  await page.getByTestId('substance-summary-pdf').waitFor();
}

describe('the substance data summary (Substances: download)', () => {
  const fixture = useBrowser();

  it('downloads a demo substance as a PDF in German with pictograms and the official texts, also offline', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);

    await openSubstance(page, 'acme-sub-methanol', 'Methanol');
    const online = await downloadSummary(page);
    expect(online.name).toMatch(/^Methanol \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(online.pages.length).toBeLessThanOrEqual(2);
    expect(ghsDiamonds(online.pages)).toBe(3);
    for (const expected of [
      'Stoffdaten (Zusammenfassung)',
      '67-56-1',
      'Signalwort Gefahr',
      'GHS06 Totenkopf mit gekreuzten Knochen (akute Toxizität)',
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      // An official combination with its own text.
      'H301+H311+H331 Giftig bei Verschlucken, Hautkontakt oder Einatmen',
      'P308+P311 BEI Exposition oder falls betroffen: GIFTINFORMATIONSZENTRUM/Arzt/…/anrufen.',
      'M009 Handschutz benutzen',
      'Gefahrstofflager Halle 4',
      '400 L',
      '3 – Entzündbare Flüssigkeiten',
      '100 ml/m³',
      '1230',
      '336',
      'schwach wassergefährdend (WGK 1)',
      'Acme Chemie GmbH',
      `Seite 1 von ${online.pages.length}`,
    ])
      expect(online.text).toContain(expected);
    expect(online.text).toMatch(/ Version \d+ /);

    // Offline: the replica, the builder, the PDF engine, the fonts and the statement catalog are on the device.
    await context.setOffline(true);
    await openSubstance(page, 'acme-sub-caustic-soda', 'Natronlauge 50 %');
    const offline = await downloadSummary(page);
    expect(ghsDiamonds(offline.pages)).toBe(1);
    for (const expected of [
      'Natronlauge 50 %',
      'H314 Verursacht schwere Verätzungen der Haut und schwere Augenschäden.',
      'P301+P330+P331 BEI VERSCHLUCKEN: Mund ausspülen. KEIN Erbrechen herbeiführen.',
      '8B – Nicht brennbare ätzende Gefahrstoffe',
    ])
      expect(offline.text).toContain(expected);
    await context.setOffline(false);
    await context.close();
  });

  it('is in English when the interface is, also offline', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await prepareOfflineStart(page, app);

    await openSubstance(page, 'acme-sub-paint', 'Kunstharzlack RAL 7035 lichtgrau');
    expect(await page.getByTestId('substance-summary-pdf').innerText()).toBe('Download data summary (PDF)');
    const online = await downloadSummary(page);
    expect(ghsDiamonds(online.pages)).toBe(2);
    for (const expected of [
      'Substance data summary',
      'Signal word Warning',
      'GHS02 Flame (flammable)',
      'H226 Flammable liquid and vapour.',
      'EUH066 Repeated exposure may cause skin dryness or cracking.',
      'P403+P233 Store in a well-ventilated place. Keep container tightly closed.',
      '3 – Flammable liquids',
      'obviously hazardous to water (WGK 2)',
      `Page 1 of ${online.pages.length}`,
    ])
      expect(online.text).toContain(expected);
    expect(online.text).not.toContain('Gefahrenhinweise');

    await context.setOffline(true);
    await openSubstance(page, 'acme-sub-acetone', 'Aceton');
    const offline = await downloadSummary(page);
    expect(ghsDiamonds(offline.pages)).toBe(2);
    for (const expected of [
      'Signal word Danger',
      'P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
      'Tanklager Nord',
      '25 m³',
    ])
      expect(offline.text).toContain(expected);
    await context.setOffline(false);
    await context.close();
  });
});
