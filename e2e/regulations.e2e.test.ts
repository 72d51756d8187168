import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { syncNow, waitUntilSynced } from './support/sync';

const REGULATION = 'para-reg-arbschg';
const ACTION = 'para-reg-arbschg-action-1';
const MEASURE = /\/measures\/([0-9a-f-]{36})$/;

describe('regulations across tenants (docs/domain/regulations.md)', () => {
  const fixture = useBrowser();

  it('RGL-6, RGL-10, RGL-11, RGL-17: a change Lea publishes through paragraf’s form reaches Anna in acme, offline too, Anna evaluates the action and derives a measure from it', async () => {
    const lea = await ServerApi.signIn(fixture.baseUrl, 'lea@sorgfalt.example', 'paragraf');
    const anna = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const before = await lea.document(REGULATION);
    if (!before) throw new Error('the demo regulation is missing');
    onTestFinished(() => lea.restore('REGULATION', REGULATION, before.data));
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);

    const change = { changeAt: '2026-11-20', content: 'Neue Mindestbesichtigungsquote ab 2026' };
    const changes = Array.isArray(before.data.changes) ? before.data.changes : [];

    // Lea publishes the change through paragraf's regulation form.
    const manager = await fixture.signIn('lea@sorgfalt.example');
    await waitUntilSynced(manager.page);
    await manager.page.goto(`/regulations/${REGULATION}`);
    await manager.page
      .locator('[data-path="changes"]')
      .getByRole('button', { name: 'Eintrag hinzufügen' })
      .last()
      .click();
    await manager.page.locator(`#field-changes-${changes.length}-changeAt`).fill(change.changeAt);
    await manager.page.locator(`#field-changes-${changes.length}-content`).fill(change.content);
    await manager.page.getByTestId('save').click();
    // Saved on the device before syncNow leaves the page: a reload under way would lose the write.
    await manager.page.getByTestId('form-saved').waitFor();
    await syncNow(manager.page);
    await eventually(
      () => lea.document(REGULATION),
      (stored) => JSON.stringify(stored?.data.changes ?? []).includes(change.content),
      { what: 'the change Lea saved on the server' },
    );
    await manager.context.close();

    await syncNow(page);
    await page.goto(`/regulations/${REGULATION}`);
    await eventually(
      () => page.locator('textarea').evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value)),
      (values) => values.includes(change.content),
      { what: 'the new change in acme' },
    );
    expect(await page.getByTestId('save').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('evaluation-panel').waitFor();
    expect(
      await page.locator('textarea').evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value)),
    ).toContain(change.content);
    await page.getByTestId('evaluation-choice').first().selectOption('NOT_FULFILLED');
    await page.getByTestId('evaluation-evidence').first().fill('Unterweisungsnachweise 2026 fehlen noch');
    await page.getByTestId('evaluation-save').first().click();
    await context.setOffline(false);
    await eventually(
      () => page.getByTestId('evaluation-stamp').first().innerText(),
      (text) => /^Applies · not fulfilled · evaluated by Anna Berger on /.test(text),
      { what: 'the stamp the server settled', timeout: 30_000 },
    );
    const evaluations = await anna.documentsOfType('REGULATION_EVALUATION');
    const stored = evaluations.find((doc) => doc.data.requiredAction === ACTION);
    if (stored) onTestFinished(() => anna.remove('REGULATION_EVALUATION', stored.id));
    expect(stored?.data).toMatchObject({
      regulation: REGULATION,
      applicability: 'APPLIES',
      fulfilment: 'NOT_FULFILLED',
      evaluatedBy: 'acme-emp-anna',
    });
    expect(await lea.documentsOfType('REGULATION_EVALUATION')).toEqual([]);

    // Derive a measure from the required action: its origin is the regulation and the action (RGL-17).
    await page.getByTestId('evaluation-row').first().getByTestId('derive-measure').click();
    await page.waitForURL(/\/measures\/new\?/);
    await page.locator('#field-name').fill('Unterweisungsnachweise 2026 vervollständigen');
    await page.locator('#field-measureType').selectOption('ORGANIZATIONAL');
    const responsible = page.locator('#field-responsible');
    await responsible.click();
    await responsible.fill('berg');
    await page.getByRole('option', { name: 'Anna Berger' }).click();
    await page.getByTestId('save').click();
    await page.waitForURL(MEASURE);
    const measureId = MEASURE.exec(page.url())?.[1] ?? '';
    onTestFinished(() => anna.remove('MEASURE', measureId));
    const measure = await eventually(
      () => anna.document(measureId),
      (stored) => stored !== undefined,
      { what: 'the derived measure on the server' },
    );
    expect(measure?.data).toMatchObject({
      origin: REGULATION,
      originRequiredAction: ACTION,
      responsible: 'acme-emp-anna',
    });
    expect(await page.getByTestId('measure-origin-item').innerText()).toMatch(/^From the required action: /);
    await page.goto(`/regulations/${REGULATION}`);
    await eventually(
      () => page.getByTestId('evaluation-row').first().getByTestId('item-measures').innerText(),
      (text) => text.includes('Unterweisungsnachweise 2026 vervollständigen'),
      { what: 'the measure beside its required action' },
    );
    expect(await page.getByTestId('measures-panel').innerText()).toContain(
      'Unterweisungsnachweise 2026 vervollständigen',
    );
    expect(await lea.document(measureId)).toBeUndefined();
    await context.close();
  });

  it('RGL-13: Lea sees acme on the regulation customers list, in German', async () => {
    const { context, page } = await fixture.signIn('lea@sorgfalt.example');
    await page.goto('/regulations/customers');
    const table = page.getByTestId('regulation-customers');
    await table.waitFor();
    expect(await page.locator('h1').innerText()).toBe('Rechtskataster-Kunden');
    const row = await table.locator('tbody tr').first().innerText();
    expect(row).toContain('Acme Chemie GmbH');
    expect(row).toMatch(/nicht bewertet/);
    expect(await table.locator('tbody tr').count()).toBe(1);
    await context.close();
  });
});
