import * as v from 'valibot';
import { type OutboxMailView, OutboxSchema } from '../../../shared/api/mails';
import { requestJson, type SyncApiOptions } from '../../sync/sync-api';

/** The tenant's outbox, newest first (administrators only). */
export async function loadOutbox(endpoint: SyncApiOptions): Promise<OutboxMailView[]> {
  return v.parse(OutboxSchema, await requestJson(endpoint, '/v2/mails', { method: 'GET' })).mails;
}
