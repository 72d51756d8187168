import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { waitForValue, waitUntilSynced } from './support/sync';

const UUID = /\/contacts\/([0-9a-f-]{36})$/;

describe('offline', () => {
  const fixture = useBrowser();

  it('after one online visit the app opens offline from the cached shell and the cached profile', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example', {
      viewport: { width: 768, height: 1024 },
    });
    await prepareOfflineStart(page, app);

    await context.setOffline(true);
    await page.reload();
    await app.waitForLayout();
    expect(await app.activeTenant()).toBe('Acme Chemie GmbH');
    expect(await page.locator('.sync-status[data-state="offline"]').innerText()).toContain('Offline');
    await page.goto('/transport/drafts');
    await app.waitForLayout();
    expect(await app.heading()).toBe('Transportvorlagen');
    await context.close();
  });

  it('offline edits survive a reload and reach the server and the other device when back online', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const tablet = await fixture.signIn('anna@sorgfalt.example', { viewport: { width: 768, height: 1024 } });
    const desktop = await fixture.signIn('anna@sorgfalt.example');
    const name = `Offline-Kontakt ${Date.now()}`;

    await tablet.page.goto('/contacts/new');
    await tablet.page.locator('#field-name').fill(name);
    await tablet.page.locator('#field-phone').fill('0621 300');
    await tablet.page.getByTestId('save').click();
    await tablet.page.waitForURL(UUID);
    const id = UUID.exec(new URL(tablet.page.url()).pathname)?.[1] ?? '';
    onTestFinished(() => server.remove('CONTACT', id));
    await waitUntilSynced(tablet.page);
    await prepareOfflineStart(tablet.page, tablet.app);
    await desktop.page.goto('/contacts');
    const desktopRow = desktop.page.locator(`tr[data-id="${id}"]`);
    await desktopRow.filter({ hasText: '0621 300' }).waitFor({ timeout: 30_000 });

    // Offline the tablet keeps the edit on the device; it waits and survives a reload.
    await tablet.context.setOffline(true);
    await tablet.page.locator('.sync-status[data-state="offline"]').waitFor();
    await waitForValue(tablet.page, '#field-name', name);
    await tablet.page.locator('#field-phone').fill('0621 301');
    await tablet.page.getByTestId('save').click();
    expect(await tablet.page.getByTestId('form-saved').innerText()).toBe(
      'Auf diesem Gerät gespeichert; wird gesendet, sobald Sie online sind',
    );
    await tablet.page.reload();
    await tablet.app.waitForLayout();
    await waitForValue(tablet.page, '#field-phone', '0621 301');
    expect(await tablet.page.locator('[data-testid="sync-pending"] [aria-hidden="true"]').innerText()).toBe('1');
    await tablet.page.getByTestId('document-pending').waitFor();
    expect(await tablet.page.locator('.sync-status').getAttribute('data-state')).toBe('offline');

    // Nothing reached the server while offline.
    expect((await server.history('CONTACT', id)).length).toBe(1);
    expect((await server.document(id))?.data.phone).toBe('0621 300');
    expect(await desktopRow.innerText()).toContain('0621 300');

    // Back online the edit is sent once; the desktop, left open, shows it without a reload.
    await tablet.context.setOffline(false);
    await waitUntilSynced(tablet.page);
    expect(await tablet.page.getByTestId('document-pending').count()).toBe(0);
    expect((await server.history('CONTACT', id)).map((entry) => entry.changedFields)).toEqual([
      expect.arrayContaining(['name', 'phone']),
      ['phone'],
    ]);
    expect((await server.document(id))?.data.phone).toBe('0621 301');
    await desktopRow.filter({ hasText: '0621 301' }).waitFor({ timeout: 30_000 });

    await tablet.context.close();
    await desktop.context.close();
  });
});
