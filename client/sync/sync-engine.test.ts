import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushRequest, PushResponse } from '../../shared/sync/protocol';
import { META, writeMeta } from './meta';
import { ReplicaDb } from './replica-db';
import { RetryableError, type SyncApi } from './sync-api';
import { SyncEngine, type SyncStatus } from './sync-engine';
import { createDocument } from './write-api';

const unusedApi: SyncApi = {
  pull: () => Promise.reject(new Error('a tab without the lock does not pull')),
  push: () => Promise.reject(new Error('a tab without the lock does not push')),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sync engine in a tab that does not hold the lock', () => {
  it('shows the last sync the leading tab recorded in the shared replica', async () => {
    vi.stubGlobal('navigator', { onLine: true, locks: { request: () => new Promise(() => {}) } });
    const db = new ReplicaDb('sorgfalt:engine-follower:test');
    await writeMeta(db, META.lastSyncAt, 1_000);
    const engine = new SyncEngine(db, unusedApi, { lockName: 'engine-follower' });
    engine.start();
    await vi.waitFor(() => expect(engine.getSnapshot().lastSyncAt).toBe(1_000));
    await writeMeta(db, META.lastSyncAt, 2_000);
    await vi.waitFor(() => expect(engine.getSnapshot().lastSyncAt).toBe(2_000));
    expect(engine.getSnapshot()).toMatchObject({ leader: false, phase: 'idle' });
    engine.stop();
    db.close();
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server that holds nothing and applies every push, or fails each push while `failing` says so. */
function serverApi(failing: () => boolean = () => false) {
  const pushes: PushRequest[] = [];
  const api: SyncApi = {
    pull: async () => ({ reset: false, changes: [], cursor: 0, hasMore: false, head: 0, scope: 'bench' }),
    push: async (request): Promise<PushResponse> => {
      pushes.push(request);
      if (failing()) throw new RetryableError('server answered 503');
      return {
        results: request.mutations.map((mutation) => ({
          number: mutation.number,
          status: 'applied',
          version: 1,
          seq: mutation.number,
        })),
      };
    },
  };
  return { api, pushes };
}

function statusWhere(engine: SyncEngine, test: (status: SyncStatus) => boolean): Promise<SyncStatus> {
  return new Promise((resolve) => {
    const check = () => {
      if (!test(engine.getSnapshot())) return;
      unsubscribe();
      resolve(engine.getSnapshot());
    };
    const unsubscribe = engine.subscribe(check);
    check();
  });
}

describe('sync engine of the leading tab', () => {
  it('pushes a local write in a round of its own at once, and writes made during a round in the one after it', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const db = new ReplicaDb('sorgfalt:engine-writes:test');
    const { api, pushes } = serverApi();
    const engine = new SyncEngine(db, api, { lockName: 'engine-writes' });
    engine.start();
    await statusWhere(engine, (status) => status.phase === 'idle' && status.lastSyncAt !== undefined);
    await createDocument(db, 'CONTACT', { name: 'Eins' }, 'contact-1');
    await vi.waitFor(() => expect(pushes).toHaveLength(1), { timeout: 5_000 });
    await Promise.all(
      ['Zwei', 'Drei', 'Vier'].map((name, index) => createDocument(db, 'CONTACT', { name }, `c-${index}`)),
    );
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 5_000 });
    engine.stop();
    expect(pushes.flatMap((push) => push.mutations.map((mutation) => mutation.id))).toEqual([
      'contact-1',
      'c-0',
      'c-1',
      'c-2',
    ]);
    expect(pushes.length).toBeLessThanOrEqual(3);
    db.close();
  });

  it('a write while a failed push waits for its backoff does not cut the backoff short', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const db = new ReplicaDb('sorgfalt:engine-backoff:test');
    let failing = true;
    const { api, pushes } = serverApi(() => failing);
    const engine = new SyncEngine(db, api, { lockName: 'engine-backoff', random: () => 0 });
    engine.start();
    await statusWhere(engine, (status) => status.phase === 'idle' && status.lastSyncAt !== undefined);
    await createDocument(db, 'CONTACT', { name: 'Eins' }, 'contact-1');
    await statusWhere(engine, (status) => status.phase === 'waiting');
    failing = false;
    await createDocument(db, 'CONTACT', { name: 'Zwei' }, 'contact-2');
    await pause(200);
    // The first failure waits 500 ms (backoffDelay with random 0) before the next try.
    expect(pushes).toHaveLength(1);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 5_000 });
    engine.stop();
    expect(pushes.at(-1)?.mutations.map((mutation) => mutation.id)).toEqual(['contact-1', 'contact-2']);
    db.close();
  });
});
