import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database';
import { loggableError } from '../http/loggable-errors';
import type { Job, JobCounts } from './job';
import { claimRun, type JobTrigger, type RunKey, recordFailure, recordOk } from './job-runs';

/** What became of one attempt to run a job's slot. */
export type SlotResult =
  | { readonly outcome: 'ok'; readonly attempt: number; readonly counts: JobCounts }
  | { readonly outcome: 'failed'; readonly attempt: number; readonly error: string }
  /** Another holder runs the slot, or it has run already (ok or failed): nothing was done. */
  | { readonly outcome: 'taken' }
  /**
   * The run outlived its lease and another holder took the slot over: its record was not
   * committed, nor its writes (unless the job commits its own transactions).
   */
  | { readonly outcome: 'lease-lost'; readonly attempt: number };

class LeaseLostError extends Error {}

/** Longest error message kept with a run. */
const ERROR_LENGTH = 1000;

/** An error as a run's record keeps it: the message only, without a failed query's parameters. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? loggableError(error).message : String(error);
  return message.slice(0, ERROR_LENGTH);
}

function holderId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** The job's run and its record as ok, on one handle: the run's transaction, or the store for `ownTransactions`. */
async function runThenRecord(db: Db, job: Job, slot: Date, run: RunKey): Promise<JobCounts> {
  const counts = await job.run({ slot, db });
  if (!(await recordOk(db, run, counts, Date.now()))) throw new LeaseLostError();
  return counts;
}

/**
 * Runs one slot of a job at most once across instances (docs/decisions/0025-scheduled-jobs.md):
 * claims the slot, runs the job in one transaction that also records the run as ok (or lets the
 * job commit its own, see `ownTransactions`), and records a failure after a rollback. A process
 * killed during the run leaves the claim without an outcome; its lease expires and a later start
 * takes the slot over.
 */
export async function runSlot(db: Db, job: Job, slot: Date, trigger: JobTrigger): Promise<SlotResult> {
  const run: RunKey = { job: job.name, slot: slot.getTime(), holder: holderId() };
  const attempt = await claimRun(db, { ...run, trigger, now: Date.now(), leaseMs: job.leaseMs });
  if (attempt === undefined) return { outcome: 'taken' };
  try {
    const counts = job.ownTransactions
      ? await runThenRecord(db, job, slot, run)
      : await db.transaction(async (tx) => runThenRecord(tx, job, slot, run));
    return { outcome: 'ok', attempt, counts };
  } catch (error) {
    if (error instanceof LeaseLostError) return { outcome: 'lease-lost', attempt };
    const message = describeError(error);
    if (!(await recordFailure(db, run, message, Date.now()))) return { outcome: 'lease-lost', attempt };
    return { outcome: 'failed', attempt, error: message };
  }
}
