import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { ServerApi } from './support/server-api';
import { syncNow, waitUntilSynced } from './support/sync';

// A field no other end-to-end test fills: the tests run in parallel against one tenant.
const STORAGES = 'Lager';
const MANUFACTURER = 'Hersteller';

describe('company settings: hidden form fields (issue 5)', () => {
  const fixture = useBrowser();

  it('Anna hides the storage manufacturer in Settings; the storage form leaves it out until she shows it again', async () => {
    const api = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    await waitUntilSynced(page);

    await page.goto('/storages/new');
    await page.locator('#field-name').waitFor();
    expect(await page.locator('#field-manufacturer').count()).toBe(1);

    await page.goto('/settings');
    const manufacturer = page
      .getByRole('group', { name: STORAGES, exact: true })
      .getByRole('checkbox', { name: MANUFACTURER, exact: true });
    expect(await manufacturer.isChecked()).toBe(false);
    expect(await page.getByTestId('company-settings-read-only').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Felder durchsuchen' }).fill('herst');
    expect(await page.getByRole('group', { name: 'Kontakte', exact: true }).count()).toBe(0);
    // The box follows the stored settings: it turns checked once the change is in the replica.
    await manufacturer.click();
    await eventually(() => manufacturer.isChecked(), Boolean, { what: 'the manufacturer checked' });
    onTestFinished(async () => {
      const stored = await api.document('company-settings');
      expect(stored?.data.hiddenFields).toEqual([]);
    });
    await page.getByTestId('company-settings-status').getByText('Unternehmenseinstellungen gespeichert.').waitFor();
    await waitUntilSynced(page);
    const stored = await eventually(
      () => api.document('company-settings'),
      (doc) => Array.isArray(doc?.data.hiddenFields) && doc.data.hiddenFields.length === 1,
      { what: 'the hidden manufacturer on the server' },
    );
    expect(stored?.data.hiddenFields).toEqual([
      { id: expect.any(String), entityType: 'STORAGE', field: 'manufacturer' },
    ]);

    await page.goto('/storages/new');
    await page.locator('#field-name').waitFor();
    expect(await page.locator('#field-manufacturer').count()).toBe(0);
    expect(await page.locator('#field-building').count()).toBe(1);
    await page.reload();
    await page.locator('#field-name').waitFor();
    expect(await page.locator('#field-manufacturer').count()).toBe(0);

    await page.goto('/settings');
    await manufacturer.click();
    await eventually(
      () => manufacturer.isChecked(),
      (checked) => !checked,
      { what: 'the manufacturer unchecked' },
    );
    await page.getByTestId('company-settings-status').getByText('Unternehmenseinstellungen gespeichert.').waitFor();
    await waitUntilSynced(page);
    await page.goto('/storages/new');
    await page.locator('#field-manufacturer').waitFor();
    await eventually(
      () => api.document('company-settings'),
      (doc) => Array.isArray(doc?.data.hiddenFields) && doc.data.hiddenFields.length === 0,
      { what: 'the manufacturer shown again on the server' },
    );
  });

  it('after another device deleted the settings, the next change in Settings creates them again', async () => {
    const api = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    await page.goto('/settings');
    await waitUntilSynced(page);
    const manufacturer = page
      .getByRole('group', { name: STORAGES, exact: true })
      .getByRole('checkbox', { name: MANUFACTURER, exact: true });
    await manufacturer.click();
    await eventually(() => manufacturer.isChecked(), Boolean, { what: 'the manufacturer checked' });
    await waitUntilSynced(page);
    await eventually(
      () => api.document('company-settings'),
      (doc) => doc !== undefined,
      { what: 'the settings on the server' },
    );

    await api.remove('COMPANY_SETTINGS', 'company-settings');
    await syncNow(page);
    await eventually(
      () => manufacturer.isChecked(),
      (checked) => !checked,
      { what: 'the deleted settings gone from the screen' },
    );

    await manufacturer.click();
    await eventually(() => manufacturer.isChecked(), Boolean, { what: 'the manufacturer checked again' });
    onTestFinished(async () => {
      await page.goto('/settings');
      await manufacturer.click();
      await waitUntilSynced(page);
      await eventually(
        () => api.document('company-settings'),
        (doc) => Array.isArray(doc?.data.hiddenFields) && doc.data.hiddenFields.length === 0,
        { what: 'the manufacturer shown again on the server' },
      );
    });
    await waitUntilSynced(page);
    const stored = await eventually(
      () => api.document('company-settings'),
      (doc) => Array.isArray(doc?.data.hiddenFields) && doc.data.hiddenFields.length === 1,
      { what: 'the settings created again on the server' },
    );
    expect(stored?.version).toBeGreaterThan(2);
  });
});
