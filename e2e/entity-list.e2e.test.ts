import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const CONTACTS = [
  'Rhein-Neckar Prüfgesellschaft mbH (ZÜS)',
  'Stapler-Service Kurpfalz GmbH',
  'Vorderpfalz Entsorgung GmbH',
] as const;

/** The titles of the rendered rows, top to bottom. */
function rowTitles(page: Page): Promise<string[]> {
  return page.locator('tbody tr.entity-list-row > th').allInnerTexts();
}

async function openContacts(page: Page, query = ''): Promise<void> {
  await page.goto(`/contacts${query}`);
  await page.locator('tbody tr.entity-list-row').first().waitFor();
}

function headers(page: Page): Promise<string[]> {
  return page.locator('thead th').allInnerTexts();
}

describe('entity lists: the contacts of acme', () => {
  const fixture = useBrowser();

  it('shows the demo contacts from the replica with their count, as links to the detail route', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openContacts(page);
    expect(await rowTitles(page)).toEqual(CONTACTS);
    expect(await page.getByTestId('entity-list-count').innerText()).toBe('3 Dokumente');
    expect(await headers(page)).toEqual(['Name', 'Adresse', 'Telefon', 'E-Mail']);
    expect(await page.locator('tbody tr').first().innerText()).toContain('Dudenstraße 44, 68167 Mannheim');
    expect(await page.getByTestId('entity-list-new').getAttribute('href')).toBe('/contacts/new');
    const link = page.getByRole('link', { name: CONTACTS[2] });
    expect(await link.getAttribute('href')).toBe('/contacts/acme-con-disposal');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/contacts\/acme-con-disposal$/);
    await context.close();
  });

  it('searches German-aware: "pruefgesellschaft" and "DUDENSTRASSE" find the row with ü and ß; the URL keeps it', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openContacts(page);
    const search = page.getByTestId('entity-list-search');
    await search.fill('pruefgesellschaft');
    await page.waitForURL(/[?&]q=pruefgesellschaft/);
    expect(await rowTitles(page)).toEqual([CONTACTS[0]]);
    expect(await page.getByTestId('entity-list-count').innerText()).toBe('1 von 3 Dokumenten');
    await search.fill('DUDENSTRASSE');
    await page.waitForURL(/[?&]q=DUDENSTRASSE/);
    expect(await rowTitles(page)).toEqual([CONTACTS[0]]);
    // A query from the URL fills the search box; nothing in Munich.
    await page.goto('/contacts?q=m%C3%BCnchen');
    await page.getByText('Keine Dokumente passen zu Ihrer Suche.').waitFor();
    expect(await search.inputValue()).toBe('münchen');
    expect(await page.locator('tbody tr.entity-list-row').count()).toBe(0);
    await context.close();
  });

  it('sorts by name descending on a header click: first row, aria-sort and URL change', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openContacts(page);
    const nameHeader = page.locator('thead th[data-field="name"]');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    await page.waitForURL(/[?&]sort=name&dir=desc/);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect((await rowTitles(page))[0]).toBe(CONTACTS[2]);
    await page.reload();
    await page.locator('tbody tr.entity-list-row').first().waitFor();
    expect((await rowTitles(page))[0]).toBe(CONTACTS[2]);
    await context.close();
  });

  it('hides a column through the column menu and remembers it across a reload', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openContacts(page);
    await page.getByTestId('column-menu').click();
    await page.getByRole('checkbox', { name: 'Telefon' }).uncheck();
    await page.keyboard.press('Escape');
    expect(await headers(page)).toEqual(['Name', 'Adresse', 'E-Mail']);
    const stored = await page.evaluate(() => localStorage.getItem('sorgfalt.columns.acme.CONTACT'));
    expect(stored).toBe(JSON.stringify({ hidden: ['phone'] }));
    await page.reload();
    await page.locator('tbody tr.entity-list-row').first().waitFor();
    expect(await headers(page)).toEqual(['Name', 'Adresse', 'E-Mail']);
    await context.close();
  });

  it('exports the current view as CSV for Excel: BOM, translated headers, ";" and escaped formulas', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openContacts(page, '?sort=name&dir=desc');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('entity-list-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^Kontakte \d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const text = await readFile(path, 'utf8');
    const lines = text.split('\r\n');
    // The last column holds the ids, so the file imported again updates these contacts.
    expect(lines[0]).toBe('\uFEFFName;Adresse;Telefon;E-Mail;ID');
    // Descending order; a phone number starting with "+" is escaped so Excel does not read a formula.
    expect(lines[1]).toMatch(
      /^Vorderpfalz Entsorgung GmbH;Industriestraße 88, 67346 Speyer;'\+49 6232 3177-0;disposition@vp-entsorgung\.example;acme-con-disposal$/,
    );
    // Every row of the view (other test files may add contacts to the tenant meanwhile).
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.filter((line) => line.includes('Vorderpfalz Entsorgung GmbH'))).toHaveLength(1);
    await context.close();
  });

  it('exports the same view as an Excel workbook with translated headers and quote-prefixed formula cells', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openContacts(page, '?sort=name&dir=desc');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('entity-list-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(/^Kontakte \d{4}-\d{2}-\d{2}\.xlsx$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(strFromU8(files['xl/workbook.xml'] ?? new Uint8Array())).toContain('<sheet name="Kontakte"');
    const texts = [...sheet.matchAll(/<c r="([A-Z]+\d+)" t="inlineStr" s="(\d)"><is><t[^>]*>([^<]*)<\/t>/g)].map(
      (match) => `${match[1]}:${match[2]}:${match[3]}`,
    );
    expect(texts.slice(0, 7)).toEqual([
      'A1:1:Name',
      'B1:1:Adresse',
      'C1:1:Telefon',
      'D1:1:E-Mail',
      'E1:1:ID',
      'A2:0:Vorderpfalz Entsorgung GmbH',
      'B2:0:Industriestraße 88, 67346 Speyer',
    ]);
    expect(texts).toContain('C2:2:+49 6232 3177-0');
    expect(sheet).toMatch(/<autoFilter ref="A1:E\d+"\/>/);
    await context.close();
  });
});
