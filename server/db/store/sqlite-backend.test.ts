import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OpenSqliteDatabase, openDatabase } from '../database';
import { tenants } from '../schema';
import { tenant } from './test-rows';
import { OutsideTransactionError } from './transaction-context';

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/*
 * What only the SQLite backend does: its transaction queue on one connection. The behaviour
 * both backends share is in store-contract.int.test.ts.
 */
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
