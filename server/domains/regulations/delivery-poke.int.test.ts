import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, PullResponse } from '../../../shared/sync/protocol';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { connectSocket, type TestSocket } from '../../test/socket-client';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * docs/sync-spec.md P10 across tenants (docs/domain/regulations.md RGL-6): what a manager's push
 * delivers into a customer's tenant pokes the customer's connected devices at once, and no
 * other tenant's.
 */

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=poke', 'x-xsrf-token': 'poke' };

let server: TestServer;
let anna: string;
let lea: string;

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  lea = (await signIn(server.url, 'lea@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

async function listen(tenant: string): Promise<TestSocket> {
  const socket = await connectSocket(`${server.url.replace('http', 'ws')}/api/v2/sync/live`, { origin: server.url });
  socket.ws.send(JSON.stringify({ Authorization: `Bearer ${anna}`, Tenant: tenant }));
  expect(await socket.next()).toMatchObject({ type: 'connected' });
  return socket;
}

async function push(token: string, tenant: string, mutation: Mutation) {
  const { status, body } = await answer(
    await callApi(server.url, '/api/v2/sync/push', {
      token,
      tenant,
      method: 'POST',
      headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: `poke-${Math.random().toString(36).slice(2)}`, mutations: [mutation] }),
    }),
  );
  expect(status).toBe(200);
  return (body as { results: { status: string; seq?: number }[] }).results[0];
}

async function head(token: string, tenant: string): Promise<{ cursor: number; versions: Map<string, number> }> {
  const versions = new Map<string, number>();
  let cursor = 0;
  for (;;) {
    const { body } = await answer(
      await callApi(server.url, `/api/v2/sync/pull?cursor=${cursor}&limit=1000`, { token, tenant, headers: SYNC }),
    );
    const feed = body as PullResponse;
    if (feed.reset) throw new Error('unexpected reset');
    for (const change of feed.changes) if ('version' in change) versions.set(change.id, change.version);
    cursor = feed.cursor;
    if (!feed.hasMore) return { cursor, versions };
  }
}

describe('live pokes of delivered regulations (P10, RGL-6)', () => {
  it('RGL-6: publishing in paragraf pokes acme’s device with acme’s new cursor; nordlicht’s device hears nothing of it', async () => {
    const acme = await listen('acme');
    const nordlicht = await listen('nordlicht');
    const before = await head(anna, 'acme');
    const manager = await head(lea, 'paragraf');

    const result = await push(lea, 'paragraf', {
      op: 'patch',
      number: 1,
      type: 'REGULATION',
      id: 'para-reg-betrsichv',
      baseVersion: manager.versions.get('para-reg-betrsichv') ?? 1,
      fields: { isPublished: { value: true, base: false } },
    });
    expect(result).toMatchObject({ status: 'applied' });

    const poke = (await acme.next()) as { type: string; cursor: number };
    expect(poke.type).toBe('poke');
    expect(poke.cursor).toBeGreaterThan(before.cursor);
    const after = await head(anna, 'acme');
    expect(poke.cursor).toBe(after.cursor);
    expect(after.versions.has('para-reg-betrsichv')).toBe(true);

    // nordlicht's next poke is the one of its own commit: the delivery into acme sent it none.
    const own = await push(anna, 'nordlicht', {
      op: 'create',
      number: 1,
      type: 'CONTACT',
      id: 'poke-nordlicht-contact',
      data: { name: 'Nord' },
    });
    expect(await nordlicht.next()).toEqual({ type: 'poke', cursor: own?.seq });
    acme.ws.close();
    nordlicht.ws.close();
  });
});
