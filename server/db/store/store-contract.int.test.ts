import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseRateCounter } from '../../http/rate-counter';
import { writeNotifications } from '../../notifications/write-notifications';
import { lockTenant, readAhead, readDocument, writeDocument } from '../../sync/write-document';
import { type PostgresCluster, startPostgresCluster } from '../../test/postgres-cluster';
import { type OpenDatabase, openDatabase, openPostgres, pendingMigrations } from '../database';
import { documentSearch, documents, documentVersions, tenants } from '../schema';
import { tenant } from './test-rows';
import { OutsideTransactionError } from './transaction-context';

/*
 * The storage contract (docs/decisions/0024-postgresql-store.md, CONVENTIONS "one storage
 * contract test suite"): the same cases on the SQLite and the PostgreSQL backend. The server's
 * integration tests run on both as well (the `server-postgres` project); these pin the store's
 * own promises: row shapes, values, transactions, the tenant lock and the gap-free feed.
 */

let cluster: PostgresCluster | undefined;
let databases = 0;
const folders: string[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const BACKENDS: Record<string, () => Promise<OpenDatabase>> = {
  sqlite: async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-store-'));
    folders.push(folder);
    return openDatabase(path.join(folder, 'store.db'));
  },
  postgres: async () => {
    if (!cluster) throw new Error('no cluster: beforeAll failed');
    return openPostgres(await cluster.createDatabase(`contract_${++databases}`));
  },
};

const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

const write = (id: string, tenantId: string, data: Record<string, unknown> = { name: id }) => ({
  tenantId,
  id,
  type: 'CONTACT',
  data,
  deleted: false,
  place: { locations: [], departments: [] },
  by: null,
  changedFields: Object.keys(data),
});

