import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

/** A 1×1 PNG that the browser draws. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/2K4ICAAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const row = (page: Page, name: string) => page.locator('tr.files-row', { hasText: name });

async function downloadBytes(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return readFile(path);
}

describe('files', () => {
  const fixture = useBrowser();

  it('a thousand files scroll in a list that renders only the rows in view', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const stamp = Date.now();
    const sha256 = createHash('sha256').update(PNG).digest('hex');
    const nameOf = (index: number) => `Viele ${stamp} ${String(index).padStart(4, '0')}.png`;
    const many = Array.from({ length: 1000 }, (_, index) => {
      const reference = { sha256, name: nameOf(index), size: PNG.length, type: 'image/png' };
      const { name, size, type } = reference;
      const data = { name, size, type, createdAt: new Date().toISOString(), file: reference };
      return { id: `e2e-many-${stamp}-${index}`, data };
    });
    await server.createAll('FILE', many);
    onTestFinished(() =>
      server.removeAll(
        'FILE',
        many.map(({ id }) => ({ id, version: 1 })),
      ),
    );

    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    await page.goto(`/files?q=${encodeURIComponent(`Viele ${stamp}`)}`);
    await page
      .getByTestId('entity-list-count')
      .getByText(/^1\.000 /)
      .waitFor({ timeout: 30_000 });
    await row(page, nameOf(0)).waitFor();
    const rendered = () => page.locator('tr.files-row').count();
    expect(await rendered()).toBeLessThan(100);

    await page.getByTestId('files-scroll').evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await row(page, nameOf(999)).waitFor();
    expect(await row(page, nameOf(0)).count()).toBe(0);
    expect(await rendered()).toBeLessThan(100);
  });

  it('uploads, shows, previews, downloads on two devices and deletes files', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { page } = await fixture.signIn('anna@sorgfalt.example');
    const stamp = Date.now();
    const pngName = `Anlage ${stamp}.png`;
    const pdfName = `Prüfbericht ${stamp}.pdf`;
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto('/files');
    await page.locator('main h1', { hasText: 'Dateien' }).waitFor();
    // The upload button appears once the replica is open (in the header, or in the empty state).
    await page.getByTestId('files-upload').waitFor();
    await page.getByTestId('files-upload-input').setInputFiles([
      { name: pngName, mimeType: 'image/png', buffer: PNG },
      { name: pdfName, mimeType: 'application/pdf', buffer: PDF },
      { name: `Zeichnung ${stamp}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') },
    ]);
    // The SVG is refused with its reason; the others are added.
    expect(await page.getByTestId('file-problems').innerText()).toContain(
      'Dieser Dateityp wird hier nicht angenommen.',
    );
    await row(page, pngName).waitFor();
    await row(page, pdfName).waitFor();
    const pngId = (await row(page, pngName).getAttribute('data-id')) ?? '';
    const pdfId = (await row(page, pdfName).getAttribute('data-id')) ?? '';
    onTestFinished(async () => {
      for (const id of [pngId, pdfId]) await server.remove('FILE', id);
    });
    expect(await row(page, pngName).locator('[data-field="size"]').innerText()).toBe(`${PNG.length} Byte`);
    expect(await row(page, pngName).locator('[data-field="type"]').innerText()).toBe('PNG');
    expect(await row(page, pdfName).locator('[data-field="type"]').innerText()).toBe('PDF');

    // Synced: both files are on the server.
    await waitUntilSynced(page);
    for (const name of [pngName, pdfName]) {
      await row(page, name).getByTestId('file-state').filter({ hasText: 'Hochgeladen' }).waitFor();
    }

    // Search is German-aware.
    await page.getByTestId('files-search').fill('pruefbericht');
    await row(page, pngName).waitFor({ state: 'detached' });
    await row(page, pdfName).waitFor();
    await page.getByTestId('files-search').fill('');

    // Preview: the image is drawn; the PDF opens in a frame of its object URL (allowed by the CSP).
    await row(page, pngName).getByTestId('file-preview-open').click();
    const image = page.getByTestId('file-preview-image');
    await image.waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="file-preview-image"]') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    await page.getByTestId('file-preview').getByRole('button', { name: 'Schließen' }).click();
    await row(page, pdfName).getByTestId('file-preview-open').click();
    expect(await page.getByTestId('file-preview-pdf').getAttribute('src')).toMatch(/^blob:/);
    const pdfBytes = await downloadBytes(page, () =>
      page.getByTestId('file-preview').getByRole('button', { name: 'Herunterladen' }).click(),
    );
    expect(pdfBytes.equals(PDF)).toBe(true);
    await page.getByTestId('file-preview').getByRole('button', { name: 'Schließen' }).click();
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);

    // Download from the row delivers the same bytes.
    const pngBytes = await downloadBytes(page, () => row(page, pngName).getByTestId('file-download').click());
    expect(pngBytes.equals(PNG)).toBe(true);

    // A second device sees the files, cannot open one offline, and downloads it from the server online.
    const tablet = await fixture.signIn('anna@sorgfalt.example');
    await tablet.page.goto('/files');
    await row(tablet.page, pngName).waitFor({ timeout: 30_000 });
    expect(await row(tablet.page, pngName).getByTestId('file-state').innerText()).toBe('Nicht auf diesem Gerät');
    await tablet.context.setOffline(true);
    await row(tablet.page, pdfName).getByTestId('file-download').click();
    expect(await tablet.page.getByTestId('file-download-problem').innerText()).toBe(
      'Diese Datei ist nicht auf diesem Gerät. Verbinden Sie sich mit dem Internet, um sie zu öffnen.',
    );
    await tablet.context.setOffline(false);
    const fetched = await downloadBytes(tablet.page, () =>
      row(tablet.page, pngName).getByTestId('file-download').click(),
    );
    expect(fetched.equals(PNG)).toBe(true);
    await row(tablet.page, pngName).getByTestId('file-state').filter({ hasText: 'Hochgeladen' }).waitFor();
    await tablet.context.close();

    // Delete asks first, then removes the file here and on the server.
    await row(page, pngName).getByTestId('file-delete').click();
    const confirm = page.locator('dialog[open]');
    expect(await confirm.locator('p').innerText()).toBe(
      'Das Löschen ist endgültig und kann nicht rückgängig gemacht werden.',
    );
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await row(page, pngName).waitFor({ state: 'detached' });
    await waitUntilSynced(page);
    expect(await server.document(pngId)).toBeUndefined();
    expect(await server.document(pdfId)).toBeDefined();
  });

  it('a file field of a form takes a file that is still there after saving and reloading', async () => {
    const { page, app } = await fixture.signIn('anna@sorgfalt.example');
    const name = `Genehmigung ${Date.now()}.pdf`;
    await page.goto('/permits/acme-per-tank-farm');
    await app.waitForLayout();
    const field = page.locator('[data-path="files"]');
    await field.getByText('Keine Dateien.').waitFor();
    await field.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await field.getByTestId('file-item').filter({ hasText: name }).waitFor();
    await page.getByTestId('save').click();
    expect(await page.getByTestId('form-saved').innerText()).toBe('Gespeichert');
    await waitUntilSynced(page);

    await page.reload();
    await app.waitForLayout();
    const item = field.getByTestId('file-item').filter({ hasText: name });
    // Right after the reload the state may still be read from the replica: wait for it.
    await item.getByTestId('file-state').filter({ hasText: 'Hochgeladen' }).waitFor();

    // Removing it again leaves the demo permit as seeded.
    await item.getByTestId('file-item-remove').click();
    await page.getByTestId('save').click();
    expect(await page.getByTestId('form-saved').innerText()).toBe('Gespeichert');
    await field.getByText('Keine Dateien.').waitFor();
    await waitUntilSynced(page);
  });
});
