import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { ServerApi } from './support/server-api';
import { waitUntilSynced } from './support/sync';

const ROLE = /\/access_roles\/([0-9a-f-]{36})$/;

/** Adds a scope for `resource` with one rule "read in all locations" through the form's lists. */
async function addScope(page: Page, index: number, resource: string): Promise<void> {
  await page.locator('[data-path="scopes"] > .form-list > button').click();
  await page.locator(`#field-scopes-${index}-resource`).selectOption(resource);
  await page.locator(`[data-path="scopes.${index}.rules"] > .form-list > button`).click();
  await page.locator(`#field-scopes-${index}-rules-0-action`).selectOption('READ');
  await page.locator(`#field-scopes-${index}-rules-0-organizationScope`).selectOption('ALL');
}

describe('access role form', () => {
  const fixture = useBrowser();

  it('refuses two scopes for the same resource at the scopes, and saves once they differ', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    await page.goto('/access_roles/new');
    await app.waitForLayout();
    await page.locator('#field-name').fill(`E2E Rolle ${Date.now()}`);
    await addScope(page, 0, 'SUBSTANCES');
    await addScope(page, 1, 'SUBSTANCES');
    await page.getByTestId('save').click();
    expect(await page.locator('[data-path="scopes"] > .form-error').innerText()).toBe(
      'Jeder Bereich darf nur einmal vorkommen, sonst überschreiben sich die Regeln',
    );
    expect(await page.getByTestId('form-invalid').innerText()).toBe(
      'Eingaben fehlerhaft, bitte prüfen und erneut versuchen.',
    );
    expect(new URL(page.url()).pathname).toBe('/access_roles/new');

    await page.locator('#field-scopes-1-resource').selectOption('MEASURES');
    await page.getByTestId('save').click();
    await page.waitForURL(ROLE);
    const id = ROLE.exec(new URL(page.url()).pathname)?.[1] ?? '';
    onTestFinished(() => server.remove('ACCESS_ROLE', id));
    await waitUntilSynced(page);
    const stored = await eventually(
      () => server.document(id),
      (doc) => doc !== undefined,
      { what: 'the role on the server' },
    );
    const scopes = stored?.data.scopes as { resource: string }[];
    expect(scopes.map((scope) => scope.resource)).toEqual(['SUBSTANCES', 'MEASURES']);
    await context.close();
  });
});