describe.each(Object.keys(BACKENDS))('the store on %s', (backend) => {
  let database: OpenDatabase;

  beforeEach(async () => {
    const open = BACKENDS[backend];
    if (!open) throw new Error(`no backend ${backend}`);
    database = await open();
  }, 30_000);

  afterEach(async () => {
    await database.close();
  });

  const lastSeq = async (id: string) =>
    (await database.db.select({ lastSeq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, id)).get())?.lastSeq;

  it('opens migrated: no migration of this version is pending', async () => {
    expect(await pendingMigrations(database.db)).toBe(0);
  });

  it('maps a selection onto its fields, hands raw SQL rows back as objects and answers returning', async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('a')).run();
    expect(await db.select({ name: tenants.fullName, modules: tenants.subscribedModules }).from(tenants).get()).toEqual(
      {
        name: 'Firma a',
        modules: ['BASE'],
      },
    );
    expect(await db.all(sql`SELECT id, last_seq FROM tenants`)).toEqual([{ id: 'a', last_seq: 0 }]);
    expect(await db.get(sql`SELECT id FROM tenants WHERE id = ${'none'}`)).toBeUndefined();
    expect(await db.update(tenants).set({ lastSeq: 7 }).returning({ seq: tenants.lastSeq }).get()).toEqual({ seq: 7 });
    expect(await db.select({ count: sql<number>`count(*)` }).from(tenants).get()).toEqual({ count: 1 });
  });

  it('keeps values as they were written: JSON text byte for byte, flags, large integers, any script', async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('v')).run();
    const data = { name: 'Ätzend — 腐蚀性 🧪', nested: { list: [1, 2.5, null, true], empty: '' }, quote: `"'?` };
    await db.transaction(async (tx) => {
      await writeDocument(tx, write('doc-v', 'v', data), undefined);
    });
    await db
      .update(documents)
      .set({ createdAt: Number.MAX_SAFE_INTEGER, deleted: true })
      .where(eq(documents.id, 'doc-v'))
      .run();
    const row = await db.select().from(documents).where(eq(documents.id, 'doc-v')).get();
    expect(row).toMatchObject({ data, deleted: true, createdAt: Number.MAX_SAFE_INTEGER, createdBy: null });
    const stored = await db.get<{ data: string }>(sql`SELECT data FROM documents WHERE id = ${'doc-v'}`);
    expect(stored?.data).toBe(JSON.stringify(data));
  });

  it('commits a transaction whose body resolves and rolls back one whose body throws', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await tx.insert(tenants).values(tenant('kept')).run();
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(tenants).values(tenant('dropped')).run();
        throw new Error('the push failed');
      }),
    ).rejects.toThrow('the push failed');
    expect((await db.select({ id: tenants.id }).from(tenants).all()).map((row) => row.id)).toEqual(['kept']);
  });

  it('never reports a commit that did not happen: a body that swallows a failed statement', async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('first')).run();
    const swallowing = db.transaction(async (tx) => {
      await tx.insert(tenants).values(tenant('second')).run();
      await tx
        .insert(tenants)
        .values(tenant('first'))
        .run()
        .catch(() => undefined);
      return 'done';
    });
    const ids = async () => (await db.select({ id: tenants.id }).from(tenants).all()).map((row) => row.id).sort();
    if (backend === 'sqlite') {
      // SQLite undoes the failed statement only and commits the rest.
      expect(await swallowing).toBe('done');
      expect(await ids()).toEqual(['first', 'second']);
    } else {
      // PostgreSQL aborts the whole transaction and answers COMMIT with ROLLBACK: an error, not 'done'.
      await expect(swallowing).rejects.toThrow(/rolled back/);
      expect(await ids()).toEqual(['first']);
    }
  });

  it('refuses the store itself inside a transaction, and a transaction handle after its end', async () => {
    const { db } = database;
    await expect(
      db.transaction(async () => {
        await db.select().from(tenants).all();
      }),
    ).rejects.toMatchObject({ cause: expect.any(OutsideTransactionError) });
    let escaped: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      escaped = tx;
    });
    await expect(escaped?.select().from(tenants).all()).rejects.toMatchObject({
      cause: { message: 'the transaction has ended' },
    });
  });

  it('lets writers of one tenant read and write in turn after lockTenant: no update is lost', async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('t')).run();
    const bump = () =>
      db.transaction(async (tx) => {
        await lockTenant(tx, 't');
        const row = await tx.select({ seq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, 't')).get();
        await pause();
        await tx
          .update(tenants)
          .set({ lastSeq: (row?.seq ?? 0) + 1 })
          .where(eq(tenants.id, 't'))
          .run();
      });
    await Promise.all(Array.from({ length: 8 }, bump));
    expect(await lastSeq('t')).toBe(8);
  });

  it('numbers every tenant feed gap-free under concurrent commits of several tenants (P2)', async () => {
    const { db } = database;
    await db
      .insert(tenants)
      .values([tenant('one'), tenant('two')])
      .run();
    const commit = (tenantId: string, index: number) =>
      db.transaction(async (tx) => {
        await lockTenant(tx, tenantId);
        await pause(1);
        return (await writeDocument(tx, write(`${tenantId}-${index}`, tenantId), undefined)).seq;
      });
    const seqs = await Promise.all(
      Array.from({ length: 40 }, (_, index) => commit(index % 2 === 0 ? 'one' : 'two', index)),
    );
    for (const tenantId of ['one', 'two']) {
      const feed = await db
        .select({ seq: documents.seq })
        .from(documents)
        .where(eq(documents.tenantId, tenantId))
        .orderBy(documents.seq)
        .all();
      expect(feed.map((row) => row.seq)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect(await lastSeq(tenantId)).toBe(20);
    }
    expect(seqs).toHaveLength(40);
  });

  it('writes a version with its seq, document, history and search entry, and a tombstone without the entry', async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('w')).run();
    const first = await db.transaction(async (tx) => {
      await lockTenant(tx, 'w');
      return writeDocument(
        tx,
        { ...write('c', 'w', { name: 'Spedition Nord' }), by: 'anna', clientId: 'tab', at: 5 },
        undefined,
      );
    });
    expect(first).toMatchObject({ version: 1, seq: 1, createdAt: 5, createdBy: 'anna', updatedAt: 5, owner: null });
    const gone = await db.transaction((tx) =>
      writeDocument(
        tx,
        { ...write('c', 'w', { name: 'Spedition Nord' }), deleted: true, reason: 'purge', at: 9 },
        first,
      ),
    );
    expect(gone).toMatchObject({ version: 2, seq: 2, deleted: true, createdAt: 5, createdBy: 'anna', updatedBy: null });
    expect(await db.select().from(documents).where(eq(documents.tenantId, 'w')).all()).toEqual([gone]);
    const history = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.tenantId, 'w'))
      .orderBy(documentVersions.version)
      .all();
    expect(
      history.map(({ version, seq, deleted, committedBy, clientId, reason, committedAt }) => ({
        version,
        seq,
        deleted,
        committedBy,
        clientId,
        reason,
        committedAt,
      })),
    ).toEqual([
      { version: 1, seq: 1, deleted: false, committedBy: 'anna', clientId: 'tab', reason: null, committedAt: 5 },
      { version: 2, seq: 2, deleted: true, committedBy: null, clientId: null, reason: 'purge', committedAt: 9 },
    ]);
    expect(await db.select().from(documentSearch).where(eq(documentSearch.tenantId, 'w')).all()).toEqual([]);
    expect(await lastSeq('w')).toBe(2);
    // A tenant that does not exist takes no seq: the write fails and nothing of it stays.
    await expect(db.transaction((tx) => writeDocument(tx, write('x', 'nobody'), undefined))).rejects.toThrow();
    expect(await db.select().from(documents).where(eq(documents.tenantId, 'nobody')).all()).toEqual([]);
  });

  it("answers readDocument from a push's read-ahead as the store holds it after each write", async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('r')).run();
    const stored = await db.transaction((tx) => writeDocument(tx, write('a', 'r'), undefined));
    const reads = await db.transaction(async (tx) => {
      await lockTenant(tx, 'r');
      await readAhead(tx, 'r', ['a', 'b', 'n']);
      const before = [await readDocument(tx, 'r', 'a'), await readDocument(tx, 'r', 'b')];
      const changed = await writeDocument(tx, write('a', 'r', { name: 'A2' }), before[0]);
      const created = await writeDocument(tx, write('b', 'r'), undefined);
      changed.data.name = 'changed by a caller afterwards';
      await writeNotifications(tx, 'r', [
        {
          id: 'n',
          recipient: 'anna',
          action: 'CREATE',
          entityType: 'CONTACT',
          document: 'b',
          title: 'b',
          employee: undefined,
          place: { locations: [], departments: [] },
        },
      ]);
      const after = [
        await readDocument(tx, 'r', 'a'),
        await readDocument(tx, 'r', 'b'),
        await readDocument(tx, 'r', 'n'),
      ];
      const inStore = await tx.select().from(documents).where(eq(documents.tenantId, 'r')).orderBy(documents.id).all();
      return { before, after, created, inStore };
    });
    expect(reads.before).toEqual([stored, undefined]);
    expect(reads.after[0]).toMatchObject({ version: 2, seq: 2, data: { name: 'A2' } });
    expect(reads.after[1]).toEqual(reads.created);
    expect(reads.after).toEqual(reads.inStore);
  });

  it('reads one snapshot in a read transaction while a writer commits beside it', async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('s')).run();
    let firstRead = () => {};
    const firstReadDone = new Promise<void>((resolve) => {
      firstRead = resolve;
    });
    // The writer starts outside the reader's transaction, once the reader has read once. On
    // PostgreSQL it commits while the reader is open; on SQLite it waits for the reader.
    const writer = firstReadDone.then(() =>
      db.transaction(async (tx) => {
        await tx.update(tenants).set({ lastSeq: 99 }).where(eq(tenants.id, 's')).run();
      }),
    );
    const reads = await db.transaction(
      async (tx) => {
        const before = await tx.select({ seq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, 's')).get();
        firstRead();
        await Promise.race([writer, pause(100)]);
        const after = await tx.select({ seq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, 's')).get();
        return [before?.seq, after?.seq];
      },
      { behavior: 'deferred' },
    );
    await writer;
    expect(reads).toEqual([0, 0]);
    expect(await lastSeq('s')).toBe(99);
  });

  it('counts rate-limit hits atomically in fixed windows, every hit once', async () => {
    const clock = { now: 1_000_000 };
    const counter = databaseRateCounter(database.db, () => clock.now);
    const counts = await Promise.all(Array.from({ length: 12 }, () => counter.hit('pull:acme:anna', 60_000)));
    expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await counter.hit('push:acme:anna', 60_000)).count).toBe(1);
    clock.now += 30_000;
    expect(await counter.hit('pull:acme:anna', 60_000)).toEqual({ count: 13, resetInMs: 30_000 });
    clock.now += 30_000;
    expect(await counter.hit('pull:acme:anna', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });
});
