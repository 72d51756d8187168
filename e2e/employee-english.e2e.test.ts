import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { ServerApi } from './support/server-api';
import { waitForValue, waitUntilSynced } from './support/sync';

const EMPLOYEE = /\/employees\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

describe('an employee in English', () => {
  const fixture = useBrowser();

  it('creates, refuses faulty input, edits and deletes an employee with English texts', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    await app.chooseLanguage('en');
    const lastName = `Englisch${Date.now()}`;

    await page.goto('/employees/new');
    await app.waitForLayout();
    expect(await app.heading()).toBe('New Employee');

    // Required fields and a malformed e-mail are refused at the fields and for the form.
    await page.locator('#field-firstName').fill('Emma');
    await page.locator('#field-email').fill('emma-at-acme');
    await page.getByTestId('save').click();
    expect(await page.locator('[data-path="lastName"] .form-error').innerText()).toBe('Required');
    expect(await page.locator('[data-path="email"] .form-error').innerText()).toBe('Invalid value');
    expect(await page.getByTestId('form-invalid').innerText()).toBe('Inputs are faulty, check and retry.');

    await page.locator('#field-lastName').fill(lastName);
    await page.locator('#field-email').fill('emma.englisch@acme.example');
    await page.getByTestId('save').click();
    await page.waitForURL(EMPLOYEE);
    const id = EMPLOYEE.exec(new URL(page.url()).pathname)?.[1] ?? '';
    expect(await page.getByTestId('form-saved').innerText()).toBe('Saved');
    await waitUntilSynced(page);

    // An edit reaches the server.
    await page.locator('#field-jobTitle').fill('Safety officer');
    await page.getByTestId('save').click();
    expect(await page.getByTestId('form-saved').innerText()).toBe('Saved');
    await waitUntilSynced(page);
    const stored = await eventually(
      () => server.document(id),
      (doc) => doc?.data.jobTitle === 'Safety officer',
      { what: 'the edited employee on the server' },
    );
    expect(stored?.data).toMatchObject({ firstName: 'Emma', lastName, email: 'emma.englisch@acme.example' });
    await page.reload();
    await app.waitForLayout();
    await waitForValue(page, '#field-jobTitle', 'Safety officer');

    // Delete asks in English, then the list no longer has the employee.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.locator('dialog[open]');
    expect(await dialog.locator('p').innerText()).toBe('The deletion is permanent and cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/employees');
    await page.getByTestId('flash-message').filter({ hasText: 'Document deleted' }).waitFor();
    await waitUntilSynced(page);
    expect(await page.locator('main').innerText()).not.toContain(lastName);
    await eventually(
      () => server.document(id),
      (doc) => doc === undefined,
      { what: 'the employee gone from the server' },
    );
    await context.close();
  });
});
