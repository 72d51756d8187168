import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase, openStore } from '../db/database';
import { type PostgresCluster, startPostgresCluster } from '../test/postgres-cluster';
import { defineJob } from './job';
import { claimRun, latestRun } from './job-runs';
import { jobStatus } from './job-status';
import { JOB_RUNS_KEPT_MS, jobRunsPrune } from './prune-job';
import { runSlot } from './run-slot';
import { createEffectsTable, effectsBySlot, writeEffects } from './test-support/test-jobs';

/*
 * One slot of a job run through the database (docs/decisions/0025-scheduled-jobs.md), on both
 * backends: the record of a run, a failure, a crashed holder's lease, a run past its lease.
 */

const slotAt = (second: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, second));

/** A job that writes `rows` rows for its slot, then throws when told to. */
function writer(name: string, options: { rows?: number; fail?: string; leaseMs?: number; pauseMs?: number } = {}) {
  let runs = 0;
  const job = defineJob({
    name,
    schedule: '* * * * * *',
    leaseMs: options.leaseMs ?? 60_000,
    run: async ({ slot, db }) => {
      runs++;
      await writeEffects(db, name, slot, options.rows ?? 1);
      if (options.pauseMs) await sleep(options.pauseMs);
      if (options.fail) throw new Error(options.fail);
      return { written: options.rows ?? 1 };
    },
  });
  return { job, runs: () => runs };
}

