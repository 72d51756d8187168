import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import type { AppPage } from './support/pages';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.TRAININGS_SHOTS;
const TABLET = { width: 820, height: 1180 };
const ACETONE = '/substance_instructions/acme-si-acetone';

/**
 * Jana reads only her own instructions (docs/domain/trainings.md TRN-8): after the first sync she
 * goes offline, starts the app again, finds her yearly instruction with her own progress and opens
 * the operating instruction it teaches — all from her device.
 */
async function readOffline(context: BrowserContext, page: Page, app: AppPage, texts: RegExp[], shot: string) {
  await prepareOfflineStart(page, app);
  await waitUntilSynced(page);
  await context.setOffline(true);
  await page.reload();
  await app.waitForLayout();
  await page.goto('/instructions/user');
  const card = page.locator('[data-testid="user-instructions"] li', { hasText: 'Gefahrstoffe nach § 14 GefStoffV' });
  await card.waitFor();
  const text = await card.innerText();
  expect(text).toContain('25 %');
  for (const expected of texts) expect(text).toMatch(expected);
  // Only her own: the forklift instruction, in which she takes part not, is not on her device.
  expect(await page.getByTestId('user-instructions').innerText()).not.toContain('Flurförderzeuge');
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-instructions-${shot}.png`, fullPage: true });

  await card.locator(`a[href="${ACETONE}"]`).click();
  await page.waitForURL(new RegExp(`${ACETONE}$`));
  // The detail screen names the type until it has read the document from the device.
  await page.locator('main h1', { hasText: /Aceton/ }).waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-instructions-${shot}-read.png`, fullPage: true });

  // Its address opened cold (the replica opens after the layout's first render): the document,
  // without a refusal shown on the way, though her roles do not cover the screen (decision 0067).
  await page.addInitScript(() => {
    const seen = window as unknown as { refusalSeen: boolean };
    seen.refusalSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="screen-not-readable"]')) seen.refusalSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(ACETONE);
  await app.waitForLayout();
  await page.locator('main h1', { hasText: /Aceton/ }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { refusalSeen: boolean }).refusalSeen)).toBe(false);
}

describe('my instructions (docs/domain/trainings.md TRN-8)', () => {
  const fixture = useBrowser();

  it('TRN-8 Jana, with MY_INSTRUCTIONS alone, reads her instruction and what it teaches offline on a desktop in German', async () => {
    const { context, page, app } = await fixture.signIn('jana@sorgfalt.example');
    await readOffline(context, page, app, [/Fällig am/, /Zu lesen:/], 'de');
    await context.close();
  });

  it('TRN-8 Jana reads the same on a tablet in English, offline', async () => {
    const { context, page, app } = await fixture.signIn('jana@sorgfalt.example', { viewport: TABLET, hasTouch: true });
    await app.chooseLanguage('en');
    await readOffline(context, page, app, [/Due on/, /To read:/], 'en');
    await context.close();
  });
});
