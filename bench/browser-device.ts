import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import type { BenchToken, BrowserBench } from './browser/bench-window';

const CALL_TIMEOUT_MS = 60_000;

/** One device: headless Chromium with its own on-disk profile, showing the bench page. */
export interface BrowserDevice {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Calls a method of the page's `window.bench`, failing after a minute. */
  call<K extends keyof BrowserBench>(method: K, ...args: Parameters<BrowserBench[K]>): Promise<BenchResult<K>>;
  close(): Promise<void>;
}

type BenchResult<K extends keyof BrowserBench> = Awaited<ReturnType<BrowserBench[K]>>;

async function callBench<K extends keyof BrowserBench>(
  page: Page,
  method: K,
  ...args: Parameters<BrowserBench[K]>
): Promise<BenchResult<K>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`bench.${method}(${JSON.stringify(args).slice(1, -1)}) timed out after ${CALL_TIMEOUT_MS} ms`),
        ),
      CALL_TIMEOUT_MS,
    );
  });
  const evaluation = page.evaluate(
    ({ name, values }) => (window.bench[name] as (...parameters: unknown[]) => unknown)(...values),
    { name: method, values: args as unknown[] },
  );
  try {
    return (await Promise.race([evaluation, timeout])) as BenchResult<K>;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A persistent profile, so IndexedDB lives on disk as on a real device (a fresh incognito
 * context keeps it in memory). Tokens come from node through `window.benchToken`.
 */
export async function openBrowserDevice(
  url: string,
  token: (renew: boolean) => Promise<BenchToken>,
): Promise<BrowserDevice> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error('bench page error:', error));
  await page.exposeFunction('benchToken', token);
  await page.goto(`${url}/`);
  await page.waitForFunction(() => 'bench' in window);
  return {
    context,
    page,
    call: (method, ...args) => callBench(page, method, ...args),
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
