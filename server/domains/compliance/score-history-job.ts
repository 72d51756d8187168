import { tenants } from '../../db/schema';
import { defineJob, type Job } from '../../jobs/job';
import type { CommitHooks } from '../../sync/commit-hooks';
import { recordScore } from './record-score';

/**
 * `compliance-score.record` (docs/domain/compliance.md CMP-9, docs/decisions/0054): every Monday
 * at 03:40 UTC each tenant's score of that day is recorded for its ISO week. Each tenant commits
 * on its own under its lock, so a crash keeps the tenants done before it and a rerun, a later
 * slot of the week or a second instance writes no week twice.
 */
export function weeklyScoreRecord(deps: { readonly hooks: CommitHooks }): Job {
  return defineJob({
    name: 'compliance-score.record',
    schedule: '40 3 * * 1',
    ownTransactions: true,
    run: async ({ db, slot }) => {
      const day = slot.toISOString().slice(0, 10);
      const counts = { tenants: 0, recorded: 0, kept: 0, unrated: 0 };
      for (const tenant of await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id).all()) {
        const outcome = await db.transaction((tx) => recordScore(tx, deps.hooks, tenant.id, day));
        counts.tenants += 1;
        counts[outcome] += 1;
      }
      return counts;
    },
  });
}
