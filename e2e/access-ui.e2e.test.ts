import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

describe('the UI offers only what the access role grants', () => {
  const fixture = useBrowser();

  it('a driver who may only read transport documents gets no create button and no save on a new draft', async () => {
    const { context, page } = await fixture.signIn('tom@sorgfalt.example', { viewport: { width: 390, height: 844 } });
    await page.goto('/transport/documents');
    await page.locator('tbody tr.entity-list-row').first().waitFor();
    await page.goto('/transport/drafts');
    await page.locator('.entity-list-empty').waitFor();
    expect(await page.getByTestId('entity-list-new').count()).toBe(0);
    expect(await page.locator('.entity-list-empty a.button').count()).toBe(0);

    await page.goto('/transport/drafts/new');
    await page.getByTestId('read-only').waitFor();
    expect(await page.getByTestId('read-only').innerText()).toBe(
      'Ihre Rolle erlaubt Ihnen nicht, Dokumente dieser Art anzulegen.',
    );
    expect(await page.getByTestId('save').count()).toBe(0);
    expect(await page.locator('#field-name').isDisabled()).toBe(true);
    await context.close();
  });

  it('an administrator gets the create button, an editable form and delete', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    await page.goto('/transport/drafts');
    await page.locator('tbody tr.entity-list-row').first().waitFor();
    expect(await page.getByTestId('entity-list-new').count()).toBe(1);
    await page.locator('tbody tr.entity-list-row a').first().click();
    await page.getByTestId('save').waitFor();
    expect(await page.getByTestId('read-only').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Löschen' }).count()).toBe(1);
    await context.close();
  });
});
