import { and, lt, sql } from 'drizzle-orm';
import { jobRuns } from '../db/schema';
import { defineJob } from './job';

/** How long the record of a run is kept. */
export const JOB_RUNS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Removes the records of runs whose slot is more than 90 days before this one, daily; each job's
 * newest run stays, so the status of a rare job does not go blank.
 */
export const jobRunsPrune = defineJob({
  name: 'job-runs.prune',
  schedule: '30 3 * * *',
  run: async ({ slot, db }) => {
    const newest = sql`(select max(newest.slot) from ${jobRuns} as newest where newest.job = ${jobRuns.job})`;
    const pruned = await db
      .delete(jobRuns)
      .where(and(lt(jobRuns.slot, slot.getTime() - JOB_RUNS_KEPT_MS), lt(jobRuns.slot, newest)))
      .returning({ job: jobRuns.job });
    return { pruned: pruned.length };
  },
});
