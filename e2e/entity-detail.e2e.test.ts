import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { waitForValue, waitUntilSynced } from './support/sync';

const UUID = /\/contacts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

async function inputValue(page: Page, selector: string): Promise<string> {
  const input = page.locator(selector);
  await input.waitFor();
  return input.inputValue();
}

describe('detail and create screen', () => {
  const fixture = useBrowser();

  it('creates, validates, edits offline across a reload, syncs and deletes a contact', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    const name = `E2E Kontakt ${Date.now()}`;

    // Create through /contacts/new: the URL takes the new id and the change reaches the server.
    await page.goto('/contacts/new');
    await app.waitForLayout();
    expect(await app.heading()).toBe('Kontakt anlegen');
    await page.locator('#field-name').fill(name);
    await page.locator('#field-phone').fill('+49 621 100-1');
    await page.getByTestId('save').click();
    await page.waitForURL(UUID);
    const id = UUID.exec(new URL(page.url()).pathname)?.[1] ?? '';
    expect(await page.getByTestId('form-saved').innerText()).toBe('Gespeichert');
    await page.locator('main h1', { hasText: `Kontakt: ${name}` }).waitFor();
    await waitUntilSynced(page);

    // A reload shows the saved values; the service worker is ready for the offline reload below.
    await page.reload();
    await prepareOfflineStart(page, app);
    await waitForValue(page, '#field-name', name);
    expect(await inputValue(page, '#field-phone')).toBe('+49 621 100-1');

    // An empty name is refused at the field and for the form.
    await page.locator('#field-name').fill('');
    await page.getByTestId('save').click();
    expect(await page.locator('[data-path="name"] .form-error').innerText()).toBe('Pflichtfeld');
    expect(await page.locator('#field-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-name');
    expect(await page.getByTestId('form-invalid').innerText()).toBe(
      'Eingaben fehlerhaft, bitte prüfen und erneut versuchen.',
    );
    await page.locator('#field-name').fill(name);

    // Leaving with unsaved changes asks first.
    await page.locator('#field-phone').fill('+49 621 100-9');
    await page.locator('.entity-detail-back a').click();
    const leave = page.locator('dialog[open]');
    expect(await leave.locator('h2').innerText()).toBe('Ohne Speichern verlassen?');
    await leave.getByRole('button', { name: 'Bleiben' }).click();
    expect(new URL(page.url()).pathname).toBe(`/contacts/${id}`);

    // Offline: the edit is saved on this device, waits, and survives a reload.
    await context.setOffline(true);
    await page.locator('#field-phone').fill('+49 621 200-2');
    await page.getByTestId('save').click();
    expect(await page.getByTestId('form-saved').innerText()).toBe(
      'Auf diesem Gerät gespeichert; wird gesendet, sobald Sie online sind',
    );
    await page.getByTestId('sync-pending').waitFor();
    await page.reload();
    await app.waitForLayout();
    await waitForValue(page, '#field-phone', '+49 621 200-2');
    await page.getByTestId('sync-pending').waitFor();
    await page.getByTestId('document-pending').waitFor();

    // Back online it syncs without a reload (the session started offline renews its token
    // from the stored sign-in); another device sees the edit.
    await context.setOffline(false);
    await waitUntilSynced(page);
    const other = await fixture.signIn('anna@sorgfalt.example');
    await other.page.goto(`/contacts/${id}`);
    await other.app.waitForLayout();
    await waitForValue(other.page, '#field-phone', '+49 621 200-2');
    await other.context.close();

    // Delete with confirmation: back to the list, the document is gone.
    await page.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.locator('dialog[open]');
    expect(await dialog.locator('p').innerText()).toBe(
      'Das Löschen ist endgültig und kann nicht rückgängig gemacht werden.',
    );
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.waitForURL((url) => url.pathname === '/contacts');
    await page.getByTestId('flash-message').filter({ hasText: 'Dokument gelöscht' }).waitFor();
    await waitUntilSynced(page);
    expect(await page.locator('main').innerText()).not.toContain(name);
    await page.goto(`/contacts/${id}`);
    await app.waitForLayout();
    await page.getByTestId('document-missing').waitFor();
    await context.close();
  });
});
