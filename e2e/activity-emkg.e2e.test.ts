import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const TABLET = { viewport: { width: 800, height: 1100 } };
const UUID = /\/activities\/([0-9a-f-]{36})$/;

/** The EMKG panel beside an activity's inputs (issue 18). */
class EmkgPanel {
  constructor(private readonly page: Page) {}

  get root() {
    return this.page.getByTestId('emkg-panel');
  }

  /** The level of a module in the summary as it reads, once it reads `expected`. */
  async waitForLevel(module: string, expected: string): Promise<void> {
    await this.page.waitForFunction(
      ([name, text]) =>
        (
          document.querySelector(
            `[data-testid="emkg-summary"] [data-module="${name}"] .emkg-level`,
          ) as HTMLElement | null
        )?.innerText.trim() === text,
      [module, expected] as const,
      { timeout: 10_000 },
    );
  }

  level(module: string): Promise<string> {
    return this.page.locator(`[data-testid="emkg-summary"] [data-module="${module}"] .emkg-level`).innerText();
  }

  async missing(): Promise<string[]> {
    return (await this.page.getByTestId('emkg-missing').locator('li').allInnerTexts()).map((text) =>
      text.replace(/\s+/g, ' ').trim(),
    );
  }

  /** The explanation of one module, each step as "rule: input → result". */
  async steps(module: string): Promise<string[]> {
    const details = this.page.locator(`details.emkg-module[data-module="${module}"]`);
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    return details
      .locator('.emkg-step')
      .evaluateAll((steps) =>
        steps.map(
          (step) =>
            `${step.querySelector('.emkg-step-rule')?.textContent ?? ''}: ${(step.querySelector('.emkg-step-values')?.textContent ?? '').trim()}`,
        ),
      );
  }
}

async function chooseSubstance(page: Page, query: string, name: string): Promise<void> {
  const substance = page.locator('#field-substance');
  await substance.click();
  await substance.fill(query);
  await page.getByRole('option', { name }).click();
  expect(await substance.inputValue()).toBe(name);
}

async function quantity(page: Page, value: string, unit: string): Promise<void> {
  await page.locator('#field-exposition-substanceQuantity').fill(value);
  await page.locator('[data-path="exposition.substanceQuantity"] select').selectOption(unit);
}

async function skinContact(page: Page, area: string, minutes: string): Promise<void> {
  await page.locator('#field-dermalHazard-effectArea').selectOption(area);
  await page.locator('#field-dermalHazard-effectDuration').fill(minutes);
  await page.locator('[data-path="dermalHazard.effectDuration"] select').selectOption('MIN');
}

async function createdId(page: Page): Promise<string> {
  await page.waitForURL(UUID);
  return UUID.exec(new URL(page.url()).pathname)?.[1] ?? '';
}

