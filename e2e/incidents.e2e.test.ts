import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readPdfPages } from '../client/features/pdf/pdf-reader';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.INCIDENTS_SHOTS;
const INCIDENT = /\/incidents\/without_report\/([0-9a-f-]{36})$/;
const TABLET = { width: 820, height: 1180 };

async function pdfText(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readPdfPages(new Uint8Array(await readFile(await download.path())))
    .map((pdfPage) => pdfPage.text)
    .join('\n');
}

/** The chosen parts' list, the text equivalent of the map. */
async function chosenParts(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId('chosen-body-parts')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-part')));
}

describe('incidents without report (docs/domain/incidents.md)', () => {
  const fixture = useBrowser();

  it('INC-2 … INC-4 on a tablet in German: opened from the employee, body parts tapped offline, found again and printed', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { page, app } = await fixture.signIn('anna@sorgfalt.example', { viewport: TABLET, hasTouch: true });
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);

    await page.goto('/employees/acme-emp-yilmaz');
    const panel = page.getByTestId('employee-incidents');
    await panel.waitFor();
    await page.context().setOffline(true);
    await panel.getByRole('link', { name: 'Ereignis für diese Person erfassen' }).click();
    await page.waitForURL(/\/incidents\/without_report\/new\?/);
    const name = `Prellung am Knie ${Date.now()}`;
    await page.locator('#field-name').fill(name);

    const map = page.getByTestId('body-map');
    await map.getByRole('checkbox', { name: 'Rechtes Knie' }).tap();
    await map.getByRole('checkbox', { name: 'Linker Unterarm' }).tap();
    await map.getByRole('checkbox', { name: 'Linker Unterarm' }).tap();
    // The lower back is two boxes either side of the spine: a finger lands on one of them.
    await map.locator('[data-part="LOWER_BACK"] rect').first().tap();
    expect(await map.getByRole('checkbox', { name: 'Rechtes Knie' }).getAttribute('aria-checked')).toBe('true');
    expect(await chosenParts(page)).toEqual(['LOWER_BACK', 'RIGHT_KNEE']);
    await page.getByTestId('other-body-part').selectOption('RIGHT_THUMB');
    await page.getByRole('button', { name: 'Hinzufügen', exact: true }).tap();
    expect(await chosenParts(page)).toEqual(['LOWER_BACK', 'RIGHT_THUMB', 'RIGHT_KNEE']);
    await page.locator('#field-firstAid').fill('Kühlpack aufgelegt');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/incident-tablet-de.png`, fullPage: true });
    await page.getByTestId('save').tap();
    await page.waitForURL(INCIDENT);
    const id = INCIDENT.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('INCIDENT_WITHOUT_REPORT', id));

    const text = await pdfText(page, 'first-aid-log-pdf');
    expect(text).toContain('Eintrag ins Verbandbuch');
    expect(text).toContain('Mehmet Yılmaz');
    expect(text).toContain('Kühlpack aufgelegt');
    expect(text).toMatch(/Rechtes Knie/);

    await page.goto('/employees/acme-emp-yilmaz');
    await eventually(
      () => page.getByTestId('employee-incidents').innerText(),
      (listed) => listed.includes(name),
      { what: 'the incident on the employee screen' },
    );
    await page.context().setOffline(false);
    const stored = await eventually(
      () => server.document(id),
      (doc) => doc !== undefined,
      { what: 'the incident on the server', timeout: 30_000 },
    );
    expect(stored?.data).toMatchObject({
      injuredEmployee: 'acme-emp-yilmaz',
      injuredBodyParts: ['LOWER_BACK', 'RIGHT_THUMB', 'RIGHT_KNEE'],
    });
  });

  it('INC-2, INC-4 on a desktop in English: from the user menu, body parts by keyboard offline, printed', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);
    await page.context().setOffline(true);

    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByTestId('record-incident').click();
    await page.waitForURL(/\/incidents\/without_report\/new$/);
    const name = `Burn on the hand ${Date.now()}`;
    await page.locator('#field-name').fill(name);

    const map = page.getByTestId('body-map');
    const leftHand = map.getByRole('checkbox', { name: 'Left hand', exact: true });
    await leftHand.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-part'));
    expect(focused).toBe('RIGHT_FINGERS');
    await page.keyboard.press('Enter');
    expect(await leftHand.getAttribute('aria-checked')).toBe('true');
    expect(await chosenParts(page)).toEqual(['LEFT_HAND', 'RIGHT_FINGERS']);
    await page.keyboard.press('Space');
    expect(await chosenParts(page)).toEqual(['LEFT_HAND']);
    await map.getByRole('button', { name: 'Remove Left hand' }).press('Enter');
    await map.getByText('None chosen yet.').waitFor();
    await leftHand.press('Enter');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/incident-desktop-en.png`, fullPage: true });
    await page.getByTestId('save').click();
    await page.waitForURL(INCIDENT);
    const id = INCIDENT.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('INCIDENT_WITHOUT_REPORT', id));

    const text = await pdfText(page, 'first-aid-log-pdf');
    expect(text).toContain('First-aid log entry');
    expect(text).toContain(name);
    expect(text).toContain('Left hand');

    await page.context().setOffline(false);
    const stored = await eventually(
      () => server.document(id),
      (doc) => doc !== undefined,
      { what: 'the incident on the server', timeout: 30_000 },
    );
    expect(stored?.data.injuredBodyParts).toEqual(['LEFT_HAND']);
  });
});
