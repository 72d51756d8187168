import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentChange } from '../../../shared/api/recent-changes';
import type { PullResponse } from '../../../shared/sync/protocol';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=test-xsrf', 'x-xsrf-token': 'test-xsrf' };

let server: TestServer;
let anna: string;
let tom: string;

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

async function recent(token: string, tenant: string, query = '') {
  const { status, body } = await answer(await callApi(server.url, `/api/v2/history/recent${query}`, { token, tenant }));
  return { status, changes: (body as { changes?: RecentChange[] }).changes ?? [], body };
}

/** Every document id the caller's pull serves: what the caller may read. */
async function readableIds(token: string, tenant: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor = 0;
  for (;;) {
    const response = await callApi(server.url, `/api/v2/sync/pull?cursor=${cursor}&limit=1000`, {
      token,
      tenant,
      headers: SYNC,
    });
    const body = (await answer(response)).body as PullResponse;
    if (body.reset) throw new Error('unexpected reset');
    for (const change of body.changes) if (!('removed' in change)) ids.add(change.id);
    cursor = body.cursor;
    if (!body.hasMore) return ids;
  }
}

describe('last changes (GET /api/v2/history/recent, the dashboard)', () => {
  it('names the documents last changed, newest first, with who and when; a new edit comes first under its author', async () => {
    const push = await callApi(server.url, '/api/v2/sync/push', {
      token: anna,
      tenant: 'acme',
      method: 'POST',
      headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: `recent-${Date.now()}`,
        mutations: [
          { op: 'create', number: 1, type: 'CONTACT', id: 'contact-recent', data: { name: 'Spedition Neu' } },
        ],
      }),
    });
    expect((await answer(push)).status).toBe(200);
    const { status, changes } = await recent(anna, 'acme', '?limit=5');
    expect(status).toBe(200);
    expect(changes).toHaveLength(5);
    expect(changes[0]).toMatchObject({
      id: 'contact-recent',
      type: 'CONTACT',
      title: 'Spedition Neu',
      created: true,
      changedBy: { name: 'Anna Berger' },
    });
    const times = changes.map((change) => change.changedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names only documents the caller may read, of the tenant asked for', async () => {
    const readable = await readableIds(tom, 'nordlicht');
    const { changes } = await recent(tom, 'nordlicht', '?limit=50');
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(readable.has(change.id), change.id).toBe(true);
    const acme = await readableIds(anna, 'acme');
    for (const change of (await recent(anna, 'nordlicht', '?limit=50')).changes)
      expect(acme.has(change.id), change.id).toBe(false);
  });

  it('with a location, names only documents at it; a bad query is refused', async () => {
    const { changes } = await recent(anna, 'acme', '?limit=50&location=acme-loc-mannheim');
    const all = (await recent(anna, 'acme', '?limit=50')).changes;
    expect(changes.length).toBeLessThan(all.length);
    for (const change of changes) expect(change.id).not.toBe('contact-recent');
    expect((await recent(anna, 'acme', '?limit=500')).status).toBe(400);
    expect((await recent(anna, 'acme', '?location=../x')).status).toBe(400);
  });

  it('asks for a signed-in member of the tenant', async () => {
    expect((await recent(tom, 'acme')).status).toBe(403);
  });
});
