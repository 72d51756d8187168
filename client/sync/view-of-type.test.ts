import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplicaDb, type ViewDoc } from './replica-db';
import { viewOfType, viewOfTypes } from './view-of-type';

const opened: Dexie[] = [];
let count = 0;

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function replica(): ReplicaDb {
  count += 1;
  const db = new ReplicaDb(`sorgfalt:view-of-type:${count}`);
  opened.push(db);
  return db;
}

function row(id: string, type: string, title: string): ViewDoc {
  return { id, type, version: 1, data: { name: title }, pending: false, title: title.toLowerCase(), refs: [] };
}

const ROWS = [
  row('c1', 'CONTACT', 'Zander'),
  row('c2', 'CONTACT', 'Adler'),
  row('c3', 'CONTACT', ''),
  row('s1', 'SITE', 'Werk Nord'),
  row('i1', 'SITE_INSPECTION', 'Begehung'),
  row('l1', 'LOCATION', 'Bremen'),
];

describe('the view by type', () => {
  it('reads the documents of one type by title, untitled ones first, and no type that merely starts alike', async () => {
    const db = replica();
    await db.view.bulkPut(ROWS);
    expect((await viewOfType(db, 'CONTACT').toArray()).map((doc) => doc.id)).toEqual(['c3', 'c2', 'c1']);
    expect((await viewOfType(db, 'SITE').toArray()).map((doc) => doc.id)).toEqual(['s1']);
    expect(await viewOfType(db, 'MEASURE').count()).toBe(0);
  });

  it('reads several types in the order given, each type once', async () => {
    const db = replica();
    await db.view.bulkPut(ROWS);
    const docs = await viewOfTypes(db, ['LOCATION', 'CONTACT', 'LOCATION', 'MEASURE']);
    expect(docs.map((doc) => doc.id)).toEqual(['l1', 'c3', 'c2', 'c1']);
    expect(await viewOfTypes(db, [])).toEqual([]);
  });

  it('drops the type and pending indexes from a replica of version 5 and keeps its rows', async () => {
    const name = 'sorgfalt:view-of-type:upgrade';
    const old = new Dexie(name);
    old.version(5).stores({
      staging: 'id',
      view: 'id, type, [type+title], *refs, pending',
      outbox: 'number, docId',
      conflicts: '++key, docId',
      rejected: 'number, docId',
      meta: 'key',
      log: '++id, at',
      blobs: 'sha256, state, queuedAt',
      shadows: 'id',
    });
    await old.open();
    await old.table('view').bulkPut(ROWS);
    old.close();

    const db = new ReplicaDb(name);
    opened.push(db);
    await db.open();
    const store = db.backendDB().transaction('view').objectStore('view');
    expect([...store.indexNames].sort()).toEqual(['[type+title]', 'refs']);
    expect(await db.view.count()).toBe(ROWS.length);
    expect((await viewOfType(db, 'CONTACT').toArray()).map((doc) => doc.id)).toEqual(['c3', 'c2', 'c1']);
  });
});
