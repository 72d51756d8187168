import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export interface BrowserFixture {
  readonly baseUrl: string;
  browser(): Browser;
  /** A fresh profile: no cookies, no storage, no service worker. */
  newContext(options?: { viewport?: { width: number; height: number } }): Promise<BrowserContext>;
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
  return {
    baseUrl,
    browser: current,
    newContext: async (options) =>
      current().newContext({
        baseURL: baseUrl,
        viewport: options?.viewport ?? { width: 1280, height: 800 },
        locale: 'de-DE',
      }),
  };
}
