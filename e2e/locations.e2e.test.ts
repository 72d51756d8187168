import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { waitForValue } from './support/sync';

const SELECTED_LOCATION_KEY = 'sorgfalt.selectedLocation';

/** The rendered tree, top to bottom, each name indented by its depth. */
function treeOutline(page: Page): Promise<string[]> {
  return page
    .locator('.location-tree')
    .first()
    .evaluate((tree) =>
      [...tree.querySelectorAll('.location-tree-name')].map((name) => {
        let depth = 0;
        for (let node = name.parentElement; node && node !== tree; node = node.parentElement) {
          if (node.classList.contains('location-tree-group')) depth += 1;
        }
        return `${'  '.repeat(depth)}${name.textContent ?? ''}`;
      }),
    );
}

async function openTree(page: Page, path = '/locations'): Promise<void> {
  await page.goto(path);
  await page.locator('.location-tree-name').first().waitFor();
}

describe('locations: the organisation tree of acme', () => {
  const fixture = useBrowser();

  it('shows the locations with their departments beneath; a node opens with the keyboard and links to its detail', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openTree(page);
    expect(await page.getByTestId('locations-count').innerText()).toBe('2 Standorte, 4 Abteilungen');
    expect(await treeOutline(page)).toEqual([
      'Lager Mannheim',
      '  Lager und Logistik',
      'Werk Ludwigshafen',
      '  Instandhaltung',
      '  Produktion',
    ]);
    const toggle = page.getByRole('button', { name: 'Produktion aufklappen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Produktion zuklappen' }).waitFor();
    expect(await treeOutline(page)).toContain('    Abfüllung');
    expect(await page.getByRole('link', { name: 'Abfüllung', exact: true }).getAttribute('href')).toBe(
      '/locations/departments/acme-dep-filling',
    );
    expect(await page.getByRole('link', { name: /^Werk Ludwigshafen/ }).getAttribute('href')).toBe(
      '/locations/acme-loc-ludwigshafen',
    );
    expect(await page.getByTestId('new-location').getAttribute('href')).toBe('/locations/new');
    // The tree's links navigate inside the application, without loading the page again.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.getByRole('link', { name: 'Abfüllung', exact: true }).click();
    await page.waitForURL(/\/locations\/departments\/acme-dep-filling$/);
    await page.locator('form.entity-form').waitFor();
    expect(await page.locator('main h1').innerText()).toContain('Abfüllung');
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    await context.close();
  });

  it('search narrows the tree to the matches and their ancestors, German-aware, and the URL keeps it', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openTree(page);
    await page.getByTestId('locations-search').fill('abfuellung');
    await page.waitForURL(/[?&]q=abfuellung/);
    expect(await treeOutline(page)).toEqual(['Werk Ludwigshafen', '  Produktion', '    Abfüllung']);
    await page.getByTestId('locations-search').fill('INDUSTRIESTRASSE');
    await page.waitForURL(/[?&]q=INDUSTRIESTRASSE/);
    expect(await treeOutline(page)).toEqual(['Werk Ludwigshafen']);
    await openTree(page, '/locations?q=instandhaltung');
    expect(await treeOutline(page)).toEqual(['Werk Ludwigshafen', '  Instandhaltung']);
    await page.getByTestId('locations-search').fill('hamburg');
    await page.getByText('Kein Standort und keine Abteilung passt zu Ihrer Suche.').waitFor();
    await context.close();
  });

  it('"new department" of a node presets its parent; after saving the department appears beneath it', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openTree(page);
    await page.getByRole('button', { name: 'Produktion aufklappen' }).click();
    await page.getByRole('link', { name: 'Neue Abteilung unter Produktion' }).click();
    await page.waitForURL(/\/locations\/departments\/new\?parent=acme-dep-production$/);
    await waitForValue(page, '#field-parent', 'Produktion (Abteilungen)');
    await page.getByLabel(/^Name/).fill('Qualitätssicherung');
    await page.getByTestId('save').click();
    await page.waitForURL(/\/locations\/departments\/[0-9a-f-]{36}$/);
    await openTree(page);
    await page.getByRole('button', { name: 'Produktion aufklappen' }).click();
    expect(await treeOutline(page)).toEqual([
      'Lager Mannheim',
      '  Lager und Logistik',
      'Werk Ludwigshafen',
      '  Instandhaltung',
      '  Produktion',
      '    Abfüllung',
      '    Qualitätssicherung',
    ]);
    await context.close();
  });

  it('a selected location shows in the header, survives a reload, presets new departments and is cleared by a tenant switch', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await openTree(page);
    const select = page.getByRole('button', { name: 'Auswählen Werk Ludwigshafen' });
    expect(await select.getAttribute('aria-pressed')).toBe('false');
    await select.click();
    expect(await select.getAttribute('aria-pressed')).toBe('true');
    const badge = page.getByTestId('selected-location');
    expect(await badge.innerText()).toBe('Werk Ludwigshafen');
    await page.reload();
    await app.waitForLayout();
    await badge.getByText('Werk Ludwigshafen').waitFor();
    // Without a parent in the URL a new department starts at the selected location.
    await page.goto('/locations/departments/new');
    await waitForValue(page, '#field-parent', 'Werk Ludwigshafen (Standorte)');

    await app.switchTenant('Nordlicht Spedition GmbH');
    expect(await app.activeTenant()).toBe('Nordlicht Spedition GmbH');
    expect(await badge.count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_LOCATION_KEY)).toBeNull();
    await app.switchTenant('Acme Chemie GmbH');
    expect(await badge.count()).toBe(0);
    await context.close();
  });

  it('clearing the selection in the header removes it everywhere', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await openTree(page);
    await page.getByRole('button', { name: 'Auswählen Lager Mannheim' }).click();
    await page.getByTestId('selected-location').getByText('Lager Mannheim').waitFor();
    await page.getByRole('button', { name: 'Ausgewählten Standort aufheben' }).click();
    expect(await page.getByTestId('selected-location').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Auswählen Lager Mannheim' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_LOCATION_KEY)).toBeNull();
    await context.close();
  });
});
