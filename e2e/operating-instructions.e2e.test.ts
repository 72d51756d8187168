import { describe, expect, it, onTestFinished } from 'vitest';
import { catalogText } from '../shared/catalogs/statement-catalog';
import { statementSentence } from '../shared/domain/operating-instructions';

const german = (code: string) => statementSentence(code, 'DE', catalogText);

import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.INSTRUCTION_SHOTS;
const NEW_INSTRUCTION = /\/substance_instructions\/([0-9a-f-]{36})$/;

/** Puts a seeded document back as it was when the test ends, even when it fails. */
async function restoredAfterwards(server: ServerApi, type: string, id: string) {
  const seeded = await server.document(id);
  if (!seeded) throw new Error(`the demo document ${id} is missing`);
  onTestFinished(() => server.restore(type, id, seeded.data));
  return seeded;
}

describe('operating instructions (docs/domain/operating-instructions.md)', () => {
  const fixture = useBrowser();

  it('OI-3 … OI-18: derives from a substance offline in German, is edited, flags the changed substance in the list and on the screen, and re-derives showing the differences first', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const methanol = await restoredAfterwards(server, 'SUBSTANCE', 'acme-sub-methanol');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);

    // Derive while offline: the statement catalog and the write API work without the server.
    await page.goto('/substances/acme-sub-methanol');
    await page.getByTestId('derive-document').waitFor();
    await context.setOffline(true);
    expect(await page.getByTestId('derive-language').inputValue()).toBe('DE');
    await page.getByTestId('derive-document').click();
    await page.waitForURL(NEW_INSTRUCTION);
    const id = NEW_INSTRUCTION.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('SUBSTANCE_INSTRUCTION', id));
    const hazards = page.locator('#field-humanEnvDescription');
    await hazards.waitFor();
    expect((await hazards.inputValue()).split('\n').slice(0, 3)).toEqual([
      german('H225'),
      german('H301+H311+H331'),
      german('H370'),
    ]);
    expect(await page.locator('#field-name').inputValue()).toBe('Betriebsanweisung Methanol');
    expect(await page.getByTestId('source-unchanged').isVisible()).toBe(true);
    await page.getByTestId('derived-sentences').locator('summary').click();
    expect(await page.getByTestId('derived-sentences').innerText()).toContain(`${german('H370')} (aus H370)`);

    // Edit: a line of one's own in first aid, saved offline, then sent.
    const firstAid = page.locator('#field-firstAidDescription');
    const ownLine = 'Giftnotruf Mainz: 06131 19240.';
    await firstAid.fill(`${await firstAid.inputValue()}\n${ownLine}`);
    await page.getByTestId('save').click();
    await page.getByTestId('form-saved').waitFor();
    await context.setOffline(false);
    await waitUntilSynced(page);
    const sent = await eventually(
      () => server.document(id),
      (doc) => String(doc?.data.firstAidDescription ?? '').includes(ownLine),
      { what: 'the derived and edited instruction on the server' },
    );
    expect(sent?.data).toMatchObject({ target: 'acme-sub-methanol', language: 'DE' });

    // The substance changes elsewhere: a further hazard statement.
    const statements = [...(methanol.data.hazardStatements as string[]), 'H319'];
    await server.restore('SUBSTANCE', 'acme-sub-methanol', { ...methanol.data, hazardStatements: statements });
    await page.goto('/substance_instructions');
    const row = page.locator(`tr[data-id="${id}"]`);
    await eventually(
      () => row.getByTestId('source-changed-mark').count(),
      (count) => count === 1,
      { what: 'the "source changed" mark in the list' },
    );
    await page.getByTestId('source-changed-tab').click();
    expect(await page.locator('tbody tr.entity-list-row').count()).toBeGreaterThanOrEqual(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-source-changed.png` });

    await row.locator('a').first().click();
    await page.getByTestId('source-changed').waitFor();
    await page.getByTestId('rederive').click();
    const changes = page.getByTestId('rederive-changes');
    await changes.waitFor();
    expect(await changes.getByTestId('rederive-added').allInnerTexts()).toEqual([
      `${german('H319')} (aus H319)`,
      'E011 (aus H319)',
    ]);
    const firstAidChange = changes.locator('[data-field="firstAidDescription"]');
    expect(await firstAidChange.getByTestId('rederive-removed').allInnerTexts()).toEqual([ownLine]);
    if (SHOTS) await changes.screenshot({ path: `${SHOTS}/rederive-changes.png` });
    // Nothing changed yet; the own line is kept by unticking its section.
    expect((await server.document(id))?.data.humanEnvDescription).toBe(sent?.data.humanEnvDescription);
    await firstAidChange.getByRole('checkbox').uncheck();
    await page.getByTestId('rederive-apply').click();
    await page.getByTestId('source-unchanged').waitFor();
    await waitUntilSynced(page);
    const rederived = await eventually(
      () => server.document(id),
      (doc) => String(doc?.data.humanEnvDescription ?? '').includes(german('H319')),
      { what: 'the re-derived instruction on the server' },
    );
    expect(String(rederived?.data.firstAidDescription)).toContain(ownLine);
    expect(rederived?.data.rescueSymbols).toEqual(expect.arrayContaining(['E011']));
    await context.close();
  });

  it('OI-2, OI-10 … OI-12, OI-22: in the English interface derives an English instruction from an activity and records its revision', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await page.goto('/activities/acme-act-refuelling');
    await page.getByTestId('derive-document').waitFor();
    expect(await page.getByTestId('derive-language').inputValue()).toBe('EN');
    await page.getByTestId('derive-document').click();
    await page.waitForURL(NEW_INSTRUCTION);
    const id = NEW_INSTRUCTION.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('SUBSTANCE_INSTRUCTION', id));
    const scope = page.locator('#field-activityDescription');
    await scope.waitFor();
    expect((await scope.inputValue()).split('\n')[0]).toBe('Activity: Betanken des Gabelstaplers mit Dieselkraftstoff');
    const measures = await page.locator('#field-measuresBehaviorDescription').inputValue();
    expect(measures).toContain('Minimum standards (EMKG)');
    expect(measures).toContain('Wear protective gloves.');
    await page.getByTestId('derived-sentences').locator('summary').click();
    expect(await page.getByTestId('derived-sentences').innerText()).toContain(
      'Wear protective gloves. (from the sign M009)',
    );
    if (SHOTS) await page.getByTestId('derivation-panel').screenshot({ path: `${SHOTS}/derivation-en.png` });

    await page.locator('#field-revisionInterval').fill('12');
    await page.getByTestId('save').click();
    await page.getByTestId('form-saved').waitFor();
    await page.getByTestId('mark-revised').click();
    await waitUntilSynced(page);
    const revised = await eventually(
      () => server.document(id),
      (doc) => doc?.data.revisedBy === 'acme-emp-anna',
      { what: 'the revision stamped by the server' },
    );
    expect(revised?.data.nextRevisionAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByTestId('revision-last').filter({ hasText: 'by Anna Berger' }).waitFor();
    expect(await page.getByTestId('revision-due').innerText()).toMatch(/^The next revision is due on /);
    if (SHOTS) await page.getByTestId('revision-panel').screenshot({ path: `${SHOTS}/revision-en.png` });
    await context.close();
  });
});
