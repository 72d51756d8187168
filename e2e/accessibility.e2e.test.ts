import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

const PHONE = { width: 390, height: 844 };

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  const fixture = useBrowser();

  it('the list, detail, create, tree, register, storage, files and settings screens, the label hints and the open pickers have no serious or critical violation', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    const screens: [string, () => Promise<void>][] = [
      ['dashboard', async () => {}],
      [
        'contacts list',
        async () => {
          await page.goto('/contacts');
          await page.locator('tbody tr.entity-list-row').first().waitFor();
        },
      ],
      [
        'contact detail',
        async () => {
          await page.locator('tbody tr.entity-list-row a').first().click();
          await page.locator('#field-name').waitFor();
        },
      ],
      [
        'substance with sections, warnings and the approval workflow',
        async () => {
          await page.goto('/substances/acme-sub-acetone');
          await page.getByTestId('approval').waitFor();
          await page.locator('[data-warning="SUB-SDS-1"]').waitFor();
        },
      ],
      [
        'new employee',
        async () => {
          await page.goto('/employees/new');
          await page.locator('#field-firstName').waitFor();
        },
      ],
      [
        'locations tree',
        async () => {
          await page.goto('/locations');
          await page.locator('.location-tree-name').first().waitFor();
        },
      ],
      [
        'new site inspection',
        async () => {
          await page.goto('/site_inspections/new');
          await page.locator('#field-name').waitFor();
        },
      ],
      [
        'new transport draft',
        async () => {
          await page.goto('/transport/drafts/new');
          await page.locator('#field-name').waitFor();
        },
      ],
      [
        'substance with label hints',
        async () => {
          await page.goto('/substances/acme-sub-acetone');
          await page.locator('#field-signalWord').selectOption('WARNING');
          // The pickers open: the drawn signs to choose from and the matching statements.
          await page.getByRole('button', { name: 'GHS02 entfernen' }).click();
          await page.locator('#field-ghsSymbols').click();
          await page.getByRole('button', { name: /^GHS09 / }).click();
          await page.locator('#field-hazardStatements').fill('entzündbar');
          await page.locator('[data-path="hazardStatements"] [role="option"]').first().waitFor();
          await page.locator('[data-testid="label-hints"] [data-hint="PICTOGRAM_MISSING"]').waitFor();
        },
      ],
      [
        'hazardous substance register with a review being recorded',
        async () => {
          await page.goto('/hazardous_substances');
          await page.getByTestId('register-table').waitFor();
          await page.getByTestId('register-review-record').first().click();
          await page.getByTestId('register-review-form').waitFor();
        },
      ],
      [
        'storage with its substances',
        async () => {
          await page.goto('/storages/acme-st-hazmat-store');
          await page.getByTestId('joint-storage').waitFor();
        },
      ],
      [
        'files',
        async () => {
          await page.goto('/files');
          await page.locator('main h1').waitFor();
        },
      ],
      [
        'settings',
        async () => {
          await page.goto('/settings');
          await page.locator('main h1').waitFor();
        },
      ],
    ];
    const found: Record<string, unknown> = {};
    for (const [name, open] of screens) {
      await open();
      await app.waitForLayout();
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[name] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });

  it('the phone layout and the login page have no serious or critical violation', async () => {
    const context = await fixture.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('input[type="password"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    const phone = await fixture.signIn('anna@sorgfalt.example', { viewport: PHONE });
    await phone.page.goto('/contacts');
    await phone.page.locator('main h1').waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });
});
