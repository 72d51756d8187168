import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { AppPage, LoginPage } from './support/pages';

describe('first sync of a new device', () => {
  const fixture = useBrowser();

  it('an empty list says the data is still loading, not that there is nothing, until the first sync ends', async () => {
    const context = await fixture.newContext({ viewport: { width: 768, height: 1024 } });
    const held: Route[] = [];
    let holding = true;
    await context.route('**/api/v2/sync/pull**', (route) => {
      if (holding) held.push(route);
      else void route.continue();
    });
    const page = await context.newPage();
    await page.goto('/');
    await new LoginPage(page).signIn('anna@sorgfalt.example');
    await new AppPage(page).waitForLayout();

    await page.goto('/contacts');
    const notice = page.getByTestId('entity-list-first-sync');
    await notice.waitFor();
    expect(await notice.innerText()).toBe('Die Daten werden auf dieses Gerät geladen…');
    expect(await page.getByTestId('entity-list-empty').count()).toBe(0);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.locator('.entity-list-table tbody a').first().waitFor();
    await notice.waitFor({ state: 'detached' });
    await context.close();
  });
});
