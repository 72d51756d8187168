import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../database';
import { tenants } from '../schema';
import { storeDatabase } from './drizzle-store';
import { type LogFlush, SqliteBackend } from './sqlite-backend';
import { tenant } from './test-rows';
import { WalSync } from './wal-sync';

/** A log flush the test finishes by hand, counting how often it was asked. */
class HeldFlush implements LogFlush {
  asked = 0;
  readonly #waiting: (() => void)[] = [];
  sync(): Promise<void> {
    this.asked += 1;
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
  finish(): void {
    for (const resolve of this.#waiting.splice(0)) resolve();
  }
}

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
};

/*
 * docs/decisions/0057: a commit is answered only once its log is on disk, yet the next
 * transaction does not wait for the disk; the flush runs off the event loop.
 */
describe('SQLite commits synced off the event loop', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-wal-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a commit, and every read after it, only once the log is flushed; the next transaction runs meanwhile', async () => {
    const database = openDatabase(':memory:');
    const flush = new HeldFlush();
    const db = storeDatabase(new SqliteBackend(database.sqlite, flush));
    const write = db.insert(tenants).values(tenant('a')).run();
    expect(await settled(write)).toBe(false);
    expect(flush.asked).toBe(1);
    // Committed on the connection already: a later transaction runs, but its answer waits too.
    const read = db.transaction(async (tx) => tx.select().from(tenants).where(eq(tenants.id, 'a')).get(), {
      behavior: 'deferred',
    });
    const second = db.transaction(async (tx) => {
      await tx.update(tenants).set({ lastSeq: 3 }).where(eq(tenants.id, 'a')).run();
    });
    expect(await settled(read)).toBe(false);
    expect(await settled(second)).toBe(false);
    expect(flush.asked).toBe(2);
    flush.finish();
    await write;
    expect((await read)?.id).toBe('a');
    await second;
    await database.close();
  });

  it('flushes once for all commits that asked while a flush ran, and after the flush they wait for', async () => {
    const dir = folder();
    const file = path.join(dir, 'db.sqlite');
    const sqlite = new Database(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('CREATE TABLE t (n integer)');
    const wal = new WalSync(`${file}-wal`);
    const fdatasync = vi.spyOn(fs, 'fdatasync');
    try {
      const first = wal.sync();
      const following = [wal.sync(), wal.sync(), wal.sync()];
      await Promise.all([first, ...following]);
      expect(fdatasync).toHaveBeenCalledTimes(2);
      await wal.sync();
      expect(fdatasync).toHaveBeenCalledTimes(3);
    } finally {
      fdatasync.mockRestore();
      await wal.close();
      sqlite.close();
    }
  });

  it('keeps every acknowledged commit of a file database, checkpointed by its worker and after reopening', async () => {
    const file = path.join(folder(), 'db.sqlite');
    const database = openDatabase(file);
    expect(database.sqlite.pragma('synchronous', { simple: true })).toBe(1);
    for (let index = 0; index < 50; index++)
      await database.db
        .insert(tenants)
        .values(tenant(`t${index}`))
        .run();
    // The worker folds the log into the database file (every 200 ms): a copy of the file alone holds every row.
    const copy = path.join(folder(), 'copy.sqlite');
    await vi.waitFor(
      () => {
        fs.copyFileSync(file, copy);
        const reader = new Database(copy, { readonly: true });
        try {
          expect(reader.prepare('SELECT count(*) AS n FROM tenants').get()).toEqual({ n: 50 });
        } finally {
          reader.close();
        }
      },
      { timeout: 5000, interval: 100 },
    );
    await database.close();
    const again = openDatabase(file);
    expect(await again.db.select().from(tenants).all()).toHaveLength(50);
    await again.close();
  });
});
