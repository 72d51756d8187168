import type { Db } from '../db/database';
import type { Job } from './job';
import { latestRun } from './job-runs';

/** `abandoned`: a run that holds no lease any more and has no outcome (its process died). */
export type RunState = 'running' | 'ok' | 'failed' | 'abandoned';

/** A job's newest run as operators see it in `/api/ready`: no error texts, no holders. */
export interface JobStatus {
  readonly name: string;
  readonly schedule: string;
  readonly lastRun: {
    readonly slot: string;
    readonly state: RunState;
    readonly startedAt: string;
    readonly finishedAt: string | null;
  } | null;
}

function stateOf(outcome: string, leaseUntil: number, now: number): RunState {
  if (outcome === 'ok' || outcome === 'failed') return outcome;
  return leaseUntil < now ? 'abandoned' : 'running';
}

/** Each job's newest run (by slot), in the order of the list. */
export async function jobStatus(db: Db, jobs: readonly Job[], now = Date.now()): Promise<JobStatus[]> {
  const statuses: JobStatus[] = [];
  for (const job of jobs) {
    const run = await latestRun(db, job.name);
    statuses.push({
      name: job.name,
      schedule: job.schedule,
      lastRun: run
        ? {
            slot: new Date(run.slot).toISOString(),
            state: stateOf(run.outcome, run.leaseUntil, now),
            startedAt: new Date(run.startedAt).toISOString(),
            finishedAt: run.finishedAt === null ? null : new Date(run.finishedAt).toISOString(),
          }
        : null,
    });
  }
  return statuses;
}
