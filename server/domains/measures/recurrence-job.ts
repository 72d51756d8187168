import { tenants } from '../../db/schema';
import { defineJob, type Job } from '../../jobs/job';
import type { CommitHooks } from '../../sync/commit-hooks';
import { generateOccurrences } from './generate-occurrences';

const MODULE = 'MEASURE_MANAGEMENT';

/**
 * `recurring-measures.generate` (docs/domain/measures.md MEA-11 … MEA-13): every hour at minute
 * 20, each recurring measure without an open occurrence gets its next measure. Each tenant with
 * measure management commits on its own under its lock; the occurrences' ids follow from the
 * recurring measure and the deadline, so a rerun, a later slot or a second instance writes
 * nothing twice.
 */
export function recurringMeasuresGenerate(deps: { readonly hooks: CommitHooks }): Job {
  return defineJob({
    name: 'recurring-measures.generate',
    schedule: '20 * * * *',
    ownTransactions: true,
    run: async ({ db }) => {
      let tenantCount = 0;
      let generated = 0;
      for (const tenant of await db.select().from(tenants).orderBy(tenants.id).all()) {
        if (!tenant.subscribedModules.includes(MODULE)) continue;
        generated += await db.transaction((tx) => generateOccurrences(tx, deps.hooks, tenant.id));
        tenantCount += 1;
      }
      return { tenants: tenantCount, generated };
    },
  });
}
