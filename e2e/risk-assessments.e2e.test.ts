import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdfPages } from '../client/features/pdf/pdf-reader';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { drawnJpeg } from './support/photos';
import { ServerApi } from './support/server-api';
import { syncNow, waitUntilSynced } from './support/sync';

const SHOTS = process.env.RISK_SHOTS;

/** The downloaded assessment: its pages' size and its text with line breaks as spaces. */
async function downloadPdf(page: Page): Promise<{ landscape: boolean; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('risk-assessment-pdf').click(),
  ]);
  const pages = readPdfPages(new Uint8Array(await readFile(await download.path())));
  const first = pages[0];
  return {
    landscape: first !== undefined && first.width > first.height,
    text: pages.map((pdfPage) => pdfPage.text.replace(/\n/g, ' ')).join(' '),
  };
}

const openCount = async (page: Page) => Number(await page.getByTestId('assessment-open-measures').innerText());

async function openAssessment(page: Page, id: string): Promise<void> {
  await page.goto(`/risk_assessments/${id}`);
  await page.getByTestId('risk-list').waitFor();
  await page.getByTestId('assessment-open-measures').waitFor();
}

describe('risk assessments (docs/domain/risk-assessments.md)', () => {
  const fixture = useBrowser();

  it('RA-2, RA-6, RA-7, RA-10, RA-11: on a tablet offline in German, adds a risk with its description and a picture, rates it on the matrix by tap and keys, adds STOP measures that appear in the measures list, marks one done, and downloads the PDF', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example', {
      viewport: { width: 768, height: 1024 },
    });
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);
    // The list at 768 px shows both names whole (on two lines at most) and marks the overdue revision.
    await page.goto('/risk_assessments');
    await page.locator('.entity-list-row[data-id="acme-ra-forklift"]').waitFor();
    await page.locator('.entity-list-row[data-id="acme-ra-filling"]').waitFor();
    const clipped = await page
      .locator('.entity-list-row .entity-list-link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.scrollHeight > link.clientHeight + 1 || link.scrollWidth > link.clientWidth + 1)
          .map((link) => link.textContent),
      );
    expect(clipped).toEqual([]);
    const overdue = page.locator('.entity-list-row[data-id="acme-ra-forklift"] [data-overdue="true"]');
    expect(await overdue.textContent()).toBe('20.10.2026 überfällig');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tablet-list.png` });
    await openAssessment(page, 'acme-ra-filling');
    expect(await page.getByTestId('risk-row').count()).toBe(3);
    const before = await openCount(page);
    await context.setOffline(true);

    await page.getByTestId('add-risk').click();
    const sheet = page.getByTestId('risk-sheet');
    await sheet.waitFor();
    // The sheet covers the tablet's width.
    expect((await sheet.boundingBox())?.width).toBeGreaterThanOrEqual(760);
    await page.getByTestId('risk-name').fill('Rutschgefahr durch verschüttetes Aceton');
    // The description and the pictures of a risk are edited in its sheet.
    await sheet.getByLabel('Beschreibung').fill('Aceton tropft beim Umfüllen auf den Hallenboden.');
    await page
      .getByTestId('file-add-field-risk-pictures-input')
      .setInputFiles({ name: 'boden.jpg', mimeType: 'image/jpeg', buffer: await drawnJpeg(page, 320, 240) });
    await sheet.locator('.file-items li').waitFor();
    await page.getByTestId('risk-factor').selectOption('FACTOR_1');
    await page.getByTestId('risk-sub-factor').selectOption('1.5');
    await page.getByTestId('matrix-before').locator('[data-cell="C4"]').click();
    await page.getByTestId('matrix-after').locator('[data-cell="A1"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    const checked = page.getByTestId('matrix-after').locator('[aria-checked="true"]');
    expect(await checked.getAttribute('data-cell')).toBe('B2');
    expect(await checked.getAttribute('aria-label')).toContain('Gering');
    await page.getByTestId('risk-save').click();
    await page.getByTestId('risk-measure-add').waitFor();

    // A personal measure alone asks why S, T and O are not enough (RA-7).
    await page.getByTestId('risk-measure-add').click();
    await page.getByTestId('risk-measure-type-PERSONAL').check();
    await page.getByTestId('risk-measure-name').fill('Sicherheitsschuhe S3 tragen');
    await page.getByTestId('risk-measure-responsible').selectOption('acme-emp-yilmaz');
    await page.getByTestId('risk-measure-submit').click();
    expect(await page.getByTestId('risk-measure-reason').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('risk-measure-reason').fill('Auffangwannen sind bestellt; bis dahin bleibt nur der Schuh.');
    await page.getByTestId('risk-measure-submit').click();
    await page.getByTestId('risk-measure').first().waitFor();

    await page.getByTestId('risk-measure-add').click();
    await page.getByTestId('risk-measure-type-TECHNICAL').check();
    await page.getByTestId('risk-measure-name').fill('Auffangwannen unter den Füllstationen aufstellen');
    await page.getByTestId('risk-measure-responsible').selectOption('acme-emp-becker');
    await page.getByTestId('risk-measure-deadline').fill('2027-02-15');
    await page.getByTestId('risk-measure-section').selectOption('malfunctionBehaviorDescription');
    await page.getByTestId('risk-measure-submit').click();
    await eventually(
      () => page.getByTestId('risk-measure').allInnerTexts(),
      (rows) => rows.length === 2,
      { what: 'two measures under the risk' },
    );
    // STOP order: technical before personal (RA-6).
    const rows = await page.getByTestId('risk-measure').allInnerTexts();
    expect(rows[0]).toContain('Auffangwannen');
    expect(rows[1]).toContain('Sicherheitsschuhe');
    expect(await openCount(page)).toBe(before + 2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tablet-sheet.png` });

    // Done: the count falls (RA-11).
    await page.getByTestId('risk-measure-done').first().click();
    await eventually(
      () => openCount(page),
      (count) => count === before + 1,
      { what: 'the open count after done' },
    );
    await page.getByTestId('risk-sheet-close').click();
    const row = page.getByTestId('risk-row').nth(3);
    expect(await row.getByTestId('risk-before').innerText()).toContain('C4');
    expect(await row.getByTestId('risk-before').getAttribute('data-band')).toBe('HIGH');
    expect(await row.getByTestId('risk-after').getAttribute('data-band')).toBe('LOW');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tablet-assessment.png`, fullPage: true });

    // The PDF, offline, in German.
    const pdf = await downloadPdf(page);
    expect(pdf.landscape).toBe(true);
    for (const expected of [
      'Gefährdungsbeurteilung Abfüllung Lösemittel',
      'Rutschgefahr durch verschüttetes Aceton',
      'C4 Hoch',
      'B2 Gering',
      'Auffangwannen unter den Füllstationen aufstellen',
      'Erledigt',
      'Übersichtsmatrix',
      'Unterschrift des Arbeitgebers',
    ]) {
      expect(pdf.text).toContain(expected);
    }

    // Both measures are measure documents in the measures list (decision 0037).
    await page.goto('/measures?location=all');
    await eventually(
      () => page.locator('table tbody').innerText(),
      (text) => text.includes('Sicherheitsschuhe S3 tragen') && text.includes('Auffangwannen unter den Füllstationen'),
      { what: 'the new measures in the measures list' },
    );

    await context.setOffline(false);
    await syncNow(page);
    await waitUntilSynced(page);
    const measures = await eventually(
      () => server.documentsOfType('MEASURE'),
      (docs) => docs.some((doc) => doc.data.name === 'Sicherheitsschuhe S3 tragen'),
      { what: 'the measures on the server' },
    );
    const shoes = measures.find((doc) => doc.data.name === 'Sicherheitsschuhe S3 tragen');
    expect(shoes?.data).toMatchObject({
      origin: 'acme-ra-filling',
      measureType: 'PERSONAL',
      instructionKey: 'measures',
    });
    const assessment = await server.document('acme-ra-filling');
    const risks = (assessment?.data.risks ?? []) as Record<string, unknown>[];
    const risk = risks.find((item) => item.name === 'Rutschgefahr durch verschüttetes Aceton');
    expect(risk).toMatchObject({
      description: 'Aceton tropft beim Umfüllen auf den Hallenboden.',
      pictures: [expect.objectContaining({ name: 'boden.jpg' })],
      stressFactor: 'FACTOR_1',
      stressSubFactor: '1.5',
      preMeasuresEvaluation: { consequence: 'C', probability: 4 },
      postMeasuresEvaluation: { consequence: 'B', probability: 2 },
      personalMeasuresReason: 'Auffangwannen sind bestellt; bis dahin bleibt nur der Schuh.',
    });
    expect(shoes?.data.originRisk).toBe(risk?.id);
    await context.close();
  });

  it('RA-7: the generic measure form refuses making the only measure of a risk without reason personal, on the type, before sync', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await waitUntilSynced(page);
    await page.goto('/measures/acme-mea-ra-daily-check');
    const type = page.locator('#field-measureType');
    await type.waitFor();
    expect(await type.inputValue()).toBe('ORGANIZATIONAL');
    await type.selectOption('PERSONAL');
    await page.getByTestId('save').click();
    const error = page.locator('#field-measureType-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('Diese Gefährdung hat nur persönliche Schutzmaßnahmen');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/measure-form-ra7.png`, fullPage: true });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-measureType');
    // Nothing was queued: after a sync the server still holds the organisational measure.
    await syncNow(page);
    expect((await server.document('acme-mea-ra-daily-check'))?.data.measureType).toBe('ORGANIZATIONAL');
    // Nor on the device: the measure opens organisational again.
    await page.goto('/measures/acme-mea-ra-daily-check');
    await type.waitFor();
    expect(await type.inputValue()).toBe('ORGANIZATIONAL');
    await context.close();
  });

  it('RA-8, RA-9, RA-12: on a desktop in English, opens a risk from its measure, edits it in the side panel by keyboard, sees the revision overdue, records a revision and downloads the PDF', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await waitUntilSynced(page);
    // A measure of a risk names its assessment and its risk, and the risk's link opens it.
    await page.goto('/measures/acme-mea-forklift-mirror');
    const riskLink = page.getByTestId('measure-origin-risk');
    expect(await riskLink.innerText()).toBe('Risk: “Anfahren von Personen in der Lagerhalle” · 1 Mechanical hazards');
    expect(await page.getByTestId('measure-origin').innerText()).toContain('Staplerbetrieb');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-measure.png` });
    await riskLink.click();
    await page.getByTestId('risk-sheet').waitFor();
    expect(await page.getByTestId('risk-name').inputValue()).toBe('Anfahren von Personen in der Lagerhalle');
    await page.getByTestId('risk-sheet-close').click();

    await openAssessment(page, 'acme-ra-forklift');
    expect(await page.getByTestId('assessment-linked-from').count()).toBe(0);
    // RA-12: the seeded next revision lies in the past: said in words.
    const nextRevision = page.getByTestId('assessment-next-revision');
    expect(await nextRevision.innerText()).toMatch(/overdue$/i);
    expect(await nextRevision.getAttribute('data-overdue')).toBe('true');
    await page.getByTestId('risk-row').first().click();
    const sheet = page.getByTestId('risk-sheet');
    await sheet.waitFor();
    // A side panel: the list stays beside it.
    expect((await sheet.boundingBox())?.width).toBeLessThan(1000);
    // An existing risk's description is edited in the panel.
    await sheet.getByLabel('Description').fill('Pedestrians cross the forklift lane at the gate.');
    await page.getByTestId('matrix-after').locator('[aria-checked="true"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(
      await page.getByTestId('matrix-after').locator('[aria-checked="true"]').getAttribute('aria-label'),
    ).toContain('High');
    await page.getByTestId('risk-save').click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByTestId('risk-row').first().getByTestId('risk-after').innerText()).toMatch(/D3\s+High/);
    await waitUntilSynced(page);
    const edited = await eventually(
      () => server.document('acme-ra-forklift'),
      (doc) =>
        ((doc?.data.risks ?? []) as Record<string, unknown>[]).some(
          (risk) => risk.description === 'Pedestrians cross the forklift lane at the gate.',
        ),
      { what: 'the edited description on the server' },
    );
    expect(edited).toBeDefined();

    await page.getByTestId('assessment-revised').click();
    await waitUntilSynced(page);
    const revised = await eventually(
      () => server.document('acme-ra-forklift'),
      (doc) => doc?.data.lastRevisedBy === 'acme-emp-anna' && doc.data.lastRevisedAt !== '2024-10-20',
      { what: 'the revision on the server' },
    );
    expect(String(revised?.data.nextRevisionAt) > String(revised?.data.lastRevisedAt)).toBe(true);
    await syncNow(page);
    await openAssessment(page, 'acme-ra-forklift');
    expect(await page.getByTestId('assessment-last-revised').innerText()).toContain('Anna Berger');
    expect(await page.getByTestId('assessment-next-revision').getAttribute('data-overdue')).toBeNull();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-assessment.png`, fullPage: true });

    const pdf = await downloadPdf(page);
    for (const expected of [
      'Risk assessment',
      'D3 High',
      'Overview matrix',
      'Signature of the employer',
      'Anna Berger',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    await openAssessment(page, 'acme-ra-filling');
    expect(await page.getByTestId('assessment-linked-from').innerText()).toContain('Staplerbetrieb');

    // RA-3: the tenant's bands re-colour the assessment (D2 = 8: medium by default, high from 8).
    await page.goto('/settings');
    await page.getByTestId('risk-matrix-high').fill('8');
    await page.getByTestId('risk-matrix-save').click();
    await page.getByText('The bands are saved').waitFor();
    if (SHOTS) await page.getByTestId('risk-matrix-settings').screenshot({ path: `${SHOTS}/settings.png` });
    await openAssessment(page, 'acme-ra-forklift');
    await eventually(
      () => page.getByTestId('risk-row').nth(1).getByTestId('risk-before').getAttribute('data-band'),
      (band) => band === 'HIGH',
      { what: 'D2 high under the tenant bands' },
    );
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Back to the default' }).click();
    await page.getByText('The bands are saved').waitFor();
    expect(await page.getByTestId('risk-matrix-high').inputValue()).toBe('10');
    // The default bands reach the server before the device closes: later tests see the tenant as seeded.
    await waitUntilSynced(page);
    await context.close();
  });
});
