import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database';
import { loggableError } from '../http/loggable-errors';
import { type Job, jobsByName } from './job';
import { runSlot, type SlotResult } from './run-slot';

/** Where the runner reports its runs; the server's pino logger fits. */
export interface JobLog {
  debug(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface StartJobsOptions {
  readonly log: JobLog;
}

/** Stops scheduling and resolves once the runs in progress have ended. */
export type StopJobs = () => Promise<void>;

function report(log: JobLog, job: Job, slot: Date, result: SlotResult): void {
  const fields = { job: job.name, slot: slot.toISOString() };
  switch (result.outcome) {
    case 'ok':
      log.info({ ...fields, attempt: result.attempt, counts: result.counts }, 'job run ok');
      return;
    case 'failed':
      log.warn({ ...fields, attempt: result.attempt, error: result.error }, 'job run failed');
      return;
    case 'lease-lost':
      log.warn({ ...fields, attempt: result.attempt }, 'job run outlived its lease: not committed');
      return;
    case 'taken':
      log.debug(fields, 'job slot taken by another run');
      return;
  }
}

/**
 * Runs the jobs on their schedules in this process (docs/decisions/0025-scheduled-jobs.md). Every
 * instance runs the same loop; the database lets one of them take each slot. A job's most recent
 * slot that this loop has not tried yet is tried at once: at start, that makes up a slot missed
 * while no instance ran or left by a crashed run whose lease has expired; after a run that
 * overran, the newest slot that came due meanwhile runs and the older ones are skipped.
 */
export function startJobs(db: Db, jobs: readonly Job[], { log }: StartJobsOptions): StopJobs {
  jobsByName(jobs);
  const stopping = new AbortController();

  const attempt = async (job: Job, slot: Date) => {
    try {
      report(log, job, slot, await runSlot(db, job, slot, 'schedule'));
    } catch (error) {
      const err = error instanceof Error ? loggableError(error) : error;
      log.error({ job: job.name, slot: slot.toISOString(), err }, 'job run could not be claimed or recorded');
    }
  };

  /** Resolves at `time`, or false once the runner stops. */
  const waitUntil = async (time: number): Promise<boolean> => {
    // A timer may fire a millisecond early; the slot must have begun on this clock.
    while (!stopping.signal.aborted && Date.now() < time) {
      await sleep(time - Date.now(), undefined, { signal: stopping.signal }).catch(() => undefined);
    }
    return !stopping.signal.aborted;
  };

  const loop = async (job: Job) => {
    let last: Date | undefined;
    while (!stopping.signal.aborted) {
      const now = new Date();
      const due = job.latestSlot(now);
      const next = due && (!last || due > last) ? due : job.nextSlot(now);
      if (!next || !(await waitUntil(next.getTime()))) return;
      await attempt(job, next);
      last = next;
    }
  };

  const loops = jobs.map(loop);
  log.info({ jobs: jobs.map((job) => job.name) }, 'jobs scheduled');
  return async () => {
    stopping.abort();
    await Promise.all(loops);
  };
}
