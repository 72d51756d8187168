import { defineJob } from '../jobs/job';
import { purgeExpiredOidcPayloads } from './sqlite-adapter';

/**
 * Removes the embedded provider's expired sign-in records (sessions, codes, tokens), hourly.
 * They are ignored once expired anyway; this keeps the table small. Records expired before the
 * slot go, so a retried slot removes the same ones.
 */
export const signinRecordsPurge = defineJob({
  name: 'signin-records.purge',
  schedule: '0 * * * *',
  run: async ({ slot, db }) => ({ purged: await purgeExpiredOidcPayloads(db, Math.floor(slot.getTime() / 1000)) }),
});
