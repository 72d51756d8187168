import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { ServerApi } from './support/server-api';
import { syncNow, waitForValue, waitUntilSynced } from './support/sync';

const UUID = /\/contacts\/([0-9a-f-]{36})$/;

describe('two devices of one user (tablet and desktop)', () => {
  const fixture = useBrowser();

  it('different fields edited on two devices merge; the same field shows a conflict that keep mine resolves', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const desktop = await fixture.signIn('anna@sorgfalt.example');
    const tablet = await fixture.signIn('anna@sorgfalt.example', { viewport: { width: 768, height: 1024 } });

    await desktop.page.goto('/contacts/new');
    await desktop.page.locator('#field-name').fill('Gutachterbüro Lenz');
    await desktop.page.locator('#field-phone').fill('0621 100');
    await desktop.page.getByTestId('save').click();
    await desktop.page.waitForURL(UUID);
    const path = new URL(desktop.page.url()).pathname;
    onTestFinished(() => server.remove('CONTACT', UUID.exec(path)?.[1] ?? ''));
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

  it('the same field shows a conflict that keep theirs resolves: the other value stays, nothing more is sent', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const desktop = await fixture.signIn('anna@sorgfalt.example');
    const tablet = await fixture.signIn('anna@sorgfalt.example', { viewport: { width: 768, height: 1024 } });

    await desktop.page.goto('/contacts/new');
    await desktop.page.locator('#field-name').fill('Labor Dietz');
    await desktop.page.getByTestId('save').click();
    await desktop.page.waitForURL(UUID);
    const path = new URL(desktop.page.url()).pathname;
    const id = UUID.exec(path)?.[1] ?? '';
    onTestFinished(() => server.remove('CONTACT', id));
    await waitUntilSynced(desktop.page);
    await syncNow(tablet.page);
    await tablet.page.goto(path);
    await waitForValue(tablet.page, '#field-name', 'Labor Dietz');

    // Both rename; the tablet also adds a phone. The desktop's name reaches the server first.
    await tablet.page.locator('#field-name').fill('Labor Dietz (Tablet)');
    await tablet.page.locator('#field-phone').fill('0621 400');
    await desktop.page.locator('#field-name').fill('Labor Dietz (Desktop)');
    await desktop.page.getByTestId('save').click();
    await waitUntilSynced(desktop.page);
    await tablet.page.getByTestId('save').click();
    await tablet.page.locator('.sync-count-problem').waitFor({ timeout: 30_000 });
    await waitForValue(tablet.page, '#field-name', 'Labor Dietz (Desktop)');
    const committed = await server.history('CONTACT', id);
    expect(committed.map((entry) => entry.changedFields)).toEqual([['name'], ['name'], ['phone']]);

    // The tablet user sees both values and keeps theirs: the conflict goes, nothing is sent.
    await tablet.page.goto('/settings');
    const conflict = tablet.page.locator('.problem[data-kind="field"]');
    await conflict.waitFor();
    expect(await conflict.locator('td').allInnerTexts()).toEqual(['Labor Dietz (Tablet)', 'Labor Dietz (Desktop)']);
    await conflict.getByRole('button', { name: 'Andere übernehmen' }).click();
    await conflict.waitFor({ state: 'detached' });
    await tablet.page.getByText('Keine Konflikte und keine abgelehnten Änderungen.').waitFor();
    // The header's count follows its own live query: wait for it to go, do not read it once.
    await tablet.page.locator('.sync-count-problem').waitFor({ state: 'detached' });
    await syncNow(tablet.page);
    expect(await server.history('CONTACT', id)).toEqual(committed);
    const stored = await server.document(id);
    expect([stored?.data.name, stored?.data.phone]).toEqual(['Labor Dietz (Desktop)', '0621 400']);
    await tablet.page.goto(path);
    await waitForValue(tablet.page, '#field-name', 'Labor Dietz (Desktop)');
    expect(await tablet.page.locator('#field-phone').inputValue()).toBe('0621 400');
    await syncNow(desktop.page);
    await desktop.page.goto(path);
    await waitForValue(desktop.page, '#field-phone', '0621 400');
    expect(await desktop.page.locator('#field-name').inputValue()).toBe('Labor Dietz (Desktop)');

    await tablet.context.close();
    await desktop.context.close();
  });
});
