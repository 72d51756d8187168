import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readPdfPages } from '../client/features/pdf/pdf-reader';
import { addMonths } from '../shared/domain/measures';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.TRAININGS_SHOTS;
const INSTRUCTION = /\/instructions\/([0-9a-f-]{36})$/;
const TABLET = { width: 820, height: 1180 };

function localDay(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The three counts of an instruction's row in the organisation list (TRN-5). */
async function counts(page: Page, id: string): Promise<string[]> {
  const row = page.getByTestId(`instruction-row-${id}`);
  await row.waitFor();
  return Promise.all(
    ['participants', 'completed', 'overdue'].map((name) => row.locator(`[data-count="${name}"]`).innerText()),
  );
}

/** Waits until an instruction's row shows the counts (the list re-counts after a choice of location). */
async function countsBecome(page: Page, id: string, expected: readonly string[]): Promise<void> {
  await eventually(
    () => counts(page, id),
    (found) => found.join() === expected.join(),
    { what: `the counts ${expected.join(', ')} of ${id}` },
  );
}

/**
 * A new yearly instruction, offline: the warehouse department assigned (TRN-6), Jonas Wagner's
 * session marked completed today (TRN-1), progress and counts seen, then synchronised with the
 * next due date the server derived (TRN-4).
 */
async function assignAndComplete(page: Page, server: ServerApi, language: 'de' | 'en'): Promise<string> {
  await page.goto('/instructions/new');
  await page.locator('#field-name').fill(`Unterweisung Lager ${language} ${Date.now()}`);
  await page.locator('#field-repeatIntervalInMonths').fill('12');
  await page.getByTestId('save').click();
  await page.waitForURL(INSTRUCTION);
  const id = INSTRUCTION.exec(page.url())?.[1] ?? '';
  onTestFinished(() => server.remove('INSTRUCTION', id));
  await waitUntilSynced(page);

  await page.context().setOffline(true);
  await page.getByTestId('assign-department').selectOption({ label: 'Lager und Logistik' });
  await page.getByTestId('assign-department').locator('xpath=following-sibling::button').click();
  const wagner = page.locator('[data-testid="session-row"][data-employee="acme-emp-wagner"]');
  await wagner.waitFor();
  expect(await wagner.getAttribute('data-state')).toBe('open');
  expect(await wagner.innerText()).toContain('0 %');
  await wagner.getByRole('checkbox').check();
  await page.getByTestId('mark-completed').click();
  await eventually(
    () => wagner.getAttribute('data-state'),
    (state) => state === 'completed',
    { what: 'the session completed' },
  );
  expect(await wagner.innerText()).toContain('100 %');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/instruction-${language}.png`, fullPage: true });

  await page.goto('/instructions/organization');
  const [participants, completed, overdue] = await counts(page, id);
  expect(Number(participants)).toBeGreaterThanOrEqual(1);
  expect(completed).toBe('1');
  expect(overdue).toBe('0');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/organization-${language}.png`, fullPage: true });

  await page.context().setOffline(false);
  const stored = await eventually(
    () => server.document(id),
    (doc) => typeof doc?.data.nextDueDate === 'string',
    { what: 'the completed session on the server with its next due date', timeout: 30_000 },
  );
  expect(stored?.data.nextDueDate).toBe(addMonths(localDay(), 12));
  return id;
}

