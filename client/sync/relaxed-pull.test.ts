import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedChange, PullResponse } from '../../shared/sync/protocol';
import { META, readMeta } from './meta';
import { type PullProgress, pullAll } from './pull';
import { ReplicaDb } from './replica-db';
import type { SyncApi } from './sync-api';
import { patchDocument } from './write-api';

const SCOPE = 'c'.repeat(16);
const opened: ReplicaDb[] = [];
let count = 0;

function replica(name = `sorgfalt:relaxed-pull:${++count}`): ReplicaDb {
  const db = new ReplicaDb(name);
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function contact(id: string, seq: number, data: Record<string, string>, version = 1): FeedChange {
  return { id, type: 'CONTACT', version, seq, deleted: false, data };
}

function page(changes: FeedChange[], cursor: number, hasMore: boolean): PullResponse {
  return { reset: false, changes, cursor, hasMore, head: 30, scope: SCOPE };
}

/** Three pages of a first sync, at cursors 0, 10 and 20. */
const FEED = new Map<number, PullResponse>([
  [0, page([contact('c1', 1, { name: 'Eins' }), contact('c2', 2, { name: 'Zwei' })], 10, true)],
  [10, page([contact('c3', 11, { name: 'Drei' }), contact('c4', 12, { name: 'Vier' })], 20, true)],
  [20, page([contact('c1', 21, { name: 'Eins', phone: '040 2' }, 2), contact('c5', 22, { name: 'Fünf' })], 30, false)],
]);

/** A server answering pulls from FEED; `before` may hold a page back or fail it. */
function feedApi(asked: number[], before: (cursor: number) => Promise<void> = async () => {}): SyncApi {
  return {
    async pull(cursor) {
      asked.push(cursor);
      await before(cursor);
      const answer = FEED.get(cursor);
      if (!answer) throw new Error(`no page after ${cursor}`);
      return answer;
    },
    push: () => Promise.reject(new Error('not pushed')),
  };
}

interface ReadWrite {
  readonly stores: string[];
  readonly durability: string;
}

/**
 * Records every read-write transaction's tables and durability from now until `stop`. Dexie
 * binds a connection's `transaction` when it opens, so this must start before the replica opens.
 */
function recordReadWrites(): { readonly log: ReadWrite[]; stop(): void } {
  const log: ReadWrite[] = [];
  const original = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, stores, mode, options) {
    const transaction = original.call(this, stores, mode, options);
    if (mode === 'readwrite')
      log.push({
        stores: (typeof stores === 'string' ? [stores] : [...stores]).sort(),
        durability: transaction.durability,
      });
    return transaction;
  };
  return {
    log,
    stop: () => {
      IDBDatabase.prototype.transaction = original;
    },
  };
}

describe('the pull commits relaxed, the user’s edits strict (docs/decisions/0063)', () => {
  it('writes every pulled page with its cursor relaxed and an edit with its outbox entry strict', async () => {
    const recorder = recordReadWrites();
    try {
      const db = replica();
      await pullAll(db, feedApi([]));
      expect(recorder.log).toHaveLength(3);
      for (const transaction of recorder.log) {
        expect(transaction).toEqual({ stores: ['meta', 'outbox', 'shadows', 'view'], durability: 'relaxed' });
      }
      recorder.log.length = 0;
      await patchDocument(db, 'CONTACT', 'c2', { name: 'Meins' });
      expect(recorder.log).toEqual([{ stores: ['meta', 'outbox', 'shadows', 'view'], durability: 'strict' }]);
    } finally {
      recorder.stop();
    }
  });

  it('a live query of the app’s connection sees the pages the pull’s connection writes', async () => {
    const db = replica();
    const counts: number[] = [];
    let reachedFive: () => void = () => {};
    const five = new Promise<void>((resolve) => {
      reachedFive = resolve;
    });
    const subscription = db
      .live(() => db.view.count())
      .subscribe((value) => {
        counts.push(value);
        if (value === 5) reachedFive();
      });
    try {
      await pullAll(db, feedApi([]));
      await five;
    } finally {
      subscription.unsubscribe();
    }
    expect(counts.at(-1)).toBe(5);
  });

  it('closing the replica closes the pull’s connection', async () => {
    const db = replica();
    await pullAll(db, feedApi([]));
    const writer = db.serverWrites();
    expect(writer.isOpen()).toBe(true);
    db.close();
    expect(writer.isOpen()).toBe(false);
  });
});

describe('first sync', () => {
  it('interrupted, resumes at the last page it committed and loses nothing', async () => {
    const name = `sorgfalt:relaxed-pull:interrupted:${++count}`;
    const first = replica(name);
    const asked: number[] = [];
    let failures = 1;
    const api = feedApi(asked, async (cursor) => {
      if (cursor === 20 && failures-- > 0) throw new Error('network down');
    });
    await expect(pullAll(first, api)).rejects.toThrow('network down');
    expect(await readMeta(first, META.cursor, 0)).toBe(20);
    expect((await first.view.toCollection().primaryKeys()).sort()).toEqual(['c1', 'c2', 'c3', 'c4']);
    first.close();

    const reopened = replica(name);
    asked.length = 0;
    expect(await pullAll(reopened, api)).toBe(2);
    expect(asked).toEqual([20]);
    expect(await readMeta(reopened, META.cursor, 0)).toBe(30);
    expect(await reopened.view.count()).toBe(5);
    expect(await reopened.view.get('c1')).toMatchObject({ version: 2, pending: false, data: { phone: '040 2' } });
  });

  it('keeps an edit made between its pages, over the newer server state a later page brings', async () => {
    const name = `sorgfalt:relaxed-pull:edit:${++count}`;
    const db = replica(name);
    let editing: Promise<unknown> | undefined;
    let release: () => void = () => {};
    const edited = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onProgress = (progress: PullProgress) => {
      if (progress.received === 2) editing = patchDocument(db, 'CONTACT', 'c1', { name: 'Meins' }).then(release);
    };
    const api = feedApi([], async (cursor) => {
      if (cursor === 20) await edited;
    });
    await pullAll(db, api, onProgress);
    await editing;
    db.close();

    const reopened = replica(name);
    expect(await reopened.view.get('c1')).toMatchObject({
      version: 2,
      pending: true,
      data: { name: 'Meins', phone: '040 2' },
    });
    expect(await reopened.shadows.get('c1')).toEqual({
      id: 'c1',
      type: 'CONTACT',
      version: 2,
      data: { name: 'Eins', phone: '040 2' },
    });
    expect(await reopened.outbox.toArray()).toMatchObject([
      { op: 'patch', docId: 'c1', baseVersion: 1, fields: { name: { value: 'Meins', base: 'Eins' } } },
    ]);
  });
});
