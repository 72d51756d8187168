import { lt, sql } from 'drizzle-orm';
import type { DatabaseLocation, Db } from '../db/database';
import { rateLimits } from '../db/schema';
import { storeDatabase } from '../db/store/drizzle-store';
import { PostgresBackend } from '../db/store/postgres-backend';

/** The hits of a key's current window, this one included, and the milliseconds until it ends. */
export interface RateCount {
  readonly count: number;
  readonly resetInMs: number;
}

/** Fixed-window hit counters: in this process, or shared by the instances of one database. */
export interface RateCounter {
  hit(key: string, windowMs: number): Promise<RateCount>;
}

/** The database counter removes windows that started this long ago (no limit's window is longer). */
const STALE_MS = 60 * 60 * 1000;

/** The database counter removes stale windows after this many hits. */
const PURGE_EVERY = 1000;

/** Counts in this process' memory: one instance (SQLite), where a write per request would cost an fsync. */
export function memoryRateCounter(now: () => number = Date.now): RateCounter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  return {
    hit: async (key, windowMs) => {
      const time = now();
      const window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        if (windows.size > 10_000) {
          for (const [stale, entry] of windows) if (time - entry.start >= entry.windowMs) windows.delete(stale);
        }
        windows.set(key, { start: time, count: 1, windowMs });
        return { count: 1, resetInMs: windowMs };
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.start + windowMs - time };
    },
  };
}

/**
 * Counts in the shared database (PostgreSQL, decision 0024): one upsert per hit starts a new
 * window or adds to the current one atomically, so every instance sees the same budget.
 */
export function databaseRateCounter(db: Db, now: () => number = Date.now): RateCounter {
  let hits = 0;
  return {
    hit: async (key, windowMs) => {
      const time = now();
      const expired = sql`${rateLimits.windowStart} <= ${time - windowMs}`;
      const row = await db
        .insert(rateLimits)
        .values({ key, windowStart: time, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${time} else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count })
        .get();
      hits += 1;
      if (hits % PURGE_EVERY === 0) {
        // Housekeeping, not part of the answer: a failed purge is tried again a thousand hits later.
        db.delete(rateLimits)
          .where(lt(rateLimits.windowStart, time - STALE_MS))
          .run()
          .catch(() => undefined);
      }
      return { count: row?.count ?? 1, resetInMs: Math.max(0, (row?.windowStart ?? time) + windowMs - time) };
    },
  };
}

/** Connections of the counting pool of an instance on PostgreSQL (docs/operations.md §5 counts them). */
export const COUNTER_POOL_SIZE = 4;

/**
 * One instance on SQLite counts in memory; instances sharing PostgreSQL count in the database,
 * on a small pool of their own whose commits do not wait for the disk (`synchronous_commit =
 * off`): a hit lost in a crash gives a user one request back, and no request waits for an
 * fsync before its work (docs/operations.md, "Load"). `onClose` receives what ends that pool.
 */
export function rateCounterFor(location: DatabaseLocation, onClose: (close: () => Promise<void>) => void): RateCounter {
  if (location.kind !== 'postgres') return memoryRateCounter();
  const backend = new PostgresBackend({
    connectionString: location.url,
    max: COUNTER_POOL_SIZE,
    application_name: 'sorgfalt-counter',
    options: '-c synchronous_commit=off',
  });
  onClose(() => backend.close());
  return databaseRateCounter(storeDatabase(backend));
}
