import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.DASHBOARD_SHOTS;
const NEW_INSTRUCTION = /\/substance_instructions\/([0-9a-f-]{36})$/;
const REASONS = ['OVERDUE_MEASURE', 'MISSING_EMKG', 'MISSING_RISK_ASSESSMENT', 'MISSING_OPERATING_INSTRUCTION'];

/** The count on a reason's filter of the missing documents. */
async function reasonCount(page: Page, reason: string): Promise<number> {
  return Number(await page.getByTestId(`dashboard-reason-${reason}`).locator('.dashboard-count').innerText());
}

async function share(page: Page): Promise<string> {
  return page.locator('.dashboard-grade-share').innerText();
}

describe('dashboard (issue 23, docs/domain/compliance.md CMP-4 … CMP-8)', () => {
  const fixture = useBrowser();

  it('shows the score with why, the missing documents by reason with drill-down, follows a new instruction live and opens offline', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);

    expect(await page.getByTestId('dashboard-greeting').innerText()).toBe('Hallo Anna, so steht Acme Chemie GmbH.');
    const score = page.getByTestId('dashboard-score');
    await score.waitFor();
    expect(await score.locator('.dashboard-grade-number').innerText()).toMatch(/^[1-6]$/);
    expect(await score.locator('.dashboard-grade-word').innerText()).toMatch(
      /^(sehr gut|gut|befriedigend|ausreichend|mangelhaft|ungenügend)$/,
    );
    // Why: three things, each a link to its document.
    const why = page.getByTestId('dashboard-improvements').locator('li a');
    expect(await why.count()).toBe(3);
    expect(await why.first().getAttribute('href')).toMatch(/^\/(measures|activities|substances)\/acme-/);
    // The demo shows each reason at least once; the counts add up to the table.
    for (const reason of REASONS) expect(await reasonCount(page, reason), reason).toBeGreaterThanOrEqual(1);
    const rows = page.getByTestId('dashboard-findings').locator('tbody tr');
    expect(await rows.count()).toBe(await reasonCount(page, 'ALL'));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/de-1280.png`, fullPage: true });

    // Filtered by reason: only that reason's rows, each linking to its document.
    await page.getByTestId('dashboard-reason-MISSING_OPERATING_INSTRUCTION').click();
    await page.waitForURL(/reason=MISSING_OPERATING_INSTRUCTION/);
    const missingInstructions = await reasonCount(page, 'MISSING_OPERATING_INSTRUCTION');
    expect(await rows.count()).toBe(missingInstructions);
    const reasons = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-reason')));
    expect(new Set(reasons)).toEqual(new Set(['MISSING_OPERATING_INSTRUCTION']));
    const methanol = page.locator('tr[data-id="acme-sub-methanol"]');
    expect(await methanol.locator('td').nth(1).innerText()).toBe('Stoff');
    expect(await methanol.locator('td a').first().getAttribute('href')).toBe('/substances/acme-sub-methanol');

    // The direct action derives the instruction from the substance, as its screen does, and opens it prefilled.
    const diesel = page.locator('tr[data-id="acme-sub-diesel"]');
    const beforeDerive = await share(page);
    await diesel.getByRole('button', { name: 'Betriebsanweisung erstellen' }).click();
    await page.waitForURL(NEW_INSTRUCTION);
    const derivedId = NEW_INSTRUCTION.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('SUBSTANCE_INSTRUCTION', derivedId));
    await page.getByTestId('derivation-panel').waitFor();
    const derived = await eventually(
      () => server.document(derivedId),
      (doc) => doc !== undefined,
      { what: 'the derived instruction on the server', timeout: 30_000 },
    );
    expect(derived?.data).toMatchObject({ target: 'acme-sub-diesel', derivation: { source: 'acme-sub-diesel' } });
    const record = derived?.data.derivation as { readonly sentences?: readonly unknown[] } | undefined;
    expect(record?.sentences?.length).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/derived-from-dashboard.png`, fullPage: true });
    await page.goBack();
    await page.waitForURL(/reason=MISSING_OPERATING_INSTRUCTION/);
    await eventually(
      () => reasonCount(page, 'MISSING_OPERATING_INSTRUCTION'),
      (count) => count === missingInstructions - 1,
      { what: 'the derived instruction counted', timeout: 30_000 },
    );
    expect(await diesel.count()).toBe(0);
    expect(await share(page)).not.toBe(beforeDerive);

    // An instruction for methanol, written elsewhere, reaches the device: one finding less, a better share.
    const before = await share(page);
    onTestFinished(() => server.remove('SUBSTANCE_INSTRUCTION', 'e2e-si-methanol'));
    await server.createAll('SUBSTANCE_INSTRUCTION', [
      {
        id: 'e2e-si-methanol',
        data: {
          name: 'Betriebsanweisung Methanol',
          target: 'acme-sub-methanol',
          substances: ['acme-sub-methanol'],
          workEnvironments: ['acme-dep-filling'],
        },
      },
    ]);
    await eventually(
      () => reasonCount(page, 'MISSING_OPERATING_INSTRUCTION'),
      (count) => count === missingInstructions - 2,
      { what: 'the finding gone', timeout: 30_000 },
    );
    expect(await methanol.count()).toBe(0);
    expect(await share(page)).not.toBe(before);

    // Drill-down into the measures list's filter.
    await page.getByTestId('dashboard-measures-OVERDUE').click();
    await page.waitForURL(/\/measures\?status=OVERDUE/);
    expect(await page.getByTestId('measure-tab-OVERDUE').getAttribute('aria-current')).toBe('page');

    // Offline after a reload: computed from the replica on the device.
    await context.setOffline(true);
    await page.goto('/');
    await page.reload();
    await app.waitForLayout();
    await page.getByTestId('dashboard-score').waitFor();
    expect(await reasonCount(page, 'MISSING_OPERATING_INSTRUCTION')).toBe(missingInstructions - 2);
    await page.getByTestId('dashboard-changes-offline').waitFor();
    await context.close();
  });

  it('speaks English: the score word, the reasons and the measures figures', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example', {
      viewport: { width: 768, height: 1024 },
    });
    await app.chooseLanguage('en');
    await page.getByTestId('dashboard-score').waitFor();
    expect(await app.heading()).toBe('Dashboard');
    expect(await page.getByTestId('dashboard-greeting').innerText()).toBe(
      'Hello Anna, this is how Acme Chemie GmbH stands.',
    );
    expect(await page.locator('.dashboard-grade-word').innerText()).toMatch(
      /^(very good|good|satisfactory|sufficient|poor|insufficient)$/,
    );
    expect(await page.getByTestId('dashboard-reason-MISSING_EMKG').innerText()).toMatch(/^EMKG rating missing\s+\d+$/);
    await page.getByTestId('dashboard-reason-MISSING_EMKG').click();
    await page.waitForURL(/reason=MISSING_EMKG/);
    const row = page.getByTestId('dashboard-findings').locator('tbody tr').first();
    expect(await row.locator('td').first().innerText()).toBe('EMKG rating missing');
    expect(await row.locator('td').nth(1).innerText()).toBe('Activity');
    await row.getByRole('link', { name: 'Complete EMKG inputs' }).click();
    await page.waitForURL(/\/activities\/acme-act-/);
    await page.goBack();
    await page.getByTestId('dashboard-measures-OPEN-mine').waitFor();
    expect(await page.getByTestId('dashboard-measures-OPEN-mine').getAttribute('href')).toBe(
      '/measures?status=OPEN&mine=1',
    );
    expect(await page.getByTestId('dashboard-coverage').locator('tbody tr').count()).toBe(4);
    await page.getByTestId('dashboard-changes').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/en-768.png`, fullPage: true });
    await context.close();
  });

  it('creates the missing risk assessment of a substance prefilled from it; saved, the finding is gone', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await waitUntilSynced(page);
    await page.getByTestId('dashboard-reason-MISSING_RISK_ASSESSMENT').click();
    await page.waitForURL(/reason=MISSING_RISK_ASSESSMENT/);
    const row = page.getByTestId('dashboard-findings').locator('tbody tr[data-id^="acme-sub-"]').first();
    const substanceId = (await row.getAttribute('data-id')) ?? '';
    const substanceName = await row.locator('td a').first().innerText();
    await row.getByRole('link', { name: 'Gefährdungsbeurteilung erstellen' }).click();
    await page.waitForURL(/\/risk_assessments\/new\?for=/);
    await eventually(
      () => page.locator('#field-name').inputValue(),
      (value) => value === `Gefährdungsbeurteilung ${substanceName}`,
      { what: 'the name prefilled from the substance' },
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/risk-assessment-from-dashboard.png`, fullPage: true });
    await page.getByTestId('save').click();
    await page.waitForURL(/\/risk_assessments\/[0-9a-f-]{36}$/);
    const assessmentId = /\/risk_assessments\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('RISK_ASSESSMENT', assessmentId));
    const stored = await eventually(
      () => server.document(assessmentId),
      (doc) => doc !== undefined,
      { what: 'the risk assessment on the server', timeout: 30_000 },
    );
    expect(stored?.data).toMatchObject({ name: `Gefährdungsbeurteilung ${substanceName}`, substances: [substanceId] });
    expect((stored?.data.storageOrWorkEquipments as readonly string[] | undefined)?.length).toBeGreaterThan(0);
    await page.goto('/?reason=MISSING_RISK_ASSESSMENT');
    await page.getByTestId('dashboard-findings').waitFor();
    await eventually(
      () => page.locator(`tr[data-reason="MISSING_RISK_ASSESSMENT"][data-id="${substanceId}"]`).count(),
      (count) => count === 0,
      { what: 'the finding gone' },
    );
    await context.close();
  });
});
