import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../server/test/sign-in';
import { startTestServer, type TestServer } from '../../server/test/test-server';
import { SYNC_PROTOCOL_HEADER } from '../../shared/sync/protocol';
import { ReplicaDb } from './replica-db';
import { createSyncApi, RetryableError, type SyncApi } from './sync-api';
import { SyncEngine, type SyncStatus } from './sync-engine';

let server: TestServer;
let token = '';
let dbCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

/** A sync API as the browser builds it; `protocol` overrides the version the client claims. */
function apiFor(protocol?: string): { api: SyncApi; calls: () => number } {
  let calls = 0;
  const api = createSyncApi({
    backendUrl: `${server.url}/api`,
    tenant: 'acme',
    token: async () => token,
    fetch: (input, init) => {
      calls += 1;
      const headers = new Headers(init?.headers);
      headers.set('cookie', 'XSRF-TOKEN=device');
      if (init?.method === 'POST') headers.set('x-xsrf-token', 'device');
      if (protocol !== undefined) headers.set(SYNC_PROTOCOL_HEADER, protocol);
      return fetch(input, { ...init, headers });
    },
  });
  return { api, calls: () => calls };
}

function statusWhere(engine: SyncEngine, test: (status: SyncStatus) => boolean): Promise<SyncStatus> {
  return new Promise((resolve) => {
    const check = () => {
      const status = engine.getSnapshot();
      if (!test(status)) return;
      unsubscribe();
      resolve(status);
    };
    const unsubscribe = engine.subscribe(check);
    check();
  });
}

const unreachable: SyncApi = {
  pull: () => Promise.reject(new RetryableError('no connection')),
  push: () => Promise.reject(new RetryableError('no connection')),
};

describe('sync engine status', () => {
  it('a restarted engine shows the last sync the replica recorded before it reaches the server again', async () => {
    dbCount += 1;
    const name = `sorgfalt:status:${dbCount}`;
    const first = new SyncEngine(new ReplicaDb(name), apiFor().api, { lockName: `${name}:sync` });
    first.start();
    const synced = await statusWhere(first, (status) => status.phase === 'idle' && status.lastSyncAt !== undefined);
    first.stop();

    const restarted = new SyncEngine(new ReplicaDb(name), unreachable, { lockName: `${name}:sync`, random: () => 0 });
    restarted.start();
    const offline = await statusWhere(restarted, (status) => status.phase === 'waiting');
    const shown = await statusWhere(restarted, (status) => status.lastSyncAt !== undefined);
    restarted.stop();
    expect(offline.problem).toBe('no connection');
    expect(shown.lastSyncAt).toBe(synced.lastSyncAt);
  });

  it('a request that cannot be sent shows the engine offline, a server error only waiting', async () => {
    const engineWith = (fetchResult: () => Promise<Response>) => {
      dbCount += 1;
      const name = `sorgfalt:status:${dbCount}`;
      const api = createSyncApi({
        backendUrl: `${server.url}/api`,
        tenant: 'acme',
        token: async () => token,
        fetch: fetchResult,
      });
      return new SyncEngine(new ReplicaDb(name), api, { lockName: `${name}:sync`, random: () => 0 });
    };
    const cut = engineWith(() => Promise.reject(new TypeError('Failed to fetch')));
    cut.start();
    const offline = await statusWhere(cut, (status) => status.phase === 'offline');
    cut.stop();
    expect(offline.problem).toBe('Failed to fetch');

    const failing = engineWith(async () => new Response('{}', { status: 503 }));
    failing.start();
    const waiting = await statusWhere(failing, (status) => status.phase === 'waiting');
    failing.stop();
    expect(waiting.problem).toBe('server answered 503');
  });

  it('a server that refuses the protocol version (426) stops syncing as outdated, whatever asks for a round', async () => {
    dbCount += 1;
    const name = `sorgfalt:status:${dbCount}`;
    const { api, calls } = apiFor('0');
    const engine = new SyncEngine(new ReplicaDb(name), api, { lockName: `${name}:sync`, random: () => 0 });
    engine.start();
    const outdated = await statusWhere(engine, (status) => status.phase === 'outdated');
    const callsWhenOutdated = calls();
    // A poke, a write or the sync button does not start another round either.
    await engine.sync();
    engine.requestSync(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    engine.stop();
    expect(outdated.problem).toBe('please update');
    expect(callsWhenOutdated).toBe(1);
    expect(calls()).toBe(1);
  });
});