describe('trainings (docs/domain/trainings.md)', () => {
  const fixture = useBrowser();

  it('TRN-1, TRN-4 … TRN-6 on a desktop in German: assigns a department offline, completes a session, sees the counts and prints the participant list', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { page, app } = await fixture.signIn('anna@sorgfalt.example');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);

    await page.goto('/instructions/organization');
    expect(await counts(page, 'acme-training-forklift')).toEqual(['4', '1', '3']);
    expect(await counts(page, 'acme-training-hazmat')).toEqual(['5', '2', '0']);
    expect(await seriousViolations(page)).toEqual([]);

    // TRN-11: at one location the list counts only the participants working there.
    await page.getByTestId('instructions-location').selectOption({ label: 'Lager Mannheim' });
    await page.waitForURL(/[?&]location=acme-loc-mannheim$/);
    await countsBecome(page, 'acme-training-forklift', ['2', '1', '1']);
    expect(await counts(page, 'acme-training-hazmat')).toEqual(['2', '0', '0']);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/organization-location.png`, fullPage: true });
    await page.goto('/instructions/organization?location=acme-loc-ludwigshafen');
    expect(await counts(page, 'acme-training-forklift')).toEqual(['1', '0', '1']);
    expect(await counts(page, 'acme-training-hazmat')).toEqual(['3', '2', '0']);
    await page.getByTestId('instructions-location').selectOption({ value: '' });
    await page.waitForURL(/[?&]location=all$/);
    await countsBecome(page, 'acme-training-forklift', ['4', '1', '3']);

    const id = await assignAndComplete(page, server, 'de');

    await page.goto(`/instructions/${id}`);
    await page.getByTestId('session-table').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A score: a malformed one is refused with a message, a decimal comma is understood.
    const score = page.getByRole('textbox', { name: 'Punktzahl von Jonas Wagner' });
    await score.fill('-2');
    await score.press('Tab');
    expect(await page.locator('.training-score-error').innerText()).toBe('Geben Sie eine Zahl ab 0 ein.');
    await score.fill('8,5');
    await score.press('Tab');
    await eventually(
      () => server.document(id),
      (doc) =>
        Array.isArray(doc?.data.sessions) &&
        doc.data.sessions.some((session: { employee?: string; score?: number }) => session.score === 8.5),
      { what: 'the score on the server', timeout: 30_000 },
    );
    // Progress by hand (TRN-9): more than 100 is refused with a message, "45 %" is stored.
    const progress = page.getByRole('textbox', { name: 'Fortschritt von Jana Roth in Prozent' });
    await progress.fill('120');
    await progress.press('Tab');
    expect(await page.locator('.training-progress-error').innerText()).toBe(
      'Geben Sie eine ganze Zahl von 0 bis 100 ein.',
    );
    await progress.fill('45 %');
    await progress.press('Enter');
    await eventually(
      () => server.document(id),
      (doc) =>
        Array.isArray(doc?.data.sessions) &&
        doc.data.sessions.some(
          (session: { employee?: string; progressInPercent?: number }) =>
            session.employee === 'acme-emp-roth' && session.progressInPercent === 45,
        ),
      { what: 'the progress on the server', timeout: 30_000 },
    );
    expect(await page.locator('[data-testid="session-row"][data-employee="acme-emp-roth"]').innerText()).toContain(
      '45 %',
    );
    // A completion day in the future is refused with a message.
    await page.locator('.training-complete input[type="date"]').fill('2099-01-01');
    await page.getByText('Geben Sie den Tag des Abschlusses ein: heute oder einen Tag davor.').waitFor();
    expect(await page.getByTestId('mark-completed').isDisabled()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('participant-list-pdf').click(),
    ]);
    const text = readPdfPages(new Uint8Array(await readFile(await download.path())))
      .map((pdfPage) => pdfPage.text)
      .join('\n');
    expect(text).toContain('Teilnehmerliste einer Unterweisung');
    expect(text).toContain('Jonas Wagner');
    expect(text).toContain('Unterschrift');

    // My instructions: Anna's own sessions only.
    await page.goto('/instructions/user');
    const mine = page.getByTestId('user-instructions');
    await mine.waitFor();
    const cards = await mine.locator('li').allInnerTexts();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toContain('Unterweisung Flurförderzeuge');
    expect(cards[0]).toContain('60 %');
    expect(cards[0]).toContain('Überfällig');
  });

  it('TRN-1, TRN-5, TRN-6 on a tablet in English: assigns a department offline, completes a session and sees progress', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { page, app } = await fixture.signIn('anna@sorgfalt.example', { viewport: TABLET, hasTouch: true });
    await app.chooseLanguage('en');
    await prepareOfflineStart(page, app);
    await waitUntilSynced(page);
    await page.goto('/instructions/organization');
    await page.getByRole('columnheader', { name: 'Overdue' }).waitFor();
    await assignAndComplete(page, server, 'en');
  });
});
