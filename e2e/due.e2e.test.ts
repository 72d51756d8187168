import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.DUE_SHOTS;
const LIGHTNING = 'Prüfung Blitzschutz und Erdung Tanklager Nord';
const EARTHING = 'Prüfung Erdungsüberwachung Fassabfüllanlage';
const FORKLIFT_TRAINING = 'Unterweisung Flurförderzeuge (DGUV Vorschrift 68)';

/** The texts of the due view's items. */
function itemTexts(page: Page): Promise<string[]> {
  return page.getByTestId('due-item').allInnerTexts();
}

describe('the due view (docs/domain/deadlines.md DL-8 … DL-11)', () => {
  const fixture = useBrowser();

  it('DL-8, DL-11: lists what is overdue across the modules, offline, in German, with links; "only mine" and the look-ahead in the URL', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);
    expect(await app.navigationPaths()).toContain('/due');

    await context.setOffline(true);
    await page.goto('/due');
    await page.getByRole('heading', { name: 'Fällig', level: 1 }).waitFor();
    const overdue = page.getByTestId('due-group-overdue');
    await overdue.waitFor();
    await expect.poll(() => overdue.getByRole('heading').innerText()).toBe('Überfällig');
    // The demo's inspections are overdue on any day after its reference day (DL-5: last + interval).
    await eventually(
      () => overdue.getByTestId('due-item').allInnerTexts(),
      (texts) => texts.some((text) => text.includes(LIGHTNING)) && texts.some((text) => text.includes(EARTHING)),
      { what: 'the overdue inspections' },
    );
    const lightning = (await itemTexts(page)).find((text) => text.includes(LIGHTNING)) ?? '';
    expect(lightning).toContain('So., 27. Sept. 2026');
    expect(lightning).toContain('Prüfung · überfällig');
    expect(await page.getByTestId('due-summary').innerText()).toMatch(/\d+ Einträge? fällig, \d+ überfällig/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/due-de-offline.png`, fullPage: true });

    // Only mine: Anna is responsible for the earthing monitor's inspection, not for the lightning protection.
    await page.getByTestId('due-mine').check();
    await expect.poll(() => page.url()).toContain('mine=true');
    await eventually(
      () => itemTexts(page),
      (texts) => texts.some((text) => text.includes(EARTHING)) && !texts.some((text) => text.includes(LIGHTNING)),
      { what: 'only Anna’s items' },
    );
    // DL-15: Anna's forklift training, due since day(-5), is hers too, named with its participants.
    await eventually(
      () => itemTexts(page),
      (texts) =>
        texts.some((text) => text.includes(FORKLIFT_TRAINING) && text.includes('Unterweisung fällig · Anna Berger')),
      { what: 'Anna’s training among her items' },
    );
    await page.getByTestId('due-mine').uncheck();

    // DL-11: only what sits at one location, the register of that location among it (DL-9), still offline;
    // the forklift training for its participant who works there alone (Jonas Wagner; Anna works at no location).
    await page.getByTestId('due-location').selectOption({ label: 'Lager Mannheim' });
    await expect.poll(() => page.url()).toContain('location=acme-loc-mannheim');
    await eventually(
      () => itemTexts(page),
      (texts) =>
        texts.some((text) => text.includes('Überprüfung des Gefahrstoffverzeichnisses · überfällig')) &&
        !texts.some((text) => text.includes(LIGHTNING)) &&
        texts.some(
          (text) =>
            text.includes(FORKLIFT_TRAINING) &&
            text.includes('Unterweisung fällig · Jonas Wagner') &&
            !text.includes('Anna Berger'),
        ),
      { what: 'the items of Lager Mannheim' },
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/due-de-mannheim.png`, fullPage: true });
    await page.getByTestId('due-location').selectOption({ label: 'Alle Standorte' });
    // No location chosen in the header: "all" is the default and leaves the URL.
    await expect.poll(() => page.url()).not.toContain('location=');
    await page.getByTestId('due-days').selectOption('365');
    await expect.poll(() => page.url()).toContain('days=365');
    expect(page.url()).not.toContain('mine');

    // The link opens the inspection, whose derived due date shows in its panel.
    await page.getByRole('link', { name: LIGHTNING }).click();
    await page.waitForURL(/\/inspections\/acme-insp-tank-farm-lightning$/);
    const panel = page.getByTestId('due-panel');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('Prüfung: 27. September 2026 (überfällig)');
    expect(await panel.innerText()).toContain('berechnet aus dem letzten Termin und dem Intervall');
    await context.close();
  });

  it('DL-11: speaks English for an English user', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await waitUntilSynced(page);
    await page.goto('/due?days=7');
    await page.getByRole('heading', { name: 'Due', level: 1 }).waitFor();
    const overdue = page.getByTestId('due-group-overdue');
    await overdue.waitFor();
    expect(await overdue.getByRole('heading').innerText()).toBe('Overdue');
    await eventually(
      () => itemTexts(page),
      (texts) => texts.some((text) => text.includes(LIGHTNING) && text.includes('Inspection · overdue')),
      { what: 'the overdue inspection in English' },
    );
    expect(await page.getByTestId('due-days').inputValue()).toBe('7');
    expect(await page.getByTestId('due-summary').innerText()).toMatch(/\d+ items? due, \d+ overdue/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/due-en.png`, fullPage: true });
    await context.close();
  });
});
