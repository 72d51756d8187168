import { Cron } from 'croner';
import type { Db } from '../db/database';

/** What a run reports, e.g. `{ purged: 12 }`; stored with the run and printed by `npm run job`. */
export type JobCounts = Readonly<Record<string, number>>;

export interface JobContext {
  /** The slot this run is for: the schedule's time (or the operator's "now"), the same on every instance. */
  readonly slot: Date;
  /**
   * The run's transaction: what the job writes here commits together with the run's record, or
   * not at all. With `ownTransactions` the store itself, for the job's own transactions. Create
   * things with ids derived from the slot or from what they come from, so a retried run finds its
   * own work.
   */
  readonly db: Db;
}

export interface JobSpec {
  /** Dotted, lower case, stable: `signin-records.purge`. It keys the job's runs in the database. */
  readonly name: string;
  /** A cron expression read in UTC by croner; a sixth leading field counts seconds. */
  readonly schedule: string;
  /**
   * How long a run may hold its slot before another instance may take it over, as after a crash
   * (default 10 minutes). Longer than the job ever takes: a run past its lease is not committed.
   */
  readonly leaseMs?: number;
  /**
   * The job commits its work in transactions of its own (e.g. one per tenant) instead of the
   * run's one; the run is recorded after them. Each must leave its part done or untouched and a
   * second run must find the done parts done: a crash keeps the parts committed before it.
   */
  readonly ownTransactions?: boolean;
  readonly run: (context: JobContext) => Promise<JobCounts>;
}

export interface Job extends Required<JobSpec> {
  /** The first slot after `after`, or null when the schedule has no more. */
  nextSlot(after: Date): Date | null;
  /** The most recent slot at or before `at`, or null when the schedule had none. */
  latestSlot(at: Date): Date | null;
}

const DEFAULT_LEASE_MS = 10 * 60 * 1000;
const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/**
 * Declares a scheduled job (docs/decisions/0025-scheduled-jobs.md). The name and the schedule are
 * checked here, so a bad declaration fails when the server starts, not at its first slot. List
 * the job in server/jobs/server-jobs.ts for the server and `npm run job` to know it.
 */
export function defineJob(spec: JobSpec): Job {
  if (!JOB_NAME.test(spec.name)) {
    throw new Error(`job name "${spec.name}": lower-case words joined by dots, like "signin-records.purge"`);
  }
  const leaseMs = spec.leaseMs ?? DEFAULT_LEASE_MS;
  if (!Number.isSafeInteger(leaseMs) || leaseMs <= 0) throw new Error(`job ${spec.name}: leaseMs must be positive`);
  let cron: Cron;
  try {
    cron = new Cron(spec.schedule, { timezone: 'UTC' });
  } catch (error) {
    throw new Error(`job ${spec.name}: schedule "${spec.schedule}" is not a cron expression (${String(error)})`);
  }
  return {
    name: spec.name,
    schedule: spec.schedule,
    leaseMs,
    ownTransactions: spec.ownTransactions ?? false,
    run: spec.run,
    nextSlot: (after) => cron.nextRun(after),
    // previousRuns leaves out a run at exactly the reference; one millisecond later includes it.
    latestSlot: (at) => cron.previousRuns(1, new Date(at.getTime() + 1))[0] ?? null,
  };
}

/** The jobs by name; two jobs of one name would share their runs, so that is refused. */
export function jobsByName(jobs: readonly Job[]): ReadonlyMap<string, Job> {
  const byName = new Map<string, Job>();
  for (const job of jobs) {
    if (byName.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    byName.set(job.name, job);
  }
  return byName;
}
