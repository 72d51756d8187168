import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readPdfPages } from '../client/features/pdf/pdf-reader';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { PictogramPickerModel, StatementPickerModel } from './support/pickers';
import { ServerApi } from './support/server-api';
import { SubstancePage } from './support/substance-page';
import { waitUntilSynced } from './support/sync';

/** The register's PDF as downloaded: its text, table cells' line breaks and no-break spaces as spaces. */
async function registerPdf(page: Page): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('register-pdf').click()]);
  return readPdfPages(new Uint8Array(await readFile(await file.path())))
    .map((pdfPage) => pdfPage.text)
    .join('\n')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\u00a0/g, ' ');
}

async function openRegister(page: Page): Promise<void> {
  await page.goto('/hazardous_substances?location=all');
  await page.getByTestId('register-table').waitFor();
}

describe('hazardous substances, the whole issue in one walk (issue 16)', () => {
  const fixture = useBrowser();

  it('offline in German: statements by words, a label hint, pictograms, the register and its PDF, the approval; then in English', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const id = randomUUID();
    const name = `Entfetter E2E ${id.slice(0, 8)}`;
    await server.createAll('SUBSTANCE', [
      {
        id,
        data: {
          name,
          storageClasses: ['3'],
          storageLocations: [
            { id: `${id}-store`, storage: 'acme-st-hazmat-store', quantity: { value: 30, unit: 'L' } },
          ],
        },
      },
    ]);
    onTestFinished(() => server.remove('SUBSTANCE', id));
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);
    const screen = new SubstancePage(page);
    await screen.open(id);

    // Everything below is done on the device alone.
    await context.setOffline(true);
    await page.locator('.sync-status[data-state="offline"]').waitFor();
    const hazards = new StatementPickerModel(page, 'hazardStatements');
    await hazards.type('leicht entzundbar flüssig', ['H225']);
    expect(await hazards.options()).toEqual(['H225 Flüssigkeit und Dampf leicht entzündbar.']);
    await hazards.search.press('Enter');
    await hazards.search.press('Escape');
    await hazards.waitForChosen(['H225 Flüssigkeit und Dampf leicht entzündbar.']);

    // H225 calls for the flame: the hint names it until it is chosen from the drawn signs.
    const missing = page.locator('[data-testid="label-hints"] [data-hint="PICTOGRAM_MISSING"]');
    await missing.waitFor();
    expect(await missing.innerText()).toContain('Piktogramm GHS02 Flamme (entzündbar) fehlt');
    const pictograms = new PictogramPickerModel(page, 'ghsSymbols');
    await pictograms.open();
    await pictograms.tile('GHS02 Flamme (entzündbar)').click();
    await missing.waitFor({ state: 'detached' });
    expect(await pictograms.drawings()).toEqual(['GHS02 Flamme (entzündbar)']);
    await page.getByTestId('save').click();
    expect(await page.getByTestId('form-saved').innerText()).toBe(
      'Auf diesem Gerät gespeichert; wird gesendet, sobald Sie online sind',
    );

    // The approval workflow, offline: request, substitution check, approval.
    await screen.takeStep('REQUEST');
    await screen.takeStep('RECORD_CHECK', async () => {
      await page.locator('#field-approval-substitutionCheck').fill('Wässriger Entfetter erprobt: löst das Harz nicht.');
      await page.locator('#field-approval-substitutionResult').selectOption('NO_ALTERNATIVE');
    });
    await screen.takeStep('APPROVE');
    expect(await screen.state()).toBe('Freigegeben');

    // The register on the device: the drawn pictogram, the statement's text, and the PDF.
    await openRegister(page);
    const row = page.locator(`tr[data-id="${id}"]`);
    expect(await row.locator('td[data-column="pictograms"] svg[aria-label]').getAttribute('aria-label')).toMatch(
      /^GHS02/,
    );
    expect(await row.locator('td[data-column="statements"]').innerText()).toContain(
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
    );
    const german = await registerPdf(page);
    for (const expected of [
      'Gefahrstoffverzeichnis nach § 6 Abs. 12 GefStoffV',
      name,
      'GHS02',
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      '3 – Entzündbare Flüssigkeiten',
      'Gefahrstofflager Halle 4 (Lager Mannheim): 30 L',
      'Kein Sicherheitsdatenblatt erfasst',
    ])
      expect(german).toContain(expected);

    // Back online, everything reaches the server, the approval stamped there.
    await context.setOffline(false);
    await waitUntilSynced(page);
    expect((await server.document(id))?.data).toMatchObject({
      hazardStatements: ['H225'],
      ghsSymbols: ['GHS02'],
      approval: { state: 'APPROVED', hasApproval: true, approvedBy: 'acme-emp-anna' },
    });

    // In English: the list's statement column, the register's PDF and the approval's state.
    await app.chooseLanguage('en');
    await page.goto(`/substances?q=${encodeURIComponent(name)}`);
    const chip = page.locator(`tr[data-id="${id}"] .entity-list-chip[data-code="H225"]`);
    await page
      .locator(`tr[data-id="${id}"] .entity-list-chip[title="H225 Highly flammable liquid and vapour."]`)
      .waitFor();
    expect(await chip.innerText()).toContain('H225');
    expect(await page.locator(`tr[data-id="${id}"]`).innerText()).toContain('Approved');
    await openRegister(page);
    const english = await registerPdf(page);
    for (const expected of [
      'Hazardous substance register under GefStoffV § 6 (12)',
      name,
      'GHS02',
      'H225 Highly flammable liquid and vapour.',
    ])
      expect(english).toContain(expected);

    // A review cannot be dated ahead; the storage's joint-storage hints say what its quantities allow.
    await page.getByTestId('register-review-record').first().click();
    const form = page.getByTestId('register-review-form');
    await form.locator('input[type="date"]').fill('2099-01-01');
    await page.getByTestId('register-review-save').click();
    await form.getByText('A review can only be recorded for today or a day in the past').waitFor();
    await page.goto('/storages/acme-st-hazmat-store');
    expect(await page.getByTestId('small-quantity').innerText()).toMatch(
      /^Whether the small-quantity limits \(400 kg in total, 200 kg per storage class, TRGS 510, 13\) hold cannot be told/,
    );
    await context.close();
  }, 60_000);
});
