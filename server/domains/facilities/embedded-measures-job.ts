import { tenants } from '../../db/schema';
import { defineJob, type Job } from '../../jobs/job';
import type { CommitHooks } from '../../sync/commit-hooks';
import { moveEmbeddedMeasures } from './embedded-measures';

/**
 * `maintenance.embedded-measures` (docs/domain/facilities.md FAC-5, decision 0048): every ten
 * minutes, maintenance still holding an embedded measure from older versions gets it as a
 * measure document. Each tenant commits on its own under its lock; once moved, nothing is left
 * to do, so the runs after the first write nothing.
 */
export function embeddedMeasuresMove(deps: { readonly hooks: CommitHooks }): Job {
  return defineJob({
    name: 'maintenance.embedded-measures',
    schedule: '*/10 * * * *',
    ownTransactions: true,
    run: async ({ db }) => {
      let moved = 0;
      for (const tenant of await db.select().from(tenants).orderBy(tenants.id).all()) {
        moved += await db.transaction((tx) => moveEmbeddedMeasures(tx, deps.hooks, tenant.id));
      }
      return { moved };
    },
  });
}
