import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const UUID = /\/contacts\/([0-9a-f-]{36})$/;

describe('the history tab', () => {
  const fixture = useBrowser();

  it('shows who created the document and which fields were changed, newest first', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await page.goto('/contacts/new');
    await page.locator('#field-name').fill('Entsorgung Krüger');
    await page.getByTestId('save').click();
    await page.waitForURL(UUID);
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const id = UUID.exec(page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('CONTACT', id));
    await waitUntilSynced(page);

    await page.locator('#field-phone').fill('0711 300');
    await page.locator('#field-email').fill('info@krueger.example');
    await page.getByTestId('save').click();
    await waitUntilSynced(page);

    await page.getByRole('tab', { name: 'Verlauf' }).click();
    const entries = page.getByTestId('history-list').locator('.history-entry');
    await page.waitForFunction(() => document.querySelectorAll('.history-entry').length === 2, undefined, {
      timeout: 15_000,
    });
    expect(await entries.locator('.history-what').allInnerTexts()).toEqual(['Geändert: Telefon, E-Mail', 'Erstellt']);
    expect(await entries.first().locator('.comment-meta').innerText()).toContain('von Anna Berger');
    await context.close();
  });

  it('names the system and its reason for a version no one typed (docs/sync-spec.md S2)', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await page.goto('/contacts/acme-con-testing');
    await page.getByRole('tab', { name: 'Verlauf' }).click();
    const entry = page.getByTestId('history-list').locator('.history-entry');
    await entry.first().waitFor({ timeout: 15_000 });
    expect(await entry.locator('.history-what').allInnerTexts()).toEqual(['Erstellt']);
    expect(await entry.locator('.comment-meta').innerText()).toContain('durch das System: Demodaten');
    await context.close();
  });
});
