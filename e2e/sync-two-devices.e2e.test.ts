import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { syncNow, waitForValue, waitUntilSynced } from './support/sync';

const UUID = /\/contacts\/([0-9a-f-]{36})$/;

describe('two devices of one user (tablet and desktop)', () => {
  const fixture = useBrowser();

  it('different fields edited on two devices merge; the same field shows a conflict that keep mine resolves', async () => {
    const desktop = await fixture.signIn('anna@sorgfalt.example');
    const tablet = await fixture.signIn('anna@sorgfalt.example', { viewport: { width: 768, height: 1024 } });

    await desktop.page.goto('/contacts/new');
    await desktop.page.locator('#field-name').fill('Gutachterbüro Lenz');
    await desktop.page.locator('#field-phone').fill('0621 100');
    await desktop.page.getByTestId('save').click();
    await desktop.page.waitForURL(UUID);
    const path = new URL(desktop.page.url()).pathname;
    await waitUntilSynced(desktop.page);

    await syncNow(tablet.page);
    await tablet.page.goto(path);
    await waitForValue(tablet.page, '#field-name', 'Gutachterbüro Lenz');

    // Different fields: the tablet user types a phone while the desktop saves an e-mail.
    await tablet.page.locator('#field-phone').fill('0621 200');
    await desktop.page.locator('#field-email').fill('info@lenz.example');
    await desktop.page.getByTestId('save').click();
    await waitUntilSynced(desktop.page);
    await tablet.page.getByTestId('save').click();
    await waitUntilSynced(tablet.page);
    await syncNow(desktop.page);
    await desktop.page.goto(path);
    await waitForValue(desktop.page, '#field-phone', '0621 200');
    await waitForValue(desktop.page, '#field-email', 'info@lenz.example');

    // The same field: both rename; the desktop's name reaches the server first.
    await tablet.page.goto(path);
    await waitForValue(tablet.page, '#field-email', 'info@lenz.example');
    await tablet.page.locator('#field-name').fill('Lenz (Tablet)');
    await desktop.page.locator('#field-name').fill('Lenz (Desktop)');
    await desktop.page.getByTestId('save').click();
    await waitUntilSynced(desktop.page);
    await tablet.page.getByTestId('save').click();
    await tablet.page.locator('.sync-count-problem').waitFor({ timeout: 30_000 });
    await waitForValue(tablet.page, '#field-name', 'Lenz (Desktop)');

    // The tablet user sees both values and keeps their own.
    await tablet.page.goto('/settings');
    const conflict = tablet.page.locator('.problem[data-kind="field"]');
    await conflict.waitFor();
    expect(await conflict.locator('td').allInnerTexts()).toEqual(['Lenz (Tablet)', 'Lenz (Desktop)']);
    await conflict.getByRole('button', { name: 'Meine behalten' }).click();
    await waitUntilSynced(tablet.page);
    await syncNow(desktop.page);
    await desktop.page.goto(path);
    await waitForValue(desktop.page, '#field-name', 'Lenz (Tablet)');

    await tablet.context.close();
    await desktop.context.close();
  });
});
