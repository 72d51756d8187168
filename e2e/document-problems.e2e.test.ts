import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { syncNow, waitForValue, waitUntilSynced } from './support/sync';

const UUID = /\/contacts\/([0-9a-f-]{36})$/;

describe('problems shown where the user works', () => {
  const fixture = useBrowser();

  it('a conflict shows both values on the document itself, and keep theirs settles it there', async () => {
    const desktop = await fixture.signIn('anna@sorgfalt.example');
    const tablet = await fixture.signIn('anna@sorgfalt.example', { viewport: { width: 768, height: 1024 } });

    await desktop.page.goto('/contacts/new');
    await desktop.page.locator('#field-name').fill('Prüflabor Wendt');
    await desktop.page.getByTestId('save').click();
    await desktop.page.waitForURL(UUID);
    const path = new URL(desktop.page.url()).pathname;
    await waitUntilSynced(desktop.page);

    await syncNow(tablet.page);
    await tablet.page.goto(path);
    await waitForValue(tablet.page, '#field-name', 'Prüflabor Wendt');
    expect(await tablet.page.getByTestId('document-problems').count()).toBe(0);

    await tablet.page.locator('#field-name').fill('Wendt (Tablet)');
    await desktop.page.locator('#field-name').fill('Wendt (Desktop)');
    await desktop.page.getByTestId('save').click();
    await waitUntilSynced(desktop.page);
    await tablet.page.getByTestId('save').click();

    const problems = tablet.page.getByTestId('document-problems');
    await problems.waitFor({ timeout: 30_000 });
    const conflict = problems.locator('.problem[data-kind="field"]');
    expect(await conflict.locator('td').allInnerTexts()).toEqual(['Wendt (Tablet)', 'Wendt (Desktop)']);
    await waitForValue(tablet.page, '#field-name', 'Wendt (Desktop)');

    await conflict.getByRole('button', { name: 'Andere übernehmen' }).click();
    await problems.waitFor({ state: 'detached' });
    await waitUntilSynced(tablet.page);
    expect(await tablet.page.locator('#field-name').inputValue()).toBe('Wendt (Desktop)');
    // The header's count follows its own live query: wait for it to go, do not read it once.
    await tablet.page.locator('.sync-count-problem').waitFor({ state: 'detached' });

    await tablet.context.close();
    await desktop.context.close();
  });

  it('a server that refuses this version (426) shows an update prompt that cannot be put off', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await waitUntilSynced(page);
    await context.route('**/api/v2/sync/**', (route) =>
      route.fulfill({ status: 426, contentType: 'application/json', body: '{"code":"PROTOCOL_OUTDATED"}' }),
    );
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();

    const prompt = page.locator('.update-prompt[data-required="true"]');
    await prompt.waitFor({ timeout: 30_000 });
    expect(await prompt.innerText()).toContain('nicht mehr mit dem Server synchronisieren');
    expect(await prompt.getByRole('button', { name: 'Später' }).count()).toBe(0);
    expect(await page.locator('.sync-status').innerText()).toContain('Bitte die App aktualisieren');

    await context.unroute('**/api/v2/sync/**');
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Jetzt aktualisieren' }).click()]);
    await waitUntilSynced(page);
    expect(await page.locator('.update-prompt').count()).toBe(0);
    await context.close();
  });
});