describe('an activity with its EMKG rating (issue 18)', () => {
  const fixture = useBrowser();

  it('in German on a tablet: the level follows each input, missing data lead to their fields, and the server stores the rating, offline too', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example', TABLET);
    const panel = new EmkgPanel(page);
    await page.goto('/activities/new');
    await panel.root.getByTestId('emkg-no-substance').waitFor();
    // The panel stands beside the inputs on a tablet, not below them.
    const [form, guide] = await Promise.all([
      page.locator('.form-guided-inputs').boundingBox(),
      panel.root.boundingBox(),
    ]);
    expect(guide && form && guide.x > form.x + form.width - 1).toBe(true);

    await page.locator('#field-name').fill('Ansetzen von Reinigungslauge');
    await chooseSubstance(page, 'natron', 'Natronlauge 50 %');
    await panel.waitForLevel('inhalation', 'M1 · Mindeststandards (Angaben fehlen)');
    expect(await panel.level('eyes')).toBe('M2 · erweiterte Maßnahmen');
    expect(await panel.root.getByTestId('emkg-incomplete').innerText()).toContain(
      'Bei unvollständigen Angaben werden nur die Mindeststandards (Stufe M1) vorgegeben.',
    );
    expect(await panel.missing()).toEqual([
      'Verwendete Menge (Einatmen, Brand und Explosion)',
      'Betroffene Hautfläche (Hautkontakt)',
      'Dauer des Hautkontakts (Hautkontakt)',
    ]);
    // Natronlauge carries H314: the spec's series 250 note shows.
    expect(await panel.root.getByTestId('emkg-series-250').innerText()).toContain('Wegen: H314');

    // A missing input is a way to its field.
    await panel.root.getByRole('button', { name: 'Verwendete Menge' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'field-exposition-substanceQuantity');
    await quantity(page, '20', 'L');
    await panel.waitForLevel('inhalation', 'M3 · strengere Maßnahmen');
    expect(await panel.steps('inhalation')).toEqual([
      'H-Satz → Gefährlichkeitsgruppe (Einatmen): H314 → C',
      'Menge je Tätigkeit → Mengengruppe: 20 L → mittel',
      'Siedepunkt → Freisetzungsgruppe: 143 °C → mittel',
      'Gefährlichkeitsgruppe × Menge × Freisetzung → Maßnahmenstufe: C × mittel × mittel → M3',
    ]);

    await skinContact(page, 'SMALL', '20');
    await panel.waitForLevel('skin', 'M2 · erweiterte Maßnahmen');
    await panel.root.getByTestId('emkg-incomplete').waitFor({ state: 'detached' });
    expect(await panel.root.locator('#emkg-minimum ~ .emkg-guides .emkg-guide-title').count()).toBe(5);
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('[data-path="workEnvironments"]').getByText('Instandhaltung').click();
    await page.getByTestId('save').click();
    const id = await createdId(page);
    onTestFinished(() => server.remove('ACTIVITY', id));
    await waitUntilSynced(page);
    expect((await server.document(id))?.data).toMatchObject({
      emkgInhalation: 'M3',
      emkgSkin: 'M2',
      emkgComplete: true,
      emkgSeries250: true,
    });

    // Offline the rating still follows the inputs; the server stores its own once the change arrives.
    await prepareOfflineStart(page, app);
    await context.setOffline(true);
    await page.locator('.sync-status[data-state="offline"]').waitFor();
    await panel.waitForLevel('inhalation', 'M3 · strengere Maßnahmen');
    await quantity(page, '200', 'ML');
    await panel.waitForLevel('inhalation', 'M2 · erweiterte Maßnahmen');
    await page.getByTestId('save').click();
    await page.getByText('Auf diesem Gerät gespeichert; wird gesendet, sobald Sie online sind').waitFor();
    expect((await server.document(id))?.data.emkgInhalation).toBe('M3');
    await context.setOffline(false);
    await waitUntilSynced(page);
    await eventually(
      async () => (await server.document(id))?.data.emkgInhalation,
      (level) => level === 'M2',
      { what: 'the server’s rating after the offline change' },
    );

    // The list shows the stored levels, with their words for screen readers and as the tooltip.
    await page.goto('/activities');
    const row = page.locator(`tr[data-id="${id}"]`);
    await row.waitFor();
    const level = row.locator('.emkg-level').first();
    expect(await level.textContent()).toBe('M2 · erweiterte Maßnahmen');
    expect(await level.getAttribute('title')).toBe('M2 · erweiterte Maßnahmen');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('in English, offline from the start: a new activity rated as it is filled, and the list filters those without a complete rating', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    const panel = new EmkgPanel(page);

    await page.goto('/activities?filter=MISSING_EMKG');
    const filter = page.getByTestId('entity-list-filter-MISSING_EMKG');
    expect(await filter.innerText()).toContain('No complete EMKG rating');
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    await page.locator('tr[data-id="acme-act-spray-bottles"]').waitFor();
    expect(await page.locator('tr[data-id="acme-act-neutralising"]').count()).toBe(0);
    await filter.click();
    await page.locator('tr[data-id="acme-act-neutralising"]').waitFor();

    await prepareOfflineStart(page, app);
    await context.setOffline(true);
    await page.locator('.sync-status[data-state="offline"]').waitFor();
    await page.goto('/activities/new');
    await page.locator('#field-name').fill('Refuelling the emergency generator');
    await chooseSubstance(page, 'diesel', 'Dieselkraftstoff (DIN EN 590)');
    await panel.waitForLevel('inhalation', 'M1 · minimum standards (data missing)');
    expect((await panel.missing())[0]).toMatch(/^Quantity used \(Inhalation, .*Fire and explosion\)$/);
    await quantity(page, '60', 'L');
    await panel.waitForLevel('inhalation', 'M2 · extended measures');
    await quantity(page, '60', 'ML');
    await panel.waitForLevel('inhalation', 'M1 · minimum standards');
    expect(await panel.steps('inhalation')).toContain('Quantity per activity → quantity group: 60 mL → small');
    await skinContact(page, 'LARGE', '30');
    await panel.waitForLevel('skin', 'M3 · stricter measures');
    expect(await panel.root.getByTestId('emkg-series-250').count()).toBe(0);

    await page.locator('[data-path="storageOrWorkEquipments"]').getByText('Gefahrstofflager Halle 4').click();
    await page.getByTestId('save').click();
    const id = await createdId(page);
    onTestFinished(() => server.remove('ACTIVITY', id));
    await page.getByText('Saved on this device; it will be sent when you are online').waitFor();
    expect(await server.document(id)).toBeUndefined();
    await context.setOffline(false);
    await waitUntilSynced(page);
    await eventually(
      async () => (await server.document(id))?.data,
      (data) => data?.emkgInhalation === 'M1' && data.emkgSkin === 'M3' && data.emkgComplete === true,
      { what: 'the server’s rating of the activity made offline' },
    );
    await context.close();
  });
});
