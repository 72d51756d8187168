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

  it('Jana typing the address of a hidden screen is told she may not see it, with a way back; Anna opens it', async () => {
    const jana = await fixture.signIn('jana@sorgfalt.example');
    for (const [path, title] of [
      ['/locations', 'Standorte'],
      ['/contacts/acme-con-testing', 'Kontakte'],
      ['/files', 'Dateien'],
    ] as const) {
      await jana.page.goto(path);
      const refusal = jana.page.getByTestId('screen-not-readable');
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain('Ihre Rollen erlauben Ihnen nicht, diesen Bereich zu sehen.');
      expect(await jana.page.locator('#page-title').innerText()).toBe(title);
      expect(await jana.page.locator('#main table, #main .location-tree-name, #main form').count()).toBe(0);
    }
    expect(await seriousViolations(jana.page)).toEqual([]);
    if (SHOTS) await jana.page.screenshot({ path: `${SHOTS}/screen-not-readable-de.png`, fullPage: true });
    await jana.page.getByTestId('screen-not-readable').getByRole('link', { name: 'Zurück zum Dashboard' }).click();
    await jana.page.getByTestId('my-dashboard').waitFor();
    await jana.page.goto('/instructions/user');
    await jana.page.getByTestId('user-instructions').waitFor();
    expect(await jana.page.getByTestId('screen-not-readable').count()).toBe(0);
    await jana.context.close();

    const anna = await fixture.signIn('anna@sorgfalt.example');
    await anna.page.goto('/locations');
    await anna.page.locator('.location-tree-name').first().waitFor();
    expect(await anna.page.getByTestId('screen-not-readable').count()).toBe(0);
    await anna.context.close();
  });
});
