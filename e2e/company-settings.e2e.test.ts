import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const CONTACT = 'Kontakte';
const PHONE = 'Telefon';

describe('company settings: hidden form fields (issue 5)', () => {
  const fixture = useBrowser();

  it('Anna hides the contact phone in Settings; the contact form leaves it out until she shows it again', async () => {
    const api = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    await waitUntilSynced(page);

    await page.goto('/contacts/new');
    await page.locator('#field-name').waitFor();
    expect(await page.locator('#field-phone').count()).toBe(1);

    await page.goto('/settings');
    const phone = page
      .getByRole('group', { name: CONTACT, exact: true })
      .getByRole('checkbox', { name: PHONE, exact: true });
    expect(await phone.isChecked()).toBe(false);
    expect(await page.getByTestId('company-settings-read-only').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Felder durchsuchen' }).fill('telef');
    expect(await page.getByRole('group', { name: 'Lager', exact: true }).count()).toBe(0);
    // The box follows the stored settings: it turns checked once the change is in the replica.
    await phone.click();
    await eventually(() => phone.isChecked(), Boolean, { what: 'the phone checked' });
    onTestFinished(async () => {
      const stored = await api.document('company-settings');
      expect(stored?.data).toEqual({ hiddenFields: [] });
    });
    await page.getByTestId('company-settings-status').getByText('Unternehmenseinstellungen gespeichert.').waitFor();
    await waitUntilSynced(page);
    const stored = await eventually(
      () => api.document('company-settings'),
      (doc) => Array.isArray(doc?.data.hiddenFields) && doc.data.hiddenFields.length === 1,
      { what: 'the hidden phone on the server' },
    );
    expect(stored?.data.hiddenFields).toEqual([{ id: expect.any(String), entityType: 'CONTACT', field: 'phone' }]);

    await page.goto('/contacts/new');
    await page.locator('#field-name').waitFor();
    expect(await page.locator('#field-phone').count()).toBe(0);
    expect(await page.locator('#field-email').count()).toBe(1);
    await page.reload();
    await page.locator('#field-name').waitFor();
    expect(await page.locator('#field-phone').count()).toBe(0);

    await page.goto('/settings');
    await phone.click();
    await eventually(
      () => phone.isChecked(),
      (checked) => !checked,
      { what: 'the phone unchecked' },
    );
    await page.getByTestId('company-settings-status').getByText('Unternehmenseinstellungen gespeichert.').waitFor();
    await waitUntilSynced(page);
    await page.goto('/contacts/new');
    await page.locator('#field-phone').waitFor();
    await eventually(
      () => api.document('company-settings'),
      (doc) => Array.isArray(doc?.data.hiddenFields) && doc.data.hiddenFields.length === 0,
      { what: 'the phone shown again on the server' },
    );
  });
});
