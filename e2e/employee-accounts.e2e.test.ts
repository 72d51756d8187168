import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { LoginPage } from './support/pages';
import { waitUntilSynced } from './support/sync';

const EMPLOYEE = 'acme-emp-klein';
const EMAIL = 'j.klein@acme-chemie.example';
const PASSWORD = 'klein-passwort-2026';

describe('an administrator gives an employee a sign-in account', () => {
  const fixture = useBrowser();

  it('ticks "Create an account", passes the one-time link on, and the employee sets a password and signs in', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(async () => {
      await page.goto(`/employees/${EMPLOYEE}`);
      await page.locator('#field-shouldDeleteAccount').check();
      await page.getByTestId('save').click();
      await waitUntilSynced(page);
      await context.close();
    });
    await page.goto(`/employees/${EMPLOYEE}`);
    const panel = page.getByTestId('employee-account');
    await panel.getByText('Diese Person hat kein Anmeldekonto.').waitFor();
    await page.locator('#field-shouldCreateAccount').check();
    await page.getByTestId('save').click();
    await waitUntilSynced(page);

    await page.getByTestId('create-account-link').click({ timeout: 15_000 });
    const link = await page.getByTestId('account-link').locator('input').inputValue();
    expect(link).toMatch(/\/account\/set-password#token=[A-Za-z0-9_-]{43}$/);
    expect(await panel.innerText()).toContain('nur einmal angezeigt');
    expect(await panel.innerText()).toContain('Diese Person hat ein Anmeldekonto.');

    // No SMTP server in these tests: the invitation waits in the outbox, and Settings › E-mails says why.
    await page.goto('/settings');
    const outbox = page.getByTestId('mail-outbox');
    const mail = outbox.getByTestId('mail-row').filter({ hasText: EMAIL });
    const row = await eventually(
      async () => {
        await outbox.getByRole('button', { name: 'Neu laden' }).click();
        await outbox.and(page.locator('[aria-busy="false"]')).waitFor();
        return (await mail.count()) > 0 ? mail.innerText() : '';
      },
      (text) => text.includes('Noch kein Mailserver eingerichtet (SMTP_URL)'),
      { what: 'the invitation in Settings › E-mails' },
    );
    expect(row).toContain('Ihr Zugang zu Sorgfalt für Acme Chemie GmbH');
    expect(row).toContain('Wartet');
    await mail.getByRole('button', { name: 'Text anzeigen' }).click();
    expect(await page.locator('.mail-text').innerText()).toMatch(/^Hallo /);

    const employee = await fixture.newContext();
    const employeePage = await employee.newPage();
    await employeePage.goto(link);
    await employeePage.locator('input[name="password"]').fill(PASSWORD);
    await employeePage.locator('input[name="repeated"]').fill(PASSWORD);
    await employeePage.locator('form button[type="submit"]').click();
    await employeePage.locator('[data-outcome="done"]').waitFor();

    await employeePage.goto('/');
    await new LoginPage(employeePage).signIn(EMAIL, PASSWORD);
    await employeePage.locator('.layout-nav nav').waitFor();
    expect(await employeePage.getByTestId('active-tenant').innerText()).toContain('Acme');
    await employee.close();
  });
});
