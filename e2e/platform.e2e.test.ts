import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { AppPage, LoginPage } from './support/pages';

const ALWAYS = ['/', '/due', '/locations', '/contacts', '/work_equipments', '/storages', '/files'];
const ACME_NAVIGATION = [
  ...ALWAYS,
  '/employees',
  '/access_roles',
  '/substances',
  '/hazardous_substances',
  '/activities',
  '/risk_assessments',
  '/work_equipment_instructions',
  '/substance_instructions',
  '/regulations/reports',
  '/regulations',
  '/individual_regulations',
  '/inspections',
  '/maintenances',
  '/permits',
  '/conditions',
  '/transport/drafts',
  '/transport/documents',
  '/instructions/organization',
  '/instructions/user',
  '/site_inspections',
  '/commissions',
  '/measures',
  '/recurring_measures',
];
const NORDLICHT_NAVIGATION = [
  ...ALWAYS,
  '/employees',
  '/access_roles',
  '/transport/drafts',
  '/transport/documents',
  '/site_inspections',
  '/measures',
  '/recurring_measures',
];
const PARAGRAF_NAVIGATION = [...ALWAYS, '/employees', '/regulations/reports', '/regulations/customers', '/regulations'];

describe('platform: sign-in, tenants, navigation, languages', () => {
  const fixture = useBrowser();

  it('Anna signs in through the login page and lands on the dashboard with the navigation of acme', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await app.heading()).toBe('Dashboard');
    expect(await app.activeTenant()).toBe('Acme Chemie GmbH');
    expect(await app.navigationPaths()).toEqual(ACME_NAVIGATION);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'SORGFALT_CURRENT_TENANT')?.value).toBe('acme');
    await context.close();
  });

  it('switching tenant stores the cookie and changes the navigation to the modules of nordlicht', async () => {
    const { context, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.switchTenant('Nordlicht Spedition GmbH');
    expect(await app.activeTenant()).toBe('Nordlicht Spedition GmbH');
    expect(await app.navigationPaths()).toEqual(NORDLICHT_NAVIGATION);
    const cookie = (await context.cookies()).find((c) => c.name === 'SORGFALT_CURRENT_TENANT');
    expect(cookie?.value).toBe('nordlicht');
    expect(cookie?.path).toBe('/');
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(364);
    await context.close();
  });

  it('Lea, a regulation manager, sees regulation customers and not individual regulations', async () => {
    const { context, app } = await fixture.signIn('lea@sorgfalt.example');
    const paths = await app.navigationPaths();
    expect(paths).toEqual(PARAGRAF_NAVIGATION);
    expect(paths).not.toContain('/individual_regulations');
    await context.close();
  });

  it("Ben, who belongs to no company, sees 'No active tenant'", async () => {
    const context = await fixture.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await new LoginPage(page).signIn('ben@sorgfalt.example');
    const alert = page.locator('[data-failure="noActiveTenant"] h1');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Kein aktives Unternehmen');
    await context.close();
  });

  it('a wrong password shows an error on the login page and keeps the user there', async () => {
    const context = await fixture.newContext();
    const page = await context.newPage();
    await page.goto('/');
    const login = new LoginPage(page);
    await login.signIn('anna@sorgfalt.example', 'falsch');
    await page.locator('[data-code="INVALID_CREDENTIALS"]').waitFor();
    expect(await login.errorText()).toContain('Passwort ist falsch');
    expect(page.url()).toMatch(/\/interaction\//);
    await login.signIn('anna@sorgfalt.example');
    await new AppPage(page).waitForLayout();
    await context.close();
  });

  it('switching to English persists across a reload; Settings › Language switches back', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await app.chooseLanguage('en');
    expect(await page.locator('.nav-link', { hasText: 'Locations' }).count()).toBe(1);
    await page.reload();
    await app.waitForLayout();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('.nav-link', { hasText: 'Locations' }).count()).toBe(1);

    // Settings › Language switches back.
    await page.goto('/settings');
    const language = page.getByRole('group', { name: 'Language of the interface' });
    expect(await language.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await Promise.all([page.waitForEvent('load'), language.getByRole('radio', { name: 'Deutsch' }).click()]);
    await app.waitForLayout();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('main h1').innerText()).toBe('Einstellungen');
    await context.close();
  });

  it('sign-out returns to the login page and wipes the replica, the profile and the tenant cookie', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await page.locator('.sync-status[data-state="idle"]', { hasText: 'Synchronisiert' }).waitFor();
    const before = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    expect(before).toContain('sorgfalt:acme:demo-anna');
    await app.signOut();
    await new LoginPage(page).waitUntilShown();
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
    expect(databases.filter((name) => name.startsWith('sorgfalt'))).toEqual([]);
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames.filter((name) => !name.startsWith('workbox-precache') && name !== 'sorgfalt-config')).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'SORGFALT_CURRENT_TENANT')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('sorgfalt.profile.v1'))).toBeNull();
    await context.close();
  });

  it('every route of the routes table opens a screen with its title, none is missing', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    const routes = [
      '/settings',
      '/locations/new',
      '/locations/42',
      '/locations/departments/new',
      '/locations/departments/7',
      '/employees/new',
      '/regulations/reports',
      '/regulations/customers',
      '/regulations/3',
      '/individual_regulations',
      '/incidents/without_report/new',
      '/incidents/without_report/9',
      '/transport/drafts/new',
      '/transport/documents',
      '/instructions/organization',
      '/instructions/user',
      '/instructions/5',
      '/site_inspections/new',
      '/commissions/8',
      ...ACME_NAVIGATION,
    ];
    for (const route of routes) {
      await page.goto(route);
      await app.waitForLayout();
      const heading = await app.heading();
      expect(heading, route).not.toBe('Seite nicht gefunden');
      expect(heading.length, route).toBeGreaterThan(0);
    }
    await context.close();
  });
});
