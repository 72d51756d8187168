import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.MEASURES_SHOTS;
const NEW_MEASURE = /\/measures\/([0-9a-f-]{36})$/;

/** The count on a status tab of the measure list. */
async function tabCount(page: import('playwright-core').Page, filter: string): Promise<number> {
  return Number(await page.getByTestId(`measure-tab-${filter}`).locator('.measure-tab-count').innerText());
}

describe('measures (docs/domain/measures.md)', () => {
  const fixture = useBrowser();

  it('MEA-4, MEA-6, MEA-7, MEA-10: filters the list by status tabs and type, records an effectiveness check offline, and starts the follow-up', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);

    await page.goto('/measures?location=all');
    await page.getByTestId('measure-tab-ALL').waitFor();
    const all = await tabCount(page, 'ALL');
    const open = await tabCount(page, 'OPEN');
    const done = await tabCount(page, 'DONE');
    expect(open + done).toBe(all);
    expect(await tabCount(page, 'OVERDUE')).toBeGreaterThanOrEqual(1);

    await page.getByTestId('measure-tab-OVERDUE').click();
    await page.waitForURL(/status=OVERDUE/);
    const overdueRows = page.locator('[data-testid="entity-list"] tbody tr, table tbody tr');
    await eventually(
      () => page.locator('table tbody tr').allInnerTexts(),
      (rows) => rows.some((row) => row.includes('Fahr- und Gehwege in Halle 4 neu markieren')),
      { what: 'the overdue measure in the list' },
    );
    expect((await overdueRows.allInnerTexts()).join('\n')).not.toContain('Erdungsklemmen');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-overdue.png`, fullPage: true });

    // MEA-4: by location, each measure placed through its origin (read by id from the replica).
    await page.goto('/measures?status=OVERDUE&location=acme-loc-mannheim');
    await eventually(
      () => page.locator('table tbody tr').allInnerTexts(),
      (rows) =>
        rows.some((row) => row.includes('Fahr- und Gehwege in Halle 4 neu markieren')) &&
        !rows.some((row) => row.includes('Zoneneinteilung der Abfüllstelle Tanklager Nord')),
      { what: 'the overdue measures of Lager Mannheim' },
    );
    expect(await page.getByTestId('measure-filter-location').innerText()).toContain('Lager Mannheim');
    await page.getByTestId('measure-filter-all-locations').click();
    await eventually(
      () => page.locator('table tbody tr').allInnerTexts(),
      (rows) => rows.some((row) => row.includes('Zoneneinteilung der Abfüllstelle Tanklager Nord')),
      { what: 'the overdue measures of every location' },
    );

    // Type and tab together: done technical measures.
    await page.getByTestId('measure-tab-DONE').click();
    await page.getByTestId('measure-filter-type').selectOption('TECHNICAL');
    await page.waitForURL(/type=TECHNICAL/);
    await eventually(
      () => page.locator('table tbody tr').allInnerTexts(),
      (rows) => rows.length >= 1 && rows.every((row) => row.includes('\tTechnisch\t')),
      { what: 'only technical measures' },
    );
    expect(page.url()).toContain('status=DONE');

    // A done measure whose check is overdue: recorded offline as not effective (and put back afterwards).
    const seeded = await server.document('acme-mea-forklift-mirror');
    if (seeded) onTestFinished(() => server.restore('MEASURE', seeded.id, seeded.data));
    await page.goto('/measures/acme-mea-forklift-mirror');
    const panel = page.getByTestId('effectiveness-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-state')).toBe('overdue');
    expect(await page.getByTestId('measure-origin').innerText()).toContain('Gefährdungsbeurteilung Staplerbetrieb');
    await context.setOffline(true);
    await page.getByTestId('effectiveness-no').check();
    await page.getByTestId('effectiveness-record').click();
    await page.getByTestId('effectiveness-waiting').waitFor();
    expect(await page.getByTestId('effectiveness-verdict').innerText()).toBe('Nicht wirksam');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/check-offline.png`, fullPage: true });
    await context.setOffline(false);
    await page.getByTestId('effectiveness-stamp').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('effectiveness-stamp').innerText()).toMatch(/^Geprüft von Anna Berger am /);
    const stored = await eventually(
      () => server.document('acme-mea-forklift-mirror'),
      (doc) => doc?.data.isEffective === false,
      { what: 'the check on the server' },
    );
    expect(stored?.data).toMatchObject({ effectivenessCheckedBy: 'acme-emp-anna', isDone: true });
    expect(String(stored?.data.effectivenessCheckedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // "Not effective" offers the follow-up: same origin, type and responsible, linked back.
    await page.getByTestId('effectiveness-follow-up').click();
    await page.waitForURL(/\/measures\/new\?/);
    await eventually(
      () => page.locator('#field-name').inputValue(),
      (value) => value.startsWith('Folgemaßnahme: Weitwinkelspiegel'),
      { what: 'the follow-up title' },
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/follow-up-new.png`, fullPage: true });
    await page.getByTestId('save').click();
    await page.waitForURL(NEW_MEASURE);
    const followUpId = NEW_MEASURE.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('MEASURE', followUpId));
    const followUp = await eventually(
      () => server.document(followUpId),
      (doc) => doc !== undefined,
      { what: 'the follow-up on the server' },
    );
    expect(followUp?.data).toMatchObject({
      origin: 'acme-ra-forklift',
      followUpOf: 'acme-mea-forklift-mirror',
      measureType: 'TECHNICAL',
      responsible: 'acme-emp-hoffmann',
      isDone: false,
    });
    expect(await page.getByTestId('measure-follow-up-of').innerText()).toContain('Weitwinkelspiegel');

    // The origin lists its measures, the follow-up among them.
    await page.goto('/risk_assessments/acme-ra-forklift');
    const rows = page.getByTestId('measures-panel-rows');
    await rows.waitFor();
    expect(await rows.innerText()).toContain('Folgemaßnahme: Weitwinkelspiegel');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/origin-panel.png`, fullPage: true });

    // The recurring measure lists what it generated.
    await page.goto('/recurring_measures/acme-rmea-sump-check');
    const generated = page.getByTestId('generated-measures-rows');
    await generated.waitFor();
    expect(await generated.locator('tbody tr').count()).toBe(3);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recurring.png`, fullPage: true });
  });
});
