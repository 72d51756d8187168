import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Mutation, PushRequest } from '../shared/sync/protocol';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { AppPage } from './support/pages';
import { ServerApi } from './support/server-api';
import { waitForValue, waitUntilSynced } from './support/sync';

const UUID = /\/contacts\/([0-9a-f-]{36})$/;
const SYNC_LOCK = 'sorgfalt:acme:demo-anna:sync';

/** Every mutation a tab sends to the push route, in order. */
function recordPushes(page: Page): Mutation[] {
  const sent: Mutation[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/sync/push') {
      sent.push(...(request.postDataJSON() as PushRequest).mutations);
    }
  });
  return sent;
}

/** How many tabs hold the sync lock of Anna's acme replica and how many wait for it. */
function syncLock(page: Page): Promise<{ held: number; waiting: number }> {
  return page.evaluate(async (name) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return {
      held: held.filter((lock) => lock.name === name).length,
      waiting: pending.filter((lock) => lock.name === name).length,
    };
  }, SYNC_LOCK);
}

describe('two tabs of one user', () => {
  const fixture = useBrowser();

  it('one tab leads the sync and each edit is pushed once; when it closes the other takes over', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const first = await fixture.signIn('anna@sorgfalt.example');
    const name = `Zwei Tabs ${Date.now()}`;
    await first.page.goto('/contacts/new');
    await first.page.locator('#field-name').fill(name);
    await first.page.getByTestId('save').click();
    await first.page.waitForURL(UUID);
    const path = new URL(first.page.url()).pathname;
    const id = UUID.exec(path)?.[1] ?? '';
    onTestFinished(() => server.remove('CONTACT', id));
    await waitUntilSynced(first.page);

    const second = await first.context.newPage();
    await second.goto(path);
    await new AppPage(second).waitForLayout();
    await waitForValue(second, '#field-name', name);
    expect(await syncLock(second)).toEqual({ held: 1, waiting: 1 });
    const fromFirst = recordPushes(first.page);
    const fromSecond = recordPushes(second);

    // Both tabs edit the contact they opened on the same version, then both save.
    await first.page.locator('#field-phone').fill('0621 501');
    await second.locator('#field-email').fill('zwei@tabs.example');
    await first.page.getByTestId('save').click();
    await first.page.getByTestId('form-saved').waitFor();
    await second.getByTestId('save').click();
    await waitUntilSynced(first.page);
    // The tab that does not sync shows the shared outbox drained and the leader's last sync.
    await waitUntilSynced(second);
    const afterBoth = await eventually(
      () => server.history('CONTACT', id),
      (entries) => entries.length >= 3,
      { what: 'both edits on the server' },
    );
    expect(afterBoth.map((entry) => entry.changedFields)).toEqual([['name'], ['phone'], ['email']]);
    expect(fromFirst.map((mutation) => [mutation.op, mutation.id, mutation.number])).toEqual([
      ['patch', id, expect.any(Number)],
      ['patch', id, expect.any(Number)],
    ]);
    expect(new Set(fromFirst.map((mutation) => mutation.number)).size).toBe(2);
    expect(fromSecond).toEqual([]);
    await second.reload();
    await waitForValue(second, '#field-phone', '0621 501');
    expect(await second.locator('#field-email').inputValue()).toBe('zwei@tabs.example');

    // The leading tab closes: the other takes the lock and sends its next edit itself.
    await first.page.close();
    await eventually(
      () => syncLock(second),
      (lock) => lock.held === 1 && lock.waiting === 0,
      {
        what: 'the second tab holding the sync lock',
      },
    );
    await second.locator('#field-phone').fill('0621 502');
    await second.getByTestId('save').click();
    const afterTakeOver = await eventually(
      () => server.history('CONTACT', id),
      (entries) => entries.length >= 4,
      { what: 'the edit of the second tab on the server' },
    );
    await waitUntilSynced(second);
    expect(afterTakeOver.map((entry) => entry.changedFields)).toEqual([['name'], ['phone'], ['email'], ['phone']]);
    expect(fromSecond.map((mutation) => [mutation.op, mutation.id])).toEqual([['patch', id]]);
    expect(fromFirst).toHaveLength(2);
    expect((await server.document(id))?.data.phone).toBe('0621 502');

    await first.context.close();
  });
});
