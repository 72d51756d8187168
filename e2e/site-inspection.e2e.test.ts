import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { containsExif, withExif } from '../client/media/exif-sample';
import { readJpegInfo } from '../client/media/jpeg-info';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { prepareOfflineStart } from './support/offline';
import { AppPage, LoginPage } from './support/pages';
import { drawnJpeg, storedPhoto } from './support/photos';
import { ServerApi } from './support/server-api';
import { waitForValue, waitUntilSynced } from './support/sync';

const TABLET = { width: 768, height: 1024 };
const INSPECTION = /\/site_inspections\/([0-9a-f-]{36})$/;
const MEASURE = /\/measures\/([0-9a-f-]{36})$/;
const DESCRIPTION = 'Feuerlöscher am Tor 2 durch Paletten verstellt';
const SECOND = 'Fluchtweg vor Halle 3 zugestellt';

/** The finding's photos as shown, once each has loaded its image. */
async function loadedPhotos(page: Page, states: string): Promise<string[]> {
  const photos = page.locator(`[data-testid="finding"] [data-testid="saved-photo"][data-state="${states}"] img`);
  await eventually(
    () => photos.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
    (count) => count === 2,
    { what: `two ${states} photos shown` },
  );
  return page
    .locator('[data-testid="finding"] [data-testid="saved-photo"]')
    .evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-sha256') ?? ''));
}

/** Fills and saves the header of a new site inspection; answers its path. */
async function createInspection(page: Page, name: string): Promise<string> {
  await page.goto('/site_inspections/new');
  await page.locator('#field-name').fill(name);
  await page.locator('#field-inspectionAt').fill('2026-11-20T09:30');
  await page.locator('[data-path="participants"]').getByRole('checkbox', { name: 'Sabine Hoffmann' }).check();
  const clerk = page.locator('#field-recordingClerk');
  await clerk.click();
  await clerk.fill('hoff');
  await page.getByRole('option', { name: 'Sabine Hoffmann' }).click();
  await page
    .locator('[data-path="inspectedEntities"]')
    .getByRole('checkbox', { name: /^Lager Mannheim/ })
    .check();
  await page.getByTestId('save').click();
  await page.waitForURL(INSPECTION);
  return new URL(page.url()).pathname;
}

