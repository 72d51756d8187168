import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'sorgfalt';

/** The embedded identity provider's sign-in page. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL(/\/interaction\/[^/]+$/);
    await this.page.locator('input[name="email"]').waitFor();
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.waitUntilShown();
    await this.page.locator('input[name="email"]').fill(email);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.locator('form button[type="submit"]').click();
  }

  errorText(): Promise<string> {
    return this.page.locator('[role="alert"]').innerText();
  }
}

/** The signed-in application: layout, navigation, menus. */
export class AppPage {
  constructor(private readonly page: Page) {}

  async waitForLayout(): Promise<void> {
    await this.page.locator('.layout-nav nav').waitFor();
  }

  /** Opens every collapsed group and returns the link targets in order. */
  async navigationPaths(): Promise<string[]> {
    const toggles = this.page.locator('.nav-group-toggle[aria-expanded="false"]');
    while ((await toggles.count()) > 0) await toggles.first().click();
    return this.page
      .locator('.layout-nav a.nav-link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  }

  async switchTenant(fullName: string): Promise<void> {
    await this.page.locator('.tenant-switcher').click();
    await Promise.all([this.page.waitForEvent('load'), this.page.getByRole('button', { name: fullName }).click()]);
    await this.waitForLayout();
  }

  activeTenant(): Promise<string> {
    return this.page.getByTestId('active-tenant').innerText();
  }

  async signOut(): Promise<void> {
    await this.page.locator('.user-menu-trigger').click();
    await this.page.locator('.menu-item', { hasText: /Abmelden|Sign out/ }).click();
  }

  async chooseLanguage(language: 'de' | 'en'): Promise<void> {
    await Promise.all([
      this.page.waitForEvent('load'),
      this.page.locator('.language-switcher select').selectOption(language),
    ]);
    await this.waitForLayout();
  }

  heading(): Promise<string> {
    return this.page.locator('main h1').innerText();
  }
}
