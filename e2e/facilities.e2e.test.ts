import { readFile } from 'node:fs/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.FACILITIES_SHOTS;
const TABLET = { width: 820, height: 1180 };
const NEW_MEASURE = /\/measures\/([0-9a-f-]{36})$/;
const AERIAL = 'acme-com-aerial-platform';

describe('work equipment at a glance, deficiencies, commissions (docs/domain/references.md, facilities.md, commissions.md)', () => {
  const fixture = useBrowser();

  it('REF-1, FAC-3, FAC-1: on a tablet offline, in German, the forklift shows where it is used and its inspection log; a deficiency starts a measure', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example', { viewport: TABLET });
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);
    await context.setOffline(true);

    await page.goto('/work_equipments/acme-we-forklift');
    const usedIn = page.getByTestId('used-in-panel');
    await usedIn.waitFor();
    expect(await usedIn.locator('h2').innerText()).toBe('Verwendet in');
    for (const [type, title] of [
      ['INSPECTION', 'Jährliche Prüfung Gabelstapler FFZ-03'],
      ['RISK_ASSESSMENT', 'Gefährdungsbeurteilung Staplerbetrieb Lager Mannheim'],
      ['ACTIVITY', 'Betanken des Gabelstaplers mit Dieselkraftstoff'],
      ['WORK_EQUIPMENT_INSTRUCTION', 'Betriebsanweisung Gabelstapler Linde H30D'],
      ['SITE_INSPECTION', ''],
      ['COMMISSION', 'Fahrauftrag Flurförderzeuge Lager Mannheim'],
    ] as const) {
      const group = page.getByTestId(`used-in-${type}`);
      expect(await group.locator('.used-in-count').innerText(), type).toMatch(/^[1-9]\d*$/);
      if (title) expect(await group.innerText()).toContain(title);
    }
    expect(await page.getByTestId('used-in-INSPECTION').innerText()).toContain('Arbeitsmittel oder Lager');
    const log = page.getByTestId('inspection-log-rows');
    expect(await log.innerText()).toContain('Jährliche Prüfung Gabelstapler FFZ-03');
    expect(await log.innerText()).toContain('Keine Mängel');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/forklift-tablet-de.png`, fullPage: true });

    // A new inspection started from the log names the forklift already (FAC-3).
    await page.getByTestId('inspection-log').getByRole('link', { name: 'Neue Prüfung' }).click();
    await page.waitForURL(/\/inspections\/new\?for=acme-we-forklift$/);
    await eventually(
      () => page.locator('#field-storageOrWorkEquipment').inputValue(),
      (value) => value.startsWith('Gabelstapler Linde H30D'),
      { what: 'the forklift in the new inspection' },
    );
    await page.goBack();
    await page.getByTestId('used-in-panel').waitFor();

    // The link opens the inspection, still offline.
    await page.getByTestId('used-in-INSPECTION').getByRole('link').first().click();
    await page.waitForURL(/\/inspections\/acme-insp-forklift$/);

    // An inspection with deficiencies starts a measure with it as origin.
    await page.goto('/inspections/acme-insp-pressure-vessel');
    const deficiencies = page.getByTestId('deficiencies-panel');
    await deficiencies.waitFor();
    expect(await deficiencies.innerText()).toContain('Leichter Korrosionsansatz am Kondensatablass');
    await deficiencies.getByTestId('deficiency-measure').click();
    await page.waitForURL(/\/measures\/new\?/);
    await eventually(
      () => page.locator('#field-name').inputValue(),
      (value) => value.startsWith('Leichter Korrosionsansatz'),
      { what: 'the title from the deficiency' },
    );
    await page.locator('#field-measureType').selectOption('TECHNICAL');
    await page.getByTestId('save').click();
    await page.waitForURL(NEW_MEASURE);
    const measureId = NEW_MEASURE.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('MEASURE', measureId));

    await page.goto('/inspections/acme-insp-pressure-vessel');
    const panel = page.getByTestId('measures-panel-rows');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('Leichter Korrosionsansatz');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inspection-measure-tablet-de.png`, fullPage: true });

    await context.setOffline(false);
    const stored = await eventually(
      () => server.document(measureId),
      (doc) => doc !== undefined,
      { what: 'the measure on the server' },
    );
    expect(stored?.data).toMatchObject({
      origin: 'acme-insp-pressure-vessel',
      responsible: 'acme-emp-becker',
      measureType: 'TECHNICAL',
      isDone: false,
    });
    await context.close();
  });

  it('COM-2, COM-3, REF-1: on a desktop offline, in English, lists the expiring qualification and prints the written commission', async () => {
    // The demo commissions Thomas Becker with his signed written commission (seeded as a file).

    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);
    await context.setOffline(true);

    await page.goto('/commissions');
    const due = page.getByTestId('qualifications-due');
    await due.waitFor();
    await page.getByTestId('qualifications-due-days').selectOption('180');
    const rows = page.getByTestId('qualifications-due-rows');
    await eventually(
      () => rows.innerText().catch(() => ''),
      (text) => text.includes('Thomas Becker') && text.includes('Beauftragung Hubarbeitsbühnen Instandhaltung'),
      { what: 'Thomas Becker among the expiring qualifications' },
    );
    expect(await due.locator('h2').innerText()).toBe('Qualifications expiring soon');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/commissions-desktop-en.png`, fullPage: true });

    await rows.getByRole('link', { name: 'Beauftragung Hubarbeitsbühnen Instandhaltung' }).click();
    await page.waitForURL(new RegExp(`/commissions/${AERIAL}$`));
    await page.getByText('Beauftragung Hubarbeitsbühne Thomas Becker (unterschrieben).pdf').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('commission-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    // The platform's screen shows the commission in "Used in", in English.
    await page.goto('/work_equipments/acme-we-aerial-platform');
    const usedIn = page.getByTestId('used-in-panel');
    await usedIn.waitFor();
    expect(await usedIn.locator('h2').innerText()).toBe('Used in');
    expect(await page.getByTestId('used-in-COMMISSION').innerText()).toContain(
      'Beauftragung Hubarbeitsbühnen Instandhaltung',
    );
    expect(await page.getByTestId('inspection-log').innerText()).toContain(
      'No inspection or maintenance is recorded for it yet.',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/platform-desktop-en.png`, fullPage: true });
    await context.setOffline(false);
    await context.close();
  });
});
