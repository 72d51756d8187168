import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { callApi } from '../server/test/api';
import { signIn } from '../server/test/sign-in';
import type { FeedChange, PullResponse, PushResponse } from '../shared/sync/protocol';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { waitUntilSynced } from './support/sync';

const TOUR = 'nord-td-hh-311';
const HEADERS = {
  'sorgfalt-sync': '1',
  'content-type': 'application/json',
  cookie: 'XSRF-TOKEN=e2e',
  'x-xsrf-token': 'e2e',
};

type Doc = Extract<FeedChange, { data: unknown }>;

/** One demo account's API in nordlicht, from node beside the browser. */
async function nordlichtAs(baseUrl: string, email: string) {
  const { accessToken: token } = await signIn(baseUrl, email);
  const call = (path: string, method = 'GET', body?: unknown) =>
    callApi(baseUrl, path, {
      token,
      tenant: 'nordlicht',
      method,
      headers: HEADERS,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const feed = async (): Promise<Doc[]> => {
    const docs = new Map<string, Doc>();
    let cursor = 0;
    for (;;) {
      const answer = (await (await call(`/api/v2/sync/pull?cursor=${cursor}&limit=1000`)).json()) as PullResponse;
      if (answer.reset) throw new Error('unexpected reset');
      for (const change of answer.changes) {
        if ('data' in change) docs.set(change.id, change);
        else docs.delete(change.id);
      }
      cursor = answer.cursor;
      if (!answer.hasMore) return [...docs.values()];
    }
  };
  return {
    feed,
    async rename(id: string, name: string) {
      const current = (await feed()).find((doc) => doc.id === id);
      if (!current) throw new Error(`${id} is not in the feed`);
      const mutation = {
        op: 'patch',
        number: 1,
        type: current.type,
        id,
        baseVersion: current.version,
        fields: { name: { value: name, base: current.data.name } },
      };
      const response = await call('/api/v2/sync/push', 'POST', {
        clientId: `e2e-${randomUUID()}`,
        mutations: [mutation],
      });
      const { results } = (await response.json()) as PushResponse;
      if (results[0]?.status !== 'applied') throw new Error(`renaming ${id} answered ${JSON.stringify(results)}`);
      return String(current.data.name);
    },
    async unsubscribe() {
      await call('/api/v2/notifications/subscriptions', 'PUT', { subscriptions: {} });
    },
  };
}

describe('notifications (issue 5)', () => {
  const fixture = useBrowser();

  it('Tom subscribes in Settings, Anna changes a tour he may read, Tom sees it live and marks it read', async () => {
    const anna = await nordlichtAs(fixture.baseUrl, 'anna@sorgfalt.example');
    const tomApi = await nordlichtAs(fixture.baseUrl, 'tom@sorgfalt.example');
    const tom = await fixture.signIn('tom@sorgfalt.example', { viewport: { width: 768, height: 1024 } });
    onTestFinished(() => tomApi.unsubscribe());

    await tom.page.goto('/notifications');
    await tom.page.getByTestId('notifications-empty').waitFor();
    expect(await tom.page.getByTestId('notification-count').count()).toBe(0);

    await tom.page.goto('/settings');
    const changed = tom.page.getByRole('checkbox', { name: 'Beförderungspapiere: Geändert' });
    await changed.check();
    await tom.page.getByRole('button', { name: 'Benachrichtigungseinstellungen speichern' }).click();
    await tom.page.getByText('Benachrichtigungseinstellungen gespeichert.').waitFor();
    await tom.page.reload();
    await tom.page.getByRole('checkbox', { name: 'Beförderungspapiere: Geändert' }).waitFor();
    expect(await tom.page.getByRole('checkbox', { name: 'Beförderungspapiere: Geändert' }).isChecked()).toBe(true);
    expect(await tom.page.getByRole('checkbox', { name: 'Beförderungspapiere: Erstellt' }).isChecked()).toBe(false);

    await tom.page.goto('/');
    await waitUntilSynced(tom.page);
    const original = await anna.rename(TOUR, 'Tour HH-311 – Lackfarben, neuer Termin');
    onTestFinished(async () => {
      await tomApi.unsubscribe();
      await anna.rename(TOUR, original);
    });

    // Live: the poke brings the notification without a reload or a sync button.
    await tom.page.getByTestId('notification-count').waitFor({ timeout: 30_000 });
    expect(await tom.page.getByTestId('notification-count').innerText()).toBe('1');
    await tom.page.getByTestId('notification-bell').click();
    await tom.page.waitForURL(/\/notifications$/);
    const line = tom.page.getByTestId('notification');
    await line.waitFor();
    expect(await line.getAttribute('data-read')).toBe('false');
    expect(await line.innerText()).toContain('Tour HH-311 – Lackfarben, neuer Termin');
    expect(await line.innerText()).toContain('Geändert von Anna Berger · Beförderungspapier');
    expect(await tom.page.getByTestId('notifications-unread').innerText()).toBe('1 ungelesen');

    await line.getByRole('button', { name: 'Als gelesen markieren' }).click();
    await tom.page.locator('[data-testid="notification"][data-read="true"]').waitFor();
    await tom.page.getByTestId('notification-count').waitFor({ state: 'detached' });
    await waitUntilSynced(tom.page);

    // The read flag reached the server; Anna, the actor, got no notification of her own change.
    const stored = await eventually(
      async () => (await tomApi.feed()).filter((doc) => doc.type === 'NOTIFICATION' && doc.data.document === TOUR),
      (docs) => docs.length === 1 && docs[0]?.data.isRead === true,
      { what: "Tom's notification read on the server" },
    );
    expect(stored[0]?.data).toMatchObject({ action: 'UPDATE', employeeName: 'Anna Berger', isRead: true });
    expect((await anna.feed()).some((doc) => doc.type === 'NOTIFICATION' && doc.data.document === TOUR)).toBe(false);
    await tom.context.close();
  });
});
