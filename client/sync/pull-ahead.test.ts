import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../shared/sync/protocol';
import { pullAll } from './pull';
import { ReplicaDb } from './replica-db';
import type { NextPage, SyncApi } from './sync-api';

const SCOPE = 'c'.repeat(16);
const PAGES = 6;

function page(n: number): PullResponse {
  return {
    reset: false,
    changes: [{ id: `c${n}`, type: 'CONTACT', version: 1, seq: n * 10, deleted: false, data: { name: `K${n}` } }],
    cursor: n * 10,
    hasMore: n < PAGES,
    head: PAGES * 10,
    scope: SCOPE,
  };
}

interface Request {
  readonly cursor: number;
  readonly answer: () => void;
}

/**
 * A server whose answers' headers arrive at once and whose bodies arrive when the test says so:
 * the test sees which pages were asked for while which body was still under way.
 */
function slowBodies(next: (cursor: number) => NextPage | undefined) {
  const requests: Request[] = [];
  const api: SyncApi = {
    pull: (cursor, _scope, _limit, onNext) =>
      new Promise<PullResponse>((resolve, reject) => {
        const n = cursor / 10 + 1;
        if (n > PAGES) reject(new Error(`no page after ${cursor}`));
        requests.push({ cursor, answer: () => resolve(page(n)) });
        const ahead = n < PAGES ? next(cursor) : undefined;
        if (ahead) queueMicrotask(() => onNext?.(ahead));
      }),
    push: () => Promise.reject(new Error('not pushed')),
  };
  return { api, requests };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('pull read-ahead from the headers (docs/sync-spec.md P3)', () => {
  it('asks for the next page while the body before it is under way, at most two ahead, each page once and in order', async () => {
    const db = new ReplicaDb('sorgfalt:pull-ahead:test-1');
    const { api, requests } = slowBodies((cursor) => ({ cursor: cursor + 10, scope: SCOPE }));
    const done = pullAll(db, api);
    await settle();
    // Page 1's headers named page 2's start: page 2 is asked for before page 1's body arrived.
    expect(requests.map((request) => request.cursor)).toEqual([0, 10]);
    let answered = 0;
    while (answered < requests.length) {
      requests[answered]?.answer();
      answered += 1;
      await settle();
      expect(requests.length - answered).toBeLessThanOrEqual(2);
    }
    await done;
    expect(requests.map((request) => request.cursor)).toEqual([0, 10, 20, 30, 40, 50]);
    expect((await db.view.toArray()).map((doc) => doc.id).sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    db.close();
  });

  it('drops a page asked for ahead when the body names another cursor, and asks for the right one', async () => {
    const db = new ReplicaDb('sorgfalt:pull-ahead:test-2');
    const asked: number[] = [];
    const api: SyncApi = {
      pull: (cursor, _scope, _limit, onNext) => {
        asked.push(cursor);
        // The headers name a start one seq off the body's cursor: what is asked for there is not used.
        if (cursor % 10 !== 0) return Promise.resolve({ ...page(PAGES), changes: [], hasMore: false });
        const n = cursor / 10 + 1;
        if (n < PAGES) queueMicrotask(() => onNext?.({ cursor: cursor + 11, scope: SCOPE }));
        return new Promise((resolve) => setTimeout(() => resolve(page(n)), 5));
      },
      push: () => Promise.reject(new Error('not pushed')),
    };
    await pullAll(db, api);
    expect(asked.filter((cursor) => cursor % 10 === 0)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(asked.filter((cursor) => cursor % 10 !== 0).length).toBeGreaterThan(0);
    expect((await db.view.toArray()).map((doc) => doc.id).sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    expect((await db.meta.get('cursor'))?.value).toBe(60);
    db.close();
  });

  it('a page asked for ahead that fails fails the pull when it is taken; the pages before it stay written', async () => {
    const db = new ReplicaDb('sorgfalt:pull-ahead:test-3');
    const api: SyncApi = {
      pull: (cursor, _scope, _limit, onNext) => {
        const n = cursor / 10 + 1;
        if (n === 3) return Promise.reject(new Error('connection lost'));
        queueMicrotask(() => onNext?.({ cursor: cursor + 10, scope: SCOPE }));
        return Promise.resolve(page(n));
      },
      push: () => Promise.reject(new Error('not pushed')),
    };
    await expect(pullAll(db, api)).rejects.toThrow('connection lost');
    expect((await db.view.toArray()).map((doc) => doc.id).sort()).toEqual(['c1', 'c2']);
    expect((await db.meta.get('cursor'))?.value).toBe(20);
    db.close();
  });
});
