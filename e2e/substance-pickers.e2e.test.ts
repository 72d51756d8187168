import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { PictogramPickerModel, StatementPickerModel } from './support/pickers';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const TABLET = { width: 800, height: 1280 };

/** Puts a demo document back as seeded after the test, so other test files find it unchanged. */
async function restoredAfterwards(server: ServerApi, type: string, id: string): Promise<void> {
  const seeded = await server.document(id);
  if (!seeded) throw new Error(`the demo document ${id} is missing`);
  onTestFinished(() => server.restore(type, id, seeded.data));
}

describe('the statement and pictogram pickers of a substance', () => {
  const fixture = useBrowser();

  it('picks statements by German words and codes in the order of the SDS, fixes the label with pictograms, saves, and works offline', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    await restoredAfterwards(server, 'SUBSTANCE', 'acme-sub-acetone');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example', { viewport: TABLET });
    await page.goto('/substances/acme-sub-acetone');
    const hazards = new StatementPickerModel(page, 'hazardStatements');
    const precautions = new StatementPickerModel(page, 'precautionaryStatements');
    const pictograms = new PictogramPickerModel(page, 'ghsSymbols');

    // The stored statements show with their official texts, in their order.
    await hazards.waitForChosen([
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      'H319 Verursacht schwere Augenreizung.',
      'H336 Kann Schläfrigkeit und Benommenheit verursachen.',
      'EUH066 Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
    ]);

    // Words in any order, umlauts folded, find H224–H226 with their texts; arrows and Enter add one.
    await hazards.type('entzundbar flüssig', ['H224', 'H225', 'H226']);
    expect(await hazards.options()).toEqual([
      'H224 Flüssigkeit und Dampf extrem entzündbar.',
      'H225 Flüssigkeit und Dampf leicht entzündbar. (chosen)',
      'H226 Flüssigkeit und Dampf entzündbar.',
    ]);
    await hazards.search.press('Escape');
    await hazards.type('atemwege reiz', ['H335']);
    await hazards.search.press('ArrowDown');
    await hazards.search.press('Enter');
    expect(await hazards.report()).toBe('Hinzugefügt: H335');
    // The SDS lists H335 before EUH066: moved up once.
    await hazards.button('H335 nach oben schieben').click();
    await hazards.waitForChosen([
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      'H319 Verursacht schwere Augenreizung.',
      'H336 Kann Schläfrigkeit und Benommenheit verursachen.',
      'H335 Kann die Atemwege reizen.',
      'EUH066 Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'H335 nach oben schieben',
    );

    // A pasted code list adds what fits and names what does not.
    await hazards.paste('H225, H999, P280, H350i');
    expect((await hazards.report()).split('\n').filter(Boolean)).toEqual([
      'Hinzugefügt: H350i',
      'Bereits gewählt: H225',
      'Nicht im CLP-Katalog: H999',
      'Gehört in das andere Hinweisfeld: P280',
    ]);
    await hazards.button('H350i entfernen').click();

    // A combination is found by a part code; a tap adds it.
    await precautions.type('P310', ['P310', 'P301+P310']);
    await page.locator('[data-path="precautionaryStatements"] [role="option"][data-code="P301+P310"]').click();
    expect(await precautions.report()).toBe('Hinzugefügt: P301+P310');
    await precautions.search.press('Escape');
    expect((await precautions.chosen()).at(-1)).toBe(
      'P301+P310 BEI VERSCHLUCKEN: Sofort GIFTINFORMATIONSZENTRUM/Arzt/…/anrufen.',
    );

    // Without GHS02 the label check misses the flame for H225; chosen again from the drawn signs, it fits.
    expect(await pictograms.drawings()).toEqual([
      'GHS02 Flamme (entzündbar)',
      'GHS07 Ausrufezeichen (gesundheitsschädlich, reizend)',
    ]);
    await pictograms.root.getByRole('button', { name: 'GHS02 entfernen' }).click();
    const missing = page.locator('[data-testid="label-hints"] [data-hint="PICTOGRAM_MISSING"]');
    await missing.waitFor();
    expect(await missing.innerText()).toContain('Piktogramm GHS02 Flamme (entzündbar) fehlt');
    await pictograms.open();
    expect(
      await pictograms.tile('GHS07 Ausrufezeichen (gesundheitsschädlich, reizend)').getAttribute('aria-pressed'),
    ).toBe('true');
    await pictograms.tile('GHS02 Flamme (entzündbar)').click();
    await missing.waitFor({ state: 'detached' });
    expect(await pictograms.chosen()).toEqual([
      'GHS07 Ausrufezeichen (gesundheitsschädlich, reizend)',
      'GHS02 Flamme (entzündbar)',
    ]);

    await page.getByTestId('save').click();
    await page.getByTestId('form-saved').waitFor();
    await waitUntilSynced(page);
    expect((await server.document('acme-sub-acetone'))?.data).toMatchObject({
      hazardStatements: ['H225', 'H319', 'H336', 'H335', 'EUH066'],
      precautionaryStatements: ['P210', 'P233', 'P240', 'P241', 'P242', 'P305+P351+P338', 'P403+P235', 'P301+P310'],
      ghsSymbols: ['GHS07', 'GHS02'],
    });
    await page.reload();
    await app.waitForLayout();
    await hazards.waitForChosen([
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      'H319 Verursacht schwere Augenreizung.',
      'H336 Kann Schläfrigkeit und Benommenheit verursachen.',
      'H335 Kann die Atemwege reizen.',
      'EUH066 Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
    ]);

    // Offline the catalog comes from the app's cache: texts, search and saving on the device.
    await prepareOfflineStart(page, app);
    await context.setOffline(true);
    await page.reload();
    await app.waitForLayout();
    await hazards.waitForChosen([
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      'H319 Verursacht schwere Augenreizung.',
      'H336 Kann Schläfrigkeit und Benommenheit verursachen.',
      'H335 Kann die Atemwege reizen.',
      'EUH066 Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
    ]);
    await precautions.type('schutzhandschuhe', ['P280', 'P282']);
    await precautions.search.press('Enter');
    await page.getByTestId('save').click();
    expect(await page.getByTestId('form-saved').innerText()).toBe(
      'Auf diesem Gerät gespeichert; wird gesendet, sobald Sie online sind',
    );
    await context.setOffline(false);
    await waitUntilSynced(page);
    expect((await server.document('acme-sub-acetone'))?.data.precautionaryStatements).toEqual([
      'P210',
      'P233',
      'P240',
      'P241',
      'P242',
      'P305+P351+P338',
      'P403+P235',
      'P301+P310',
      'P280',
    ]);
    await context.close();
  });

  it('shows English texts and names, finds statements by English words, and picks a fire sign with its arrow', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    await restoredAfterwards(server, 'SUBSTANCE_INSTRUCTION', 'acme-si-acetone');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await page.goto('/substances/acme-sub-isopropanol');
    const hazards = new StatementPickerModel(page, 'hazardStatements');
    await hazards.waitForChosen([
      'H225 Highly flammable liquid and vapour.',
      'H319 Causes serious eye irritation.',
      'H336 May cause drowsiness or dizziness.',
    ]);
    await hazards.type('flammable liquid', ['H224', 'H225', 'H226']);
    expect((await hazards.options())[1]).toBe('H225 Highly flammable liquid and vapour. (chosen)');
    await hazards.search.press('Escape');
    expect(await new PictogramPickerModel(page, 'ghsSymbols').drawings()).toEqual([
      'GHS02 Flame (flammable)',
      'GHS07 Exclamation mark (harmful, irritant)',
    ]);

    await page.goto('/substance_instructions/acme-si-acetone');
    const fire = new PictogramPickerModel(page, 'fireProtectionSymbols');
    await fire.root.locator('.ordered-choice').first().waitFor();
    expect(await fire.chosen()).toEqual(['F001 Fire extinguisher']);
    await fire.open();
    await fire.tile('F001 Fire extinguisher').click();
    const arrows = page.getByTestId('fire-arrows');
    expect(await arrows.getByRole('heading').innerText()).toBe('F001 Fire extinguisher: choose the arrow');
    await arrows.getByRole('button', { name: 'F001_UP_LEFT Fire extinguisher, arrow up left' }).click();
    await arrows.getByRole('button', { name: 'F001 Fire extinguisher no arrow', exact: true }).click();
    expect(await fire.chosen()).toEqual(['F001_UP_LEFT Fire extinguisher, arrow up left']);
    expect(await fire.drawings()).toEqual(['F001_UP_LEFT Fire extinguisher, arrow up left']);
    await page.getByTestId('save').click();
    await page.getByTestId('form-saved').waitFor();
    await waitUntilSynced(page);
    expect((await server.document('acme-si-acetone'))?.data.fireProtectionSymbols).toEqual(['F001_UP_LEFT']);
    await context.close();
  });
});
