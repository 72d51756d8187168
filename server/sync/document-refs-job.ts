import { defineJob } from '../jobs/job';
import { rebuildDocumentRefs } from './rebuild-document-refs';

/**
 * `document-refs.rebuild` (decision 0065): every ten minutes, each tenant not yet indexed by the
 * current version of the references index is indexed anew, one transaction per tenant; the
 * first run after the upgrade that brought the index fills it with the documents before it.
 */
export const documentRefsRebuild = defineJob({
  name: 'document-refs.rebuild',
  schedule: '*/10 * * * *',
  ownTransactions: true,
  run: async ({ db }) => ({ ...(await rebuildDocumentRefs(db)) }),
});
