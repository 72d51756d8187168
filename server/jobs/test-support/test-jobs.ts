import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { defineJob, type Job } from '../job';

/**
 * Jobs of the job tests, with a scratch table that shows what a run wrote: one row per write, no
 * key, so a slot written twice shows twice.
 */
export async function createEffectsTable(db: Db): Promise<void> {
  await db.run(
    sql`create table if not exists job_test_effects (job text not null, slot bigint not null, pid integer not null)`,
  );
}

export async function writeEffects(db: Db, job: string, slot: Date, rows: number): Promise<void> {
  for (let row = 0; row < rows; row++) {
    await db.run(sql`insert into job_test_effects (job, slot, pid) values (${job}, ${slot.getTime()}, ${process.pid})`);
  }
}

/** How many rows each slot of a job wrote, by slot (ms). */
export async function effectsBySlot(db: Db, job: string): Promise<Map<number, number>> {
  const rows = await db.all<{ slot: number | string; n: number | string }>(
    sql`select slot, count(*) as n from job_test_effects where job = ${job} group by slot`,
  );
  return new Map(rows.map((row) => [Number(row.slot), Number(row.n)]));
}

/** Every second: writes one row and takes a moment, so two instances' runs overlap. */
export const everySecond = defineJob({
  name: 'test.every-second',
  schedule: '* * * * * *',
  leaseMs: 5_000,
  run: async ({ slot, db }) => {
    await writeEffects(db, 'test.every-second', slot, 1);
    await sleep(100);
    return { written: 1 };
  },
});

/** Every second: writes a row, then throws on even seconds, so the row must not stay. */
export const flaky = defineJob({
  name: 'test.flaky',
  schedule: '* * * * * *',
  leaseMs: 5_000,
  run: async ({ slot, db }) => {
    await writeEffects(db, 'test.flaky', slot, 1);
    if (slot.getUTCSeconds() % 2 === 0) throw new Error(`even second ${slot.toISOString()}`);
    return { written: 1 };
  },
});

export const SLOW_WRITER_ROWS = 50;

/**
 * Once a year, with a short lease: writes its rows, says so on stdout, then waits `pauseMs`
 * before its transaction commits, long enough to be killed in between.
 */
export function slowWriter(pauseMs: number): Job {
  return defineJob({
    name: 'test.slow-writer',
    schedule: '0 0 1 1 *',
    leaseMs: 2_000,
    run: async ({ slot, db }) => {
      await writeEffects(db, 'test.slow-writer', slot, SLOW_WRITER_ROWS);
      process.stdout.write(`slow-writer wrote ${SLOW_WRITER_ROWS} rows\n`);
      await sleep(pauseMs);
      return { written: SLOW_WRITER_ROWS };
    },
  });
}
