import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OpenSqliteDatabase, openDatabase } from '../database';
import { tenants } from '../schema';
import { OutsideTransactionError } from './transaction-context';

const tenant = (id: string) => ({
  id,
  trimmedName: id,
  fullName: `Firma ${id}`,
  subscribedModules: ['BASE'],
  subscribedFeatures: [],
  lastSeq: 0,
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the async store on SQLite', () => {
  let database: OpenSqliteDatabase;

  beforeEach(() => {
    database = openDatabase(':memory:');
  });

  afterEach(async () => {
    await database.close();
  });

  const lastSeq = async (id: string) =>
    (await database.db.select({ lastSeq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, id)).get())?.lastSeq;

  it('maps a selection onto its fields and hands raw SQL rows back as objects', async () => {
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
    expect(database.sqlite.inTransaction).toBe(false);
  });

  it('runs transactions one after another, and a statement outside waits for the one that is open', async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('t')).run();
    const order: string[] = [];
    const bump = (name: string) =>
      db.transaction(async (tx) => {
        const row = await tx.select({ seq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, 't')).get();
        order.push(`${name} read ${row?.seq}`);
        await pause();
        await tx
          .update(tenants)
          .set({ lastSeq: (row?.seq ?? 0) + 1 })
          .where(eq(tenants.id, 't'))
          .run();
      });
    const outside = (async () => {
      await Promise.resolve();
      order.push(`outside read ${await lastSeq('t')}`);
    })();
    await Promise.all([bump('first'), bump('second'), outside]);
    // Read-modify-write in both: without the queue the second would read 0 and both write 1.
    expect(await lastSeq('t')).toBe(2);
    expect(order).toEqual(['first read 0', 'second read 1', 'outside read 2']);
  });

  it('refuses a statement on the store inside a transaction instead of waiting for itself', async () => {
    const { db } = database;
    await expect(
      db.transaction(async () => {
        await db.select().from(tenants).all();
      }),
    ).rejects.toMatchObject({ cause: expect.any(OutsideTransactionError) });
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toBeInstanceOf(
      OutsideTransactionError,
    );
    expect(await db.select().from(tenants).all()).toEqual([]);
  });

  it('refuses the handle of a transaction that has ended', async () => {
    const { db } = database;
    let escaped: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      escaped = tx;
    });
    await expect(escaped?.select().from(tenants).all()).rejects.toMatchObject({
      cause: { message: 'the transaction has ended' },
    });
  });

  it('closes only after the transactions queued before it', async () => {
    const { db } = database;
    await db.insert(tenants).values(tenant('c')).run();
    const running = db.transaction(async (tx) => {
      await pause();
      await tx.update(tenants).set({ lastSeq: 5 }).run();
    });
    const closed = database.close();
    await running;
    await closed;
    expect(database.sqlite.open).toBe(false);
    database = openDatabase(':memory:');
  });
});
