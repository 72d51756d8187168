import { defineJob } from '../jobs/job';
import { rebuildSearchIndex } from './rebuild-search-index';

/**
 * `search-index.rebuild` (decision 0058): every ten minutes, each tenant not yet indexed by the
 * current version of the full-text index is indexed anew, one transaction per tenant; the
 * first run after the upgrade that brought the index fills it with the documents before it.
 */
export const searchIndexRebuild = defineJob({
  name: 'search-index.rebuild',
  schedule: '*/10 * * * *',
  ownTransactions: true,
  run: async ({ db }) => ({ ...(await rebuildSearchIndex(db)) }),
});
