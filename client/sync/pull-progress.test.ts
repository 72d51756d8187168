import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../shared/sync/protocol';
import { feedFraction, type PullProgress, pullAll } from './pull';
import { ReplicaDb } from './replica-db';
import type { SyncApi } from './sync-api';

describe('pull progress', () => {
  it('is the share of the feed between the start cursor and its head', () => {
    expect(feedFraction(0, { cursor: 250, head: 1000 })).toBe(0.25);
    expect(feedFraction(400, { cursor: 700, head: 1000 })).toBe(0.5);
    expect(feedFraction(1000, { cursor: 1000, head: 1000 })).toBe(1);
    expect(feedFraction(0, { cursor: 1200, head: 1000 })).toBe(1);
  });

  it('grows page by page to 1 as a pull follows the feed', async () => {
    const db = new ReplicaDb('sorgfalt:pull-progress:test');
    const pages: PullResponse[] = [1, 2, 3, 4].map((n) => ({
      reset: false,
      changes: [{ id: `c${n}`, type: 'CONTACT', version: 1, seq: n * 10, deleted: false, data: { name: `K${n}` } }],
      cursor: n * 10,
      hasMore: n < 4,
      head: 40,
      scope: 'b'.repeat(16),
    }));
    const api: SyncApi = {
      pull: async (cursor) => pages[cursor / 10] ?? Promise.reject(new Error(`no page after ${cursor}`)),
      push: () => Promise.reject(new Error('not pushed')),
    };
    const seen: PullProgress[] = [];
    await pullAll(db, api, (progress) => seen.push(progress));
    expect(seen).toEqual([
      { received: 1, fraction: 0.25, done: false },
      { received: 2, fraction: 0.5, done: false },
      { received: 3, fraction: 0.75, done: false },
      { received: 4, fraction: 1, done: true },
    ]);
    db.close();
  });
});
