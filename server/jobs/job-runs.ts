import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobRuns } from '../db/schema';
import type { JobCounts } from './job';

/** Why a run was started: a slot of the job's schedule, or an operator's `npm run job`. */
export type JobTrigger = 'schedule' | 'operator';

/** One run of a job for one slot, as it is taken and recorded. */
export interface RunKey {
  readonly job: string;
  readonly slot: number;
  /** Who holds the run: host, process and a random part per claim, so each claim is told apart. */
  readonly holder: string;
}

/**
 * Takes the slot of a job (docs/decisions/0025-scheduled-jobs.md): one atomic statement inserts
 * the run, or takes over a run whose holder let its lease expire without an outcome (a crash).
 * A slot that is held, done or failed is not taken. Returns the attempt number, or undefined.
 */
export async function claimRun(
  db: Db,
  run: RunKey & { readonly trigger: JobTrigger; readonly now: number; readonly leaseMs: number },
): Promise<number | undefined> {
  const leaseUntil = run.now + run.leaseMs;
  const rows = await db
    .insert(jobRuns)
    .values({
      job: run.job,
      slot: run.slot,
      trigger: run.trigger,
      outcome: 'running',
      holder: run.holder,
      leaseUntil,
      attempts: 1,
      startedAt: run.now,
    })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.slot],
      set: { holder: run.holder, leaseUntil, startedAt: run.now, attempts: sql`${jobRuns.attempts} + 1` },
      setWhere: sql`${jobRuns.outcome} = 'running' and ${jobRuns.leaseUntil} < ${run.now}`,
    })
    .returning({ attempts: jobRuns.attempts });
  return rows[0]?.attempts;
}

const heldBy = (run: RunKey) =>
  and(
    eq(jobRuns.job, run.job),
    eq(jobRuns.slot, run.slot),
    eq(jobRuns.holder, run.holder),
    eq(jobRuns.outcome, 'running'),
  );

/**
 * Records a run as ok, in the run's own transaction so the job's writes commit with it. False
 * when the run is no longer this holder's (its lease expired and another took it over).
 */
export async function recordOk(tx: Db, run: RunKey, counts: JobCounts, now: number): Promise<boolean> {
  const rows = await tx
    .update(jobRuns)
    .set({ outcome: 'ok', finishedAt: now, leaseUntil: now, counts })
    .where(heldBy(run))
    .returning({ job: jobRuns.job });
  return rows.length === 1;
}

/** Records a run as failed with its error message (after its transaction rolled back). */
export async function recordFailure(db: Db, run: RunKey, error: string, now: number): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ outcome: 'failed', finishedAt: now, leaseUntil: now, error })
    .where(heldBy(run))
    .returning({ job: jobRuns.job });
  return rows.length === 1;
}

/** The newest run of a job (by slot), or undefined when it never ran. */
export async function latestRun(db: Db, job: string): Promise<typeof jobRuns.$inferSelect | undefined> {
  return db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.slot)).limit(1).get();
}
