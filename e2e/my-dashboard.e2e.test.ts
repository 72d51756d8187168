import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { waitUntilSynced } from './support/sync';

const SHOTS = process.env.TRAININGS_SHOTS;

/**
 * Decision 0060: Jana reads only her own instructions (role with MY_INSTRUCTIONS alone). Her
 * navigation offers the dashboard, the due view and her instructions, nothing she cannot read; her
 * dashboard says why there is no score and shows her own trainings instead of "nothing is missing".
 */
describe('navigation and dashboard by read access (decision 0060)', () => {
  const fixture = useBrowser();

  it('Jana sees only what she may read in the navigation and her own trainings on the dashboard, in German', async () => {
    const { context, page, app } = await fixture.signIn('jana@sorgfalt.example');
    expect(await app.navigationPaths()).toEqual(['/', '/due', '/instructions/user']);
    const nav = await page.locator('.layout-nav nav').innerText();
    for (const hidden of ['Standorte', 'Kontakte', 'Arbeitsmittel', 'Mitarbeiter', 'Rollen', 'Gefahrstoff'])
      expect(nav).not.toContain(hidden);

    await waitUntilSynced(page);
    await page.goto('/');
    await page.getByTestId('my-dashboard').waitFor();
    expect(await page.getByTestId('dashboard-greeting').innerText()).toContain('Hallo Jana, das steht für Sie an.');
    const dashboard = await page.locator('.dashboard').innerText();
    expect(dashboard).toContain('keine Compliance-Note');
    expect(dashboard).not.toMatch(/Nichts fehlt|Noch nichts zu bewerten/);
    expect(await page.locator('.dashboard-measures').count()).toBe(0);

    const card = page.getByTestId('my-instructions-card');
    await card
      .locator('[data-testid="my-dashboard-due"] li', { hasText: 'Gefahrstoffe nach § 14 GefStoffV' })
      .waitFor();
    const text = await card.innerText();
    expect(text).toContain('Meine Unterweisungen');
    expect(text).not.toContain('Flurförderzeuge');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-dashboard-de.png`, fullPage: true });

    await page.getByTestId('my-dashboard-all').click();
    await page.waitForURL(/\/instructions\/user$/);
    await page.getByTestId('user-instructions').waitFor();
    await context.close();
  });
});
