import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { META, writeMeta } from './meta';
import { ReplicaDb } from './replica-db';
import type { SyncApi } from './sync-api';
import { SyncEngine } from './sync-engine';

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
