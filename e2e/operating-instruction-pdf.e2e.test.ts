import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeQr, drawnQr } from '../client/features/operating-instructions/testing';
import { type PdfPage, readPdfPages } from '../client/features/pdf/pdf-reader';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { waitForValue } from './support/sync';

/** The downloaded instruction: its suggested name, its pages and its text with line breaks as spaces. */
async function downloadInstruction(page: Page): Promise<{ name: string; pages: PdfPage[]; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('instruction-pdf').click()]);
  const pages = readPdfPages(new Uint8Array(await readFile(await download.path())));
  const text = pages
    .map((pdfPage) => pdfPage.text)
    .join('\n')
    .replace(/\s+/g, ' ');
  return { name: download.suggestedFilename(), pages, text };
}

async function openInstruction(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await waitForValue(page, '#field-name', name);
  await page.getByTestId('instruction-pdf').waitFor();
}

describe('the printed operating instruction (OI-PRINT)', () => {
  const fixture = useBrowser();

  it('OI-PRINT-5, OI-PRINT-6: downloads a demo instruction in the worker’s language, whatever the interface speaks, also offline', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);

    // A German interface prints an English instruction for an English-speaking worker.
    await openInstruction(page, '/substance_instructions/acme-si-acetone', 'Betriebsanweisung Aceton – Abfüllung');
    expect(await page.getByTestId('instruction-pdf').innerText()).toBe('Betriebsanweisung herunterladen (PDF)');
    expect(await page.getByTestId('instruction-pdf-language').inputValue()).toBe('de');
    await page.getByTestId('instruction-pdf-language').selectOption('en');
    const english = await downloadInstruction(page);
    expect(english.name).toMatch(/^Betriebsanweisung Aceton – Abfüllung EN \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(english.pages.length).toBeLessThanOrEqual(2);
    for (const expected of [
      'OPERATING INSTRUCTION under § 14 GefStoffV',
      'Aceton',
      'Company Acme Chemie GmbH',
      'Scope of application Abfüllung Bau 12: Befüllen von Fässern mit Aceton über die Fassabfüllanlage.',
      'Hazards to people and the environment Flüssigkeit und Dampf leicht entzündbar.',
      'Protective measures and rules of conduct Von Zündquellen fernhalten, nicht rauchen.',
      'Conduct in case of danger Ausgelaufenes Aceton mit Bindemittel aufnehmen',
      'Emergency number: 112',
      'First aid Augen: 10 Minuten unter fließendem Wasser spülen.',
      'Proper disposal Getränktes Bindemittel in gekennzeichneten Behälter geben',
      'Date, signature',
      'Page 1 of',
    ])
      expect(english.text).toContain(expected);
    expect(english.text).not.toContain('Erste Hilfe');
    const [first] = english.pages;
    if (!first) throw new Error('no page');
    expect(decodeQr(drawnQr(first))).toBe(new URL('/substance_instructions/acme-si-acetone', page.url()).href);

    // Offline: the replica, the builder, the PDF engine, the fonts and both catalogs are on the device.
    await context.setOffline(true);
    await openInstruction(
      page,
      '/work_equipment_instructions/acme-wei-forklift',
      'Betriebsanweisung Gabelstapler Linde H30D',
    );
    const german = await downloadInstruction(page);
    expect(german.name).toMatch(/ DE \d{4}-\d{2}-\d{2}\.pdf$/);
    for (const expected of [
      'BETRIEBSANWEISUNG gemäß § 12 BetrSichV',
      'Anwendungsbereich Transport und Stapeln von Fässern und IBC',
      'Gefahren für Mensch und Umwelt Anfahren und Quetschen von Personen',
      'Schutzmaßnahmen und Verhaltensregeln Nur mit Fahrauftrag fahren.',
      'Keine Personen mitnehmen oder anheben.',
      'Verhalten bei Störungen Bei Mängeln Stapler abstellen',
      'Notruf: 112',
      'Verhalten bei Unfällen – Erste Hilfe Ersthelfer verständigen',
      'Instandhaltung Tägliche Sichtprüfung nach Checkliste',
      'Seite 1 von 1',
    ])
      expect(german.text).toContain(expected);

    await page.getByTestId('instruction-pdf-language').selectOption('en');
    const offlineEnglish = await downloadInstruction(page);
    expect(offlineEnglish.text).toContain('Conduct in case of malfunction Bei Mängeln Stapler abstellen');
    await context.setOffline(false);
    await context.close();
  });
});
