import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedChange, PullResponse, PushRequest, PushResponse } from '../../shared/sync/protocol';
import { META, readMeta } from './meta';
import { pullAll } from './pull';
import { pushAll } from './push';
import { ReplicaDb } from './replica-db';
import type { SyncApi } from './sync-api';
import { patchDocument } from './write-api';

const SCOPE = 'a'.repeat(16);
const opened: Dexie[] = [];
let count = 0;

function replica(): ReplicaDb {
  count += 1;
  const db = new ReplicaDb(`sorgfalt:shadows:${count}`);
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function contact(id: string, seq: number, name: string, version = 1): FeedChange {
  return { id, type: 'CONTACT', version, seq, deleted: false, data: { name } };
}

function page(changes: FeedChange[], cursor: number, hasMore: boolean): PullResponse {
  return { reset: false, changes, cursor, hasMore, head: hasMore ? cursor + 1 : cursor, scope: SCOPE };
}

/** A server that answers pulls from a script of pages by cursor, and pushes with `onPush`. */
function scriptedApi(
  pages: ReadonlyMap<number, () => Promise<PullResponse>>,
  onPush: (request: PushRequest) => PushResponse = () => ({ results: [] }),
): SyncApi {
  return {
    pull: (cursor) => pages.get(cursor)?.() ?? Promise.reject(new Error(`no page after ${cursor}`)),
    push: async (request) => onPush(request),
  };
}

describe('server state stored once, shadowed only under pending edits', () => {
  it('a pulled document without pending edits is stored once, as its view', async () => {
    const db = replica();
    const api = scriptedApi(new Map([[0, async () => page([contact('c1', 1, 'Eins')], 1, false)]]));
    await pullAll(db, api);
    expect(await db.view.get('c1')).toMatchObject({ version: 1, pending: false, data: { name: 'Eins' } });
    expect(await db.shadows.count()).toBe(0);
  });

  it('a refused patch returns the view to the server state kept under it and drops the shadow', async () => {
    const db = replica();
    const api = scriptedApi(new Map([[0, async () => page([contact('c1', 1, 'Eins')], 1, false)]]), (request) => ({
      results: request.mutations.map((mutation) => ({
        number: mutation.number,
        status: 'rejected',
        code: 'VALIDATION',
        issues: [{ path: 'name', message: 'validation.required' }],
      })),
    }));
    await pullAll(db, api);
    await patchDocument(db, 'CONTACT', 'c1', { name: 'Zwei' });
    expect(await db.view.get('c1')).toMatchObject({ pending: true, data: { name: 'Zwei' } });
    expect(await db.shadows.get('c1')).toMatchObject({ version: 1, data: { name: 'Eins' } });
    await pushAll(db, api);
    expect(await db.view.get('c1')).toMatchObject({ pending: false, version: 1, data: { name: 'Eins' } });
    expect(await db.shadows.count()).toBe(0);
    expect(await db.rejected.count()).toBe(1);
  });
});

describe('pages requested ahead', () => {
  it('a failing page asked for ahead keeps the pages before it with their cursor', async () => {
    const db = replica();
    const api = scriptedApi(
      new Map([
        [0, async () => page([contact('c1', 1, 'Eins')], 1, true)],
        [1, () => Promise.reject(new Error('network down'))],
      ]),
    );
    await expect(pullAll(db, api)).rejects.toThrow('network down');
    expect(await readMeta(db, META.cursor, 0)).toBe(1);
    expect(await db.view.get('c1')).toBeDefined();
  });

  it('a page that cannot be applied fails the pull; the page asked for ahead is dropped unseen', async () => {
    const db = replica();
    const broken = { ...contact('c1', 1, 'Eins'), id: undefined as unknown as string };
    let askedAhead = false;
    const api = scriptedApi(
      new Map<number, () => Promise<PullResponse>>([
        [0, async () => page([contact('c0', 1, 'Null'), broken], 2, true)],
        [
          2,
          () => {
            askedAhead = true;
            return Promise.reject(new Error('network down'));
          },
        ],
      ]),
    );
    await expect(pullAll(db, api)).rejects.not.toThrow('network down');
    expect(askedAhead).toBe(true);
    expect(await readMeta(db, META.cursor, 0)).toBe(0);
    expect(await db.view.count()).toBe(0);
  });
});

describe('replica upgrade to shadows', () => {
  it('keeps the server state only of documents with pending edits; the view stays as it was', async () => {
    const name = 'sorgfalt:shadows:upgrade';
    const old = new Dexie(name);
    old.version(1).stores({
      documents: 'id, type',
      staging: 'id',
      view: 'id, type, [type+title], *refs, pending',
      outbox: 'number, docId',
      conflicts: '++key, docId',
      rejected: 'number, docId',
      meta: 'key',
    });
    old.version(2).stores({ log: '++id, at' });
    old.version(3).stores({ blobs: 'sha256, state, queuedAt' });
    await old.open();
    const server = (id: string, name: string) => ({ id, type: 'CONTACT', version: 1, seq: 1, data: { name } });
    await old.table('documents').bulkPut([server('settled', 'Fertig'), server('edited', 'Alt')]);
    await old.table('view').bulkPut([
      {
        id: 'settled',
        type: 'CONTACT',
        version: 1,
        data: { name: 'Fertig' },
        pending: false,
        title: 'fertig',
        refs: [],
      },
      { id: 'edited', type: 'CONTACT', version: 1, data: { name: 'Neu' }, pending: true, title: 'neu', refs: [] },
    ]);
    await old.table('outbox').add({
      number: 1,
      op: 'patch',
      docId: 'edited',
      type: 'CONTACT',
      baseVersion: 1,
      fields: { name: { value: 'Neu', base: 'Alt' } },
      queuedAt: 1,
    });
    old.close();

    const db = new ReplicaDb(name);
    opened.push(db);
    await db.open();
    expect(await db.shadows.toArray()).toEqual([{ id: 'edited', type: 'CONTACT', version: 1, data: { name: 'Alt' } }]);
    expect(db.tables.map((table) => table.name)).not.toContain('documents');
    expect(await db.view.count()).toBe(2);
  });
});
