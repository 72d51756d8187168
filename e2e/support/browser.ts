import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';
import { AppPage, LoginPage } from './pages';

export interface BrowserFixture {
  readonly baseUrl: string;
  browser(): Browser;
  /** A fresh profile: no cookies, no storage, no service worker. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A fresh profile signed in through the real login page, waiting for the layout. */
  signIn(email: string, options?: ContextOptions): Promise<SignedIn>;
}

interface ContextOptions {
  readonly viewport?: { width: number; height: number };
  /** A touch screen (a tablet): `tap()` works. */
  readonly hasTouch?: boolean;
}

export interface SignedIn {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly app: AppPage;
}

/** One Chromium per test file; each test takes its own context. */
export function useBrowser(): BrowserFixture {
  let browser: Browser | undefined;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
  const newContext = (options?: ContextOptions) =>
    current().newContext({
      baseURL: baseUrl,
      viewport: options?.viewport ?? { width: 1280, height: 800 },
      hasTouch: options?.hasTouch ?? false,
      locale: 'de-DE',
    });
  return {
    baseUrl,
    browser: current,
    newContext,
    async signIn(email, options) {
      const context = await newContext(options);
      const page = await context.newPage();
      await page.goto('/');
      await new LoginPage(page).signIn(email);
      const app = new AppPage(page);
      await app.waitForLayout();
      return { context, page, app };
    },
  };
}