describe('a site inspection on a tablet', () => {
  const fixture = useBrowser();

  it('records two findings offline, one with two photos (resized, upright, without GPS), syncs them to another device and derives a measure', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const tablet = await fixture.signIn('anna@sorgfalt.example', { viewport: TABLET });
    const { page } = tablet;
    await prepareOfflineStart(page, tablet.app);

    // A phone photo held sideways (EXIF orientation 6) with a GPS position, and a large one.
    const gpsPhoto = withExif(await drawnJpeg(page, 1200, 900), {
      orientation: 6,
      latitude: 49.4875,
      longitude: 8.466,
    });
    const largePhoto = await drawnJpeg(page, 4000, 3000);
    expect(readJpegInfo(gpsPhoto)).toMatchObject({ width: 1200, height: 900, hasMetadata: true });

    const path = await createInspection(page, 'Begehung Tor 2');
    const id = INSPECTION.exec(path)?.[1] ?? '';
    onTestFinished(() => server.remove('SITE_INSPECTION', id));
    await waitUntilSynced(page);

    // Offline: two photos from the gallery, one taken and removed again, one unreadable.
    await tablet.context.setOffline(true);
    await page.getByTestId('add-finding').click();
    const editor = page.getByTestId('finding-editor');
    await editor.getByTestId('photo-gallery').setInputFiles([
      { name: 'tor2-gps.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(gpsPhoto) },
      { name: 'tor2-gross.jpg', mimeType: 'image/jpeg', buffer: largePhoto },
    ]);
    await editor
      .getByTestId('photo-camera')
      .setInputFiles([{ name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') }]);
    const broken = editor.locator('[data-testid="picked-photo"][data-state="failed"]');
    await broken.waitFor();
    expect(await broken.innerText()).toContain('Dieses Bildformat kann auf diesem Gerät nicht gelesen werden');
    expect(await editor.getByTestId('save-finding').isDisabled()).toBe(true);
    await broken.getByRole('button', { name: 'kaputt.jpg entfernen' }).click();
    await eventually(
      () => editor.locator('[data-testid="picked-photo"][data-state="ready"]').count(),
      (count) => count === 2,
      { what: 'two photos prepared' },
    );
    expect(page.workers().some((worker) => worker.url().includes('photo.worker'))).toBe(true);

    // A finding without topic is refused with the registry's message; nothing is lost.
    await editor.locator('#field-finding-description').fill(DESCRIPTION);
    await editor.getByTestId('save-finding').click();
    await editor.locator('[data-path="finding.topic"] .form-error', { hasText: 'Pflichtfeld' }).waitFor();
    expect(await editor.locator('[data-testid="picked-photo"]').count()).toBe(2);
    await editor.getByRole('radio', { name: 'Brandschutz' }).check();
    await editor.getByTestId('save-finding').click();
    await editor.waitFor({ state: 'detached' });
    const finding = page.getByTestId('finding').first();
    expect(await finding.innerText()).toContain(DESCRIPTION);
    const hashes = await loadedPhotos(page, 'pending');
    expect(await finding.getByText('Wartet auf Upload').count()).toBe(2);

    // The stored photos: resized, upright, no Exif block (and so no GPS).
    const [gps, large] = await Promise.all(hashes.map((sha256) => storedPhoto(page, sha256)));
    expect(readJpegInfo(gps?.bytes ?? Buffer.alloc(0))).toEqual({ width: 900, height: 1200, hasMetadata: false });
    expect([gps?.redTopLeft, gps?.redTopRight]).toEqual([false, true]);
    expect(readJpegInfo(large?.bytes ?? Buffer.alloc(0))).toEqual({ width: 2048, height: 1536, hasMetadata: false });
    expect([large?.redTopLeft, large?.redTopRight]).toEqual([true, false]);
    expect(containsExif(gps?.bytes ?? Buffer.alloc(0))).toBe(false);

    // A second finding, still offline, without photos.
    await page.getByTestId('add-finding').click();
    const second = page.getByTestId('finding-editor');
    await second.locator('#field-finding-description').fill(SECOND);
    await second.getByRole('radio', { name: 'Arbeitsschutz' }).check();
    await second.getByTestId('save-finding').click();
    await second.waitFor({ state: 'detached' });
    expect(await page.getByTestId('finding').count()).toBe(2);

    // Still there after an offline reload; nothing reached the server yet.
    await page.reload();
    await loadedPhotos(page, 'pending');
    expect((await server.document(id))?.data.findings).toBeUndefined();

    // The upload is held back while the desktop opens the inspection: it says the photo is on its way.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await tablet.context.route('**/v2/blobs/**', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await tablet.context.setOffline(false);
    await eventually(
      async () => ((await server.document(id))?.data.findings as unknown[] | undefined)?.length ?? 0,
      (count) => count === 2,
      { what: 'both findings on the server' },
    );
    const desktop = await fixture.signIn('anna@sorgfalt.example');
    await desktop.page.goto(path);
    const waiting = desktop.page.locator('[data-testid="saved-photo"][data-state="missing"]', {
      hasText: 'Foto wird noch von einem anderen Gerät hochgeladen',
    });
    await eventually(
      () => waiting.count(),
      (count) => count === 2,
      { what: 'photos still uploading elsewhere' },
    );

    // A slow uplink (40 kB/s): each photo shows the share of its bytes sent.
    const cdp = await tablet.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 40_000,
    });
    release();
    await page
      .locator('.photo-caption', { has: page.locator('progress.photo-progress'), hasText: /Wird hochgeladen, \d+ %/ })
      .first()
      .waitFor();
    await waitUntilSynced(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await loadedPhotos(page, 'uploaded');
    await desktop.page.reload();
    await loadedPhotos(desktop.page, 'uploaded');
    expect(await desktop.page.getByTestId('finding').first().innerText()).toContain('Brandschutz');
    expect(await desktop.page.getByTestId('finding').nth(1).innerText()).toContain(SECOND);

    // A measure from the finding: origin and text preset, responsible and deadline by the user.
    await desktop.page.getByTestId('measure-from-finding').first().click();
    await desktop.page.waitForURL(/\/measures\/new\?/);
    // The URL changes before the measure form replaces the inspection's: wait for its value.
    await waitForValue(desktop.page, '#field-name', DESCRIPTION);
    await waitForValue(desktop.page, '#field-origin', 'Begehung Tor 2 (Begehungen)');
    await desktop.page.locator('#field-measureType').selectOption({ index: 1 });
    const responsible = desktop.page.locator('#field-responsible');
    await responsible.click();
    await responsible.fill('hoff');
    await desktop.page.getByRole('option', { name: 'Sabine Hoffmann' }).click();
    await desktop.page.locator('#field-deadlineAt').fill('2026-12-15');
    await desktop.page.getByTestId('save').click();
    await desktop.page.waitForURL(MEASURE);
    const measureId = MEASURE.exec(desktop.page.url())?.[1] ?? '';
    onTestFinished(() => server.remove('MEASURE', measureId));
    const measure = await eventually(
      () => server.document(measureId),
      (stored) => stored !== undefined,
      { what: 'the measure on the server' },
    );
    expect(measure?.data).toMatchObject({
      origin: id,
      description: DESCRIPTION,
      responsible: 'acme-emp-hoffmann',
      deadlineAt: '2026-12-15',
      isDone: false,
    });
    // The inspection lists its new measure, on the server and on its screen.
    await eventually(
      () => server.document(id),
      (stored) => Array.isArray(stored?.data.measures) && stored.data.measures.includes(measureId),
      { what: 'the measure in the inspection on the server' },
    );
    await desktop.page.goto(`/site_inspections/${id}`);
    await desktop.page.locator('[data-path="measures"]', { hasText: DESCRIPTION.slice(0, 30) }).waitFor();

    await desktop.context.close();
    await tablet.context.close();
  });

  it('without OffscreenCanvas the page renders the photo itself; a small clean JPEG and other files stay as they are', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const context = await fixture.newContext({ viewport: TABLET });
    await context.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'OffscreenCanvas');
    });
    const page = await context.newPage();
    await page.goto('/');
    await new LoginPage(page).signIn('anna@sorgfalt.example');
    await new AppPage(page).waitForLayout();
    const id = INSPECTION.exec(await createInspection(page, 'Begehung Rampe'))?.[1] ?? '';
    onTestFinished(() => server.remove('SITE_INSPECTION', id));

    const sideways = withExif(await drawnJpeg(page, 3000, 2000), { orientation: 6, latitude: 53.55, longitude: 9.99 });
    const small = await drawnJpeg(page, 600, 400);
    const note = Buffer.from('Prüfprotokoll Rampe 3');
    await page.getByTestId('add-finding').click();
    const editor = page.getByTestId('finding-editor');
    await editor.getByTestId('photo-gallery').setInputFiles([
      { name: 'rampe.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(sideways) },
      { name: 'klein.jpg', mimeType: 'image/jpeg', buffer: small },
    ]);
    await editor
      .getByTestId('photo-file')
      .setInputFiles([{ name: 'protokoll.txt', mimeType: 'text/plain', buffer: note }]);
    await editor.getByRole('radio', { name: 'Anlagensicherheit' }).check();
    await editor.locator('#field-finding-description').fill('Rampe 3: Überladebrücke ohne Prüfplakette');
    await eventually(
      () => editor.locator('[data-testid="picked-photo"][data-state="ready"]').count(),
      (count) => count === 3,
      { what: 'three files prepared' },
    );
    await editor.getByTestId('save-finding').click();
    await editor.waitFor({ state: 'detached' });
    expect(page.workers().some((worker) => worker.url().includes('photo.worker'))).toBe(false);

    const files = await eventually(
      async () => (await page.evaluate(() => document.querySelectorAll('[data-testid="saved-photo"]').length)) === 3,
      Boolean,
      { what: 'three saved files' },
    ).then(() =>
      page
        .locator('[data-testid="saved-photo"]')
        .evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-sha256') ?? '')),
    );
    const [rendered, kept] = await Promise.all(files.slice(0, 2).map((sha256) => storedPhoto(page, sha256)));
    expect(readJpegInfo(rendered?.bytes ?? Buffer.alloc(0))).toEqual({ width: 1365, height: 2048, hasMetadata: false });
    expect([rendered?.redTopLeft, rendered?.redTopRight]).toEqual([false, true]);
    expect(kept?.bytes.equals(small)).toBe(true);
    expect(files[2]).toBe(createHash('sha256').update(note).digest('hex'));
    await context.close();
  });
});
