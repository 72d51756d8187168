import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation } from '../../../shared/sync/protocol';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { connectSocket, type TestSocket } from '../../test/socket-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { shortLivedToken } from '../../test/tokens';

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

function connect(origin = server.url): Promise<TestSocket> {
  return connectSocket(`${server.url.replace('http', 'ws')}/api/v2/sync/live`, { origin });
}

async function push(token: string, tenant: string, mutations: Mutation[]) {
  return answer(
    await callApi(server.url, '/api/v2/sync/push', {
      token,
      tenant,
      method: 'POST',
      headers: {
        'sorgfalt-sync': '1',
        cookie: 'XSRF-TOKEN=x',
        'x-xsrf-token': 'x',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ clientId: `live-${Date.now()}-${Math.random().toString(36).slice(2)}`, mutations }),
    }),
  );
}

describe('live poke socket (docs/sync-spec.md P10)', () => {
  it('P10: an authenticated device hears a poke with the new cursor when its tenant’s feed moves, and not for another tenant', async () => {
    const socket = await connect();
    socket.ws.send(JSON.stringify({ Authorization: `Bearer ${anna}`, Tenant: 'acme' }));
    const connected = (await socket.next()) as { type: string; cursor: number };
    expect(connected).toMatchObject({ type: 'connected', cursor: expect.any(Number) });
    await push(anna, 'nordlicht', [
      { op: 'create', number: 1, type: 'CONTACT', id: 'live-nord', data: { name: 'Nord' } },
    ]);
    const result = await push(anna, 'acme', [
      { op: 'create', number: 1, type: 'CONTACT', id: 'live-acme', data: { name: 'Acme' } },
    ]);
    const seq = (result.body as { results: { seq: number }[] }).results[0]?.seq;
    expect(await socket.next()).toEqual({ type: 'poke', cursor: seq });
    socket.ws.close();
  });

  it('P10: a socket that does not authenticate within 5 s is closed with 1008', async () => {
    const socket = await connect();
    const started = Date.now();
    expect((await socket.closed).code).toBe(1008);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
  }, 10_000);

  it('P10: a bad token or a foreign tenant gets an error and 1008, revealing nothing', async () => {
    for (const [authorization, tenant, code] of [
      ['Bearer not-a-token', 'acme', 'UNAUTHENTICATED'],
      [`Bearer ${tom}`, 'acme', 'FORBIDDEN'],
      [`Bearer ${tom}`, 'does-not-exist', 'FORBIDDEN'],
    ] as const) {
      const socket = await connect();
      socket.ws.send(JSON.stringify({ Authorization: authorization, Tenant: tenant }));
      expect(await socket.next()).toEqual({ type: 'error', code });
      expect((await socket.closed).code).toBe(1008);
    }
  });

  it('P10: the socket is closed with 1008 when the token expires', async () => {
    const shortLived = await shortLivedToken(server.database.db, server.config, 'demo-anna', 2);
    const socket = await connect();
    socket.ws.send(JSON.stringify({ Authorization: `Bearer ${shortLived}`, Tenant: 'acme' }));
    expect(await socket.next()).toMatchObject({ type: 'connected' });
    const closed = await socket.closed;
    expect(closed).toEqual({ code: 1008, reason: 'token expired' });
  }, 10_000);

  it('P10: a malformed first message closes the socket with 1008', async () => {
    const socket = await connect();
    socket.ws.send('hello');
    expect((await socket.closed).code).toBe(1008);
  });

  it('P10: a page of another origin cannot open the socket', async () => {
    await expect(connect('https://evil.example')).rejects.toThrow('upgrade refused: 403');
  });

  it('P10: a frame over 64 KiB closes the socket', async () => {
    const socket = await connect();
    socket.ws.send('x'.repeat(70 * 1024));
    expect((await socket.closed).code).toBe(1009);
  });
});