describe.each(['sqlite', 'postgres'] as const)('a job slot on %s', (backend) => {
  let cluster: PostgresCluster | undefined;
  let folder: string | undefined;
  let database: OpenDatabase;

  beforeAll(async () => {
    if (backend === 'postgres') {
      cluster = await startPostgresCluster();
      database = await openStore({ kind: 'postgres', url: cluster.url });
    } else {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-jobs-'));
      database = openDatabase(path.join(folder, 'jobs.db'));
    }
    await createEffectsTable(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await cluster?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('runs once: recorded ok with its counts and times, its writes kept; the same slot is not run again', async () => {
    const { job, runs } = writer('test.once', { rows: 3 });
    const before = Date.now();
    expect(await runSlot(database.db, job, slotAt(1), 'schedule')).toEqual({
      outcome: 'ok',
      attempt: 1,
      counts: { written: 3 },
    });
    expect(await runSlot(database.db, job, slotAt(1), 'schedule')).toEqual({ outcome: 'taken' });
    expect(runs()).toBe(1);
    expect(await effectsBySlot(database.db, 'test.once')).toEqual(new Map([[slotAt(1).getTime(), 3]]));
    const run = await latestRun(database.db, 'test.once');
    expect(run).toMatchObject({
      slot: slotAt(1).getTime(),
      trigger: 'schedule',
      outcome: 'ok',
      attempts: 1,
      counts: { written: 3 },
      error: null,
    });
    expect(run?.startedAt).toBeGreaterThanOrEqual(before);
    expect(run?.finishedAt).toBeGreaterThanOrEqual(run?.startedAt ?? Number.POSITIVE_INFINITY);
  });

  it('a job that throws is recorded as failed with its message, nothing it wrote stays, and the slot is not retried', async () => {
    const { job, runs } = writer('test.throws', { rows: 2, fail: 'the supplier list is unreachable' });
    expect(await runSlot(database.db, job, slotAt(2), 'schedule')).toEqual({
      outcome: 'failed',
      attempt: 1,
      error: 'the supplier list is unreachable',
    });
    expect(await runSlot(database.db, job, slotAt(2), 'schedule')).toEqual({ outcome: 'taken' });
    expect(runs()).toBe(1);
    expect(await effectsBySlot(database.db, 'test.throws')).toEqual(new Map());
    expect(await latestRun(database.db, 'test.throws')).toMatchObject({
      outcome: 'failed',
      error: 'the supplier list is unreachable',
      counts: null,
    });
  });

  it('a job with its own transactions keeps what it committed: recorded ok, or failed after a part', async () => {
    const parts = (name: string, fail?: string) =>
      defineJob({
        name,
        schedule: '* * * * * *',
        ownTransactions: true,
        run: async ({ slot, db }) => {
          for (const part of [1, 2]) {
            await db.transaction(async (tx) => writeEffects(tx, name, slot, part));
            if (fail) throw new Error(fail);
          }
          return { parts: 2 };
        },
      });
    expect(await runSlot(database.db, parts('test.own'), slotAt(7), 'schedule')).toEqual({
      outcome: 'ok',
      attempt: 1,
      counts: { parts: 2 },
    });
    expect(await effectsBySlot(database.db, 'test.own')).toEqual(new Map([[slotAt(7).getTime(), 3]]));
    expect(await runSlot(database.db, parts('test.own-fails', 'part 2 failed'), slotAt(7), 'schedule')).toEqual({
      outcome: 'failed',
      attempt: 1,
      error: 'part 2 failed',
    });
    expect(await effectsBySlot(database.db, 'test.own-fails')).toEqual(new Map([[slotAt(7).getTime(), 1]]));
  });

  it("a crashed holder's slot is taken over once its lease has expired, not before, and then completed", async () => {
    const { job, runs } = writer('test.crashed', { rows: 2 });
    const slot = slotAt(3).getTime();
    // A holder that claimed the slot and died: no outcome, a lease of 300 ms.
    const crashed = { job: job.name, slot, holder: 'gone:1:dead', trigger: 'schedule' as const };
    expect(await claimRun(database.db, { ...crashed, now: Date.now(), leaseMs: 300 })).toBe(1);
    expect(await runSlot(database.db, job, slotAt(3), 'schedule')).toEqual({ outcome: 'taken' });
    expect(runs()).toBe(0);
    await sleep(350);
    expect(await runSlot(database.db, job, slotAt(3), 'schedule')).toEqual({
      outcome: 'ok',
      attempt: 2,
      counts: { written: 2 },
    });
    expect(await effectsBySlot(database.db, 'test.crashed')).toEqual(new Map([[slot, 2]]));
  });

  it.runIf(backend === 'postgres')(
    'a run that outlives its lease is not committed when another run took its slot over: the slot is written once',
    async () => {
      const slow = writer('test.overrun', { rows: 4, leaseMs: 200, pauseMs: 600 });
      const late = runSlot(database.db, slow.job, slotAt(4), 'schedule');
      await sleep(300);
      const quick = writer('test.overrun', { rows: 4 });
      expect(await runSlot(database.db, quick.job, slotAt(4), 'schedule')).toEqual({
        outcome: 'ok',
        attempt: 2,
        counts: { written: 4 },
      });
      expect(await late).toEqual({ outcome: 'lease-lost', attempt: 1 });
      expect(await effectsBySlot(database.db, 'test.overrun')).toEqual(new Map([[slotAt(4).getTime(), 4]]));
      expect(await latestRun(database.db, 'test.overrun')).toMatchObject({ outcome: 'ok', attempts: 2 });
    },
  );

  it("the status shows each job's newest run: ok, failed, running, or abandoned once the lease is over", async () => {
    const ok = writer('test.status-ok').job;
    const failed = writer('test.status-failed', { fail: 'no' }).job;
    const held = writer('test.status-held').job;
    const never = writer('test.status-never').job;
    await runSlot(database.db, ok, slotAt(5), 'schedule');
    await runSlot(database.db, ok, slotAt(6), 'operator');
    await runSlot(database.db, failed, slotAt(5), 'schedule');
    const claimedAt = Date.now();
    const claim = { job: held.name, slot: slotAt(5).getTime(), holder: 'h', trigger: 'schedule' as const };
    await claimRun(database.db, { ...claim, now: claimedAt, leaseMs: 1000 });
    const status = await jobStatus(database.db, [ok, failed, held, never], claimedAt + 10);
    expect(status.map((job) => [job.name, job.lastRun?.state ?? null, job.lastRun?.slot ?? null])).toEqual([
      ['test.status-ok', 'ok', slotAt(6).toISOString()],
      ['test.status-failed', 'failed', slotAt(5).toISOString()],
      ['test.status-held', 'running', slotAt(5).toISOString()],
      ['test.status-never', null, null],
    ]);
    expect(status[0]).toMatchObject({ schedule: '* * * * * *', lastRun: { finishedAt: expect.any(String) } });
    expect(status[2]?.lastRun?.finishedAt).toBeNull();
    const later = await jobStatus(database.db, [held], claimedAt + 1001);
    expect(later[0]?.lastRun?.state).toBe('abandoned');
  });

  it('the prune job removes records of runs older than 90 days before its slot, but keeps each job its newest', async () => {
    const now = slotAt(0).getTime();
    const day = 24 * 60 * 60 * 1000;
    const old = async (job: string, slot: number) => {
      const run = { job, slot, holder: 'h', trigger: 'schedule' as const, now: Date.now(), leaseMs: 1 };
      expect(await claimRun(database.db, run)).toBe(1);
    };
    await old('test.pruned', now - 200 * day);
    await old('test.pruned', now - JOB_RUNS_KEPT_MS - 1);
    await old('test.pruned', now - JOB_RUNS_KEPT_MS + 1);
    await old('test.rare', now - 300 * day);
    expect(await runSlot(database.db, jobRunsPrune, slotAt(0), 'schedule')).toEqual({
      outcome: 'ok',
      attempt: 1,
      counts: { pruned: 2 },
    });
    expect(await latestRun(database.db, 'test.pruned')).toMatchObject({ slot: now - JOB_RUNS_KEPT_MS + 1 });
    expect(await latestRun(database.db, 'test.rare')).toMatchObject({ slot: now - 300 * day });
    expect(await latestRun(database.db, 'test.once')).toMatchObject({ outcome: 'ok' });
  });
});
