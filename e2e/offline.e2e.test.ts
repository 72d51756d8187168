import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

describe('offline start', () => {
  const fixture = useBrowser();

  it('after one online visit the app opens offline from the cached shell and the cached profile', async () => {
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example', {
      viewport: { width: 768, height: 1024 },
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    await page.reload();
    await app.waitForLayout();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    await app.waitForLayout();
    expect(await app.activeTenant()).toBe('Acme Chemie GmbH');
    expect(await page.locator('.sync-status[data-state="offline"]').innerText()).toContain('Offline');
    await page.goto('/transport/drafts');
    await app.waitForLayout();
    expect(await app.heading()).toBe('Transportvorlagen');
    await context.close();
  });
});
