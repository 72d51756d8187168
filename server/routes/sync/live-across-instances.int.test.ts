import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation } from '../../../shared/sync/protocol';
import { FEED_CHANNEL } from '../../sync/postgres-feed-notifier';
import { SYNC_HEADERS, XSRF_HEADERS } from '../../sync/test-support/sync-http';
import { answer, callApi } from '../../test/api';
import { type PostgresCluster, startPostgresCluster } from '../../test/postgres-cluster';
import { signIn } from '../../test/sign-in';
import { connectSocket, type TestSocket } from '../../test/socket-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { waitFor } from '../../test/wait-for';

/*
 * Two servers on one PostgreSQL database behind one public URL (decision 0024, slice 4): a push
 * on one pokes the devices on the other (docs/sync-spec.md P10), and a user's sync budget
 * counts on both.
 */

let cluster: PostgresCluster | undefined;
let first: TestServer | undefined;
let second: TestServer | undefined;
let anna = '';
let clientNumber = 0;
const PULLS_PER_MINUTE = 8;

function running(server: TestServer | undefined): TestServer {
  if (!server) throw new Error('the servers did not start');
  return server;
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const url = await cluster.createDatabase('live_instances');
  const env = { DATABASE_URL: url, SYNC_RATE_LIMIT_PER_MINUTE: String(PULLS_PER_MINUTE) };
  first = await startTestServer({ env });
  // One public URL for both, as behind a load balancer: tokens of either are valid on both.
  second = await startTestServer({ env: { ...env, PUBLIC_URL: first.url } });
  anna = (await signIn(first.url, 'anna@sorgfalt.example')).accessToken;
}, 90_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
  await cluster?.stop();
});

async function liveOn(server: TestServer): Promise<TestSocket> {
  const socket = await connectSocket(`${server.url.replace('http', 'ws')}/api/v2/sync/live`, {
    origin: running(first).url,
  });
  socket.ws.send(JSON.stringify({ Authorization: `Bearer ${anna}`, Tenant: 'acme' }));
  expect(await socket.next()).toMatchObject({ type: 'connected' });
  return socket;
}

async function pushOn(server: TestServer, id: string): Promise<number> {
  const mutation: Mutation = { op: 'create', number: 1, type: 'CONTACT', id, data: { name: id } };
  const { status, body } = await answer(
    await callApi(server.url, '/api/v2/sync/push', {
      token: anna,
      tenant: 'acme',
      method: 'POST',
      headers: { ...SYNC_HEADERS, ...XSRF_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: `instances-${++clientNumber}`, mutations: [mutation] }),
    }),
  );
  expect(status).toBe(200);
  return (body as { results: { seq: number }[] }).results[0]?.seq ?? 0;
}

describe('live pokes across two instances on PostgreSQL (LISTEN/NOTIFY)', () => {
  it('P10: a push on one instance pokes the devices connected to the other, and its own', async () => {
    const onSecond = await liveOn(running(second));
    const onFirst = await liveOn(running(first));
    const seq = await pushOn(running(first), 'instances-a');
    expect(await onSecond.next()).toEqual({ type: 'poke', cursor: seq });
    expect(await onFirst.next()).toEqual({ type: 'poke', cursor: seq });
    const next = await pushOn(running(second), 'instances-b');
    expect(await onFirst.next()).toEqual({ type: 'poke', cursor: next });
    onSecond.ws.close();
    onFirst.ws.close();
  });

  it('P10: after its listening connection drops, an instance reconnects and pokes with the head it missed', async () => {
    const onSecond = await liveOn(running(second));
    const admin = new pg.Client({ connectionString: cluster?.urlOf('live_instances') });
    await admin.connect();
    try {
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN ${FEED_CHANNEL}' AND datname = current_database()`,
          )
        ).rows;
      await waitFor(async () => (await listeners()).length === 2, 'both instances listening');
      // Cut every listener; a push lands while they are gone.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN ${FEED_CHANNEL}' AND datname = current_database()`,
      );
      const seq = await pushOn(running(first), 'instances-missed');
      expect(await onSecond.next()).toEqual({ type: 'poke', cursor: seq });
      await waitFor(async () => (await listeners()).length === 2, 'both instances listening again');
    } finally {
      await admin.end();
      onSecond.ws.close();
    }
  });

  it('counts a user’s pulls on both instances against one budget (SECURITY.md “Abuse”)', async () => {
    const pull = async (server: TestServer) =>
      (
        await callApi(server.url, '/api/v2/sync/pull?cursor=0&limit=1', {
          token: anna,
          tenant: 'nordlicht',
          headers: SYNC_HEADERS,
        })
      ).status;
    const statuses: number[] = [];
    for (let index = 0; index < PULLS_PER_MINUTE; index++) {
      statuses.push(await pull(index % 2 === 0 ? running(first) : running(second)));
    }
    expect(statuses).toEqual(Array.from({ length: PULLS_PER_MINUTE }, () => 200));
    expect(await pull(running(first))).toBe(429);
    expect(await pull(running(second))).toBe(429);
  });
});
