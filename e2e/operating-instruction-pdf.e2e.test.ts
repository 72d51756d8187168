import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeQr, drawnQr } from '../client/features/operating-instructions/testing';
import { type PdfPage, readPdfPages } from '../client/features/pdf/pdf-reader';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
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

const SECTION_TEXTS = [
  'activityDescription',
  'humanEnvDescription',
  'measuresBehaviorDescription',
  'malfunctionBehaviorDescription',
  'firstAidDescription',
  'disposalDescription',
  'maintenanceDescription',
];

/** A demo instruction as the server holds it: its name and the first line of each section's text, as the PDF prints them. */
async function storedInstruction(server: ServerApi, id: string): Promise<{ name: string; firstLines: string[] }> {
  const doc = await server.document(id);
  if (!doc) throw new Error(`the demo instruction ${id} is missing`);
  const firstLines = SECTION_TEXTS.flatMap((field) => {
    const text = doc.data[field];
    const line = typeof text === 'string' ? (text.split('\n')[0] ?? '').trim() : '';
    return line === '' ? [] : [line.replace(/\s+/g, ' ')];
  });
  return { name: String(doc.data.name), firstLines };
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
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const acetone = await storedInstruction(server, 'acme-si-acetone');
    const forklift = await storedInstruction(server, 'acme-wei-forklift');
    await prepareOfflineStart(page, app);

    // A German interface prints the German demo instruction in English for an English-speaking worker.
    await openInstruction(page, '/substance_instructions/acme-si-acetone', acetone.name);
    expect(await page.getByTestId('instruction-pdf').innerText()).toBe('Betriebsanweisung herunterladen (PDF)');
    expect(await page.getByTestId('instruction-pdf-language').inputValue()).toBe('de');
    await page.getByTestId('instruction-pdf-language').selectOption('en');
    const english = await downloadInstruction(page);
    expect(english.name).toBe(`${acetone.name} EN ${english.name.slice(-14)}`);
    expect(english.name).toMatch(/ EN \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(english.pages.length).toBeLessThanOrEqual(2);
    for (const expected of [
      'OPERATING INSTRUCTION under § 14 GefStoffV',
      'Company Acme Chemie GmbH',
      'Scope of application',
      'Hazards to people and the environment',
      'Protective measures and rules of conduct',
      'Conduct in case of danger',
      'Emergency number: 112',
      'First aid',
      'Proper disposal',
      'Date, signature',
      'Page 1 of',
      ...acetone.firstLines,
    ])
      expect(english.text).toContain(expected);
    expect(english.text).not.toContain('Erste Hilfe');
    const [first] = english.pages;
    if (!first) throw new Error('no page');
    expect(decodeQr(drawnQr(first))).toBe(new URL('/substance_instructions/acme-si-acetone', page.url()).href);

    // Offline: the replica, the builder, the PDF engine, the fonts and both catalogs are on the device.
    await context.setOffline(true);
    await openInstruction(page, '/work_equipment_instructions/acme-wei-forklift', forklift.name);
    const german = await downloadInstruction(page);
    expect(german.name).toMatch(/ DE \d{4}-\d{2}-\d{2}\.pdf$/);
    for (const expected of [
      'BETRIEBSANWEISUNG gemäß § 12 BetrSichV',
      'Anwendungsbereich',
      'Gefahren für Mensch und Umwelt',
      'Schutzmaßnahmen und Verhaltensregeln',
      'Keine Personen mitnehmen oder anheben.',
      'Verhalten bei Störungen Bei Mängeln Stapler abstellen',
      'Notruf: 112',
      'Verhalten bei Unfällen – Erste Hilfe Ersthelfer verständigen',
      'Instandhaltung',
      'Seite 1 von',
      ...forklift.firstLines,
    ])
      expect(german.text).toContain(expected);

    await page.getByTestId('instruction-pdf-language').selectOption('en');
    const offlineEnglish = await downloadInstruction(page);
    expect(offlineEnglish.text).toContain('Conduct in case of malfunction Bei Mängeln Stapler abstellen');
    await context.setOffline(false);
    await context.close();
  });
});
