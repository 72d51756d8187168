import { recomputeDerived } from '../sync/recompute-derived';
import type { SystemDeps } from '../sync/system-write';
import { defineJob, type Job } from './job';

/**
 * `derived-values.recompute` (docs/sync-spec.md D3): every ten minutes, stored derived values
 * computed by an older rule are computed anew; a run with nothing outdated reads one row per
 * tenant and type. Each tenant and type commits on its own, so a stopped run keeps what it did.
 */
export function derivedValuesRecompute(deps: Omit<SystemDeps, 'db'>): Job {
  return defineJob({
    name: 'derived-values.recompute',
    schedule: '*/10 * * * *',
    ownTransactions: true,
    run: async ({ db }) => ({ ...(await recomputeDerived({ ...deps, db })) }),
  });
}
