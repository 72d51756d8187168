import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { ServerApi } from './support/server-api';
import { waitUntilSynced, waitUntilUploaded } from './support/sync';

/** A 120×40 PNG the browser draws. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#b91c1c';
      context.fillRect(0, 0, 120, 40);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const brandLogoWidth = (page: Page) =>
  page.locator('.layout-brand [data-testid="company-logo"]').evaluate((image: HTMLImageElement) => image.naturalWidth);

const NORDLICHT = 'Nordlicht Spedition GmbH';

describe('appearance: the company logo (issue 5)', () => {
  const fixture = useBrowser();

  it('Anna sets a logo for Nordlicht that Tom sees there and nobody in acme; other files are refused; removing brings Sorgfalt back', async () => {
    const api = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'nordlicht');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    await app.switchTenant(NORDLICHT);
    await page.goto('/settings');
    const input = page.getByTestId('logo-input');

    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByTestId('logo-status').filter({ hasText: 'Wählen Sie ein PNG-, JPEG- oder WebP-Bild.' }).waitFor();
    expect(await page.locator('[data-testid="company-logo"]').count()).toBe(0);

    await input.setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: await drawnPng(page) });
    await page
      .getByTestId('logo-status')
      .filter({ hasText: 'Das Logo ist gespeichert und wird allen im Unternehmen angezeigt.' })
      .waitFor();
    await eventually(
      () => brandLogoWidth(page),
      (width) => width === 120,
      { what: 'the logo in the layout' },
    );
    await waitUntilSynced(page);
    await waitUntilUploaded(page);
    const settings = await api.document('company-settings');
    expect(settings?.data.logo).toMatchObject({ name: 'acme.png', type: 'image/png' });

    // acme keeps the Sorgfalt logo.
    const acme = await fixture.signIn('anna@sorgfalt.example');
    await waitUntilSynced(acme.page);
    expect(await acme.page.locator('[data-testid="company-logo"]').count()).toBe(0);
    await acme.context.close();

    // Tom, a Nordlicht driver who may not change the company information, sees the logo and cannot change it.
    const tom = await fixture.signIn('tom@sorgfalt.example');
    await eventually(
      () => brandLogoWidth(tom.page),
      (width) => width === 120,
      { what: "the logo in Tom's layout" },
    );
    await tom.page.goto('/settings');
    await tom.page.getByTestId('logo-preview').waitFor();
    expect(await tom.page.getByTestId('logo-input').count()).toBe(0);
    await tom.context.close();

    await page.getByRole('button', { name: 'Logo entfernen' }).click();
    await page.getByTestId('logo-status').filter({ hasText: 'Das Sorgfalt-Logo wird wieder angezeigt.' }).waitFor();
    await page.locator('.layout-brand img.logo-text').waitFor();
    await waitUntilSynced(page);
    expect((await api.document('company-settings'))?.data.logo).toBeUndefined();
  });
});
