import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { toCsv } from '../client/ui/csv';
import { toXlsx } from '../client/ui/xlsx';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const ALPHA = 'Import Alpha GmbH';
const BETA = 'Import Beta KG';
const NORTH = 'Import Plant North';
const SOUTH = 'Import Plant South';
const EAST = 'Import Werk Ost';
const EAST_STORE = 'Import Lager Ost';

/** The names of the type's documents in the page's replica view (what every list reads). */
function replicaNames(page: Page, type: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '').filter((n) => n.startsWith('sorgfalt:'));
    const found: string[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const docs = await new Promise<{ type: string; data: { name?: string } }[]>((resolve, reject) => {
        const request = db.transaction('view').objectStore('view').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      db.close();
      for (const doc of docs) if (doc.type === wanted) found.push(doc.data.name ?? '');
    }
    return found;
  }, type);
}

/** Removes what a test imported, so the demo data other test files count stays as seeded. */
function removeAfterwards(api: ServerApi, type: string, names: readonly string[]): void {
  onTestFinished(async () => {
    for (const doc of await api.documentsOfType(type)) {
      if (names.includes(String(doc.data.name))) await api.remove(type, doc.id);
    }
  });
}

describe('import from a spreadsheet with a preview (issue 5)', () => {
  const fixture = useBrowser();

  it('import with a bad row shows its error and writes nothing until confirmed', async () => {
    const api = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    removeAfterwards(api, 'CONTACT', [ALPHA, BETA]);
    await page.goto('/contacts');
    await page.locator('tbody tr.entity-list-row').first().waitFor();
    await waitUntilSynced(page);

    await page.getByTestId('import-contact').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('heading', { name: 'Kontakte importieren' }).waitFor();
    const csv = toCsv(
      ['Name', 'Adresse', 'Telefon', 'E-Mail'],
      [
        [ALPHA, 'Hauptstraße 1, 68159 Mannheim', '+49 621 100', 'alpha@import.example'],
        ['', 'Nirgendwo 2, 12345 Nirgends', '0621 999', 'ohne-name@import.example'],
        [BETA, '', '', 'beta@import.example'],
      ],
    );
    await dialog
      .getByTestId('import-file')
      .setInputFiles({ name: 'kontakte.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

    const rows = dialog.getByTestId('import-row');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-status')))).toEqual([
      'new',
      'error',
      'new',
    ]);
    const bad = rows.nth(1);
    expect(await bad.locator('th').innerText()).toBe('3');
    // The message sits in the name cell, in the interface language, as the form words it.
    expect(await bad.locator('td.import-cell-error').innerText()).toContain('Pflichtfeld');
    expect(await dialog.getByTestId('import-counts').innerText()).toBe(
      '2 neu, 0 zu aktualisieren, 0 unverändert, 1 mit Fehlern',
    );
    expect(await rows.nth(0).innerText()).toContain('+49 621 100');
    const confirm = dialog.getByTestId('import-confirm');
    expect(await confirm.innerText()).toBe('2 Zeilen importieren');

    // Nothing is written while the preview is open: not in the replica, not on the server.
    // (Other test files add contacts to the same tenant meanwhile, so only the imported names count.)
    const imported = (names: readonly unknown[]) => names.filter((name) => name === ALPHA || name === BETA);
    expect(imported(await replicaNames(page, 'CONTACT'))).toEqual([]);
    expect(imported((await api.documentsOfType('CONTACT')).map((doc) => doc.data.name))).toEqual([]);

    await confirm.click();
    await dialog.getByTestId('import-result').getByText('2 Dokumente importiert.').waitFor();
    await dialog.getByTestId('import-close').click();
    await page.getByRole('link', { name: ALPHA }).waitFor();
    await page.getByRole('link', { name: BETA }).waitFor();

    await waitUntilSynced(page);
    const synced = await eventually(
      async () => (await api.documentsOfType('CONTACT')).map((doc) => doc.data),
      (docs) => imported(docs.map((doc) => doc.name)).length === 2,
      { what: 'the two imported contacts on the server' },
    );
    expect(synced).toContainEqual({
      name: ALPHA,
      address: { street: 'Hauptstraße', houseNumber: '1', zipCode: '68159', city: 'Mannheim' },
      phone: '+49 621 100',
      email: 'alpha@import.example',
    });
    expect(synced).toContainEqual({ name: BETA, email: 'beta@import.example' });
    expect(synced.map((data) => data.email)).not.toContain('ohne-name@import.example');
  });

  it("a list's own export imports again as unchanged rows, matched by the export's ID column", async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    await page.goto('/contacts?q=vorderpfalz');
    await page.getByTestId('entity-list-count').getByText('1 von').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('entity-list-csv').click()]);
    const exported = await readFile(await download.path());

    await page.getByTestId('import-contact').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog
      .getByTestId('import-file')
      .setInputFiles({ name: 'kontakte.csv', mimeType: 'text/csv', buffer: exported });
    await dialog.getByTestId('import-row').first().waitFor();
    expect(await dialog.getByTestId('import-counts').innerText()).toBe(
      '0 neu, 0 zu aktualisieren, 1 unverändert, 0 mit Fehlern',
    );
    expect(await dialog.getByTestId('import-confirm').isDisabled()).toBe(true);
  });

  it('imports locations from an Excel workbook in the English interface', async () => {
    const api = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    const names = [NORTH, SOUTH];
    removeAfterwards(api, 'LOCATION', names);
    await app.chooseLanguage('en');
    await page.goto('/locations');
    await page
      .getByTestId('locations-count')
      .getByText(/locations/)
      .waitFor();

    await page.getByTestId('import-location').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('heading', { name: 'Import Locations' }).waitFor();
    const workbook = toXlsx(
      'Locations',
      ['Name', 'Address', 'Opening hours'],
      [
        [NORTH, 'Nordring 5, 68305 Mannheim', '8-16'],
        [SOUTH, '', ''],
      ],
    );
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'locations.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(workbook),
    });
    await dialog.getByTestId('import-row').first().waitFor();
    expect(await dialog.getByTestId('import-counts').innerText()).toBe(
      '2 new, 0 to update, 0 unchanged, 0 with errors',
    );
    expect(await dialog.getByTestId('import-ignored').innerText()).toBe(
      'Ignored columns: Opening hours (no field of this name)',
    );
    await dialog.getByTestId('import-confirm').click();
    await dialog.getByTestId('import-result').getByText('2 documents imported.').waitFor();
    await dialog.getByTestId('import-close').click();
    await page.locator('a.location-tree-link', { hasText: NORTH }).waitFor();

    await waitUntilSynced(page);
    const stored = await eventually(
      async () => (await api.documentsOfType('LOCATION')).map((doc) => doc.data),
      (docs) => names.every((name) => docs.some((data) => data.name === name)),
      { what: 'the imported locations on the server' },
    );
    expect(stored).toContainEqual({
      name: NORTH,
      address: { street: 'Nordring', houseNumber: '5', zipCode: '68305', city: 'Mannheim' },
    });
  });

  it('a department names its parent location, a new row further down the same file', async () => {
    const api = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    // The department goes before its location.
    onTestFinished(async () => {
      for (const [type, name] of [
        ['DEPARTMENT', EAST_STORE],
        ['LOCATION', EAST],
      ] as const) {
        for (const doc of await api.documentsOfType(type)) if (doc.data.name === name) await api.remove(type, doc.id);
      }
    });
    await page.goto('/locations');
    await page
      .getByTestId('locations-count')
      .getByText(/Standorte/)
      .waitFor();
    await waitUntilSynced(page);

    await page.getByTestId('import-department').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('heading', { name: 'Abteilungen importieren' }).waitFor();
    expect(await dialog.getByTestId('import-other-types').innerText()).toContain('Standorte');
    const csv = toCsv(
      ['Typ', 'Name', 'Übergeordnet (Standort oder Abteilung)'],
      [
        ['Abteilung', EAST_STORE, EAST],
        ['Standort', EAST, ''],
      ],
    );
    await dialog
      .getByTestId('import-file')
      .setInputFiles({ name: 'abteilungen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

    const rows = dialog.getByTestId('import-row');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-status')))).toEqual(['new', 'new']);
    expect(await rows.nth(0).getByTestId('import-link').innerText()).toBe('Neu in Zeile 3 dieser Datei');
    expect(await dialog.getByTestId('import-counts').innerText()).toBe(
      '2 neu, 0 zu aktualisieren, 0 unverändert, 0 mit Fehlern',
    );
    await dialog.getByTestId('import-confirm').click();
    await dialog.getByTestId('import-result').getByText('2 Dokumente importiert.').waitFor();
    await dialog.getByTestId('import-close').click();
    await page.locator('a.location-tree-link', { hasText: EAST }).waitFor();

    await waitUntilSynced(page);
    const [location] = await eventually(
      async () => (await api.documentsOfType('LOCATION')).filter((doc) => doc.data.name === EAST),
      (found) => found.length === 1,
      { what: 'the imported location on the server' },
    );
    const departments = await eventually(
      async () => (await api.documentsOfType('DEPARTMENT')).filter((doc) => doc.data.name === EAST_STORE),
      (found) => found.length === 1,
      { what: 'the imported department on the server' },
    );
    expect(departments[0]?.data).toEqual({ name: EAST_STORE, parent: location?.id });
  });
});
