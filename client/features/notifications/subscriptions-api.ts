import * as v from 'valibot';
import { type Subscriptions, SubscriptionsSchema } from '../../../shared/notifications/subscriptions';
import { requestJson, type SyncApiOptions } from '../../sync/sync-api';

const PATH = '/v2/notifications/subscriptions';
const Answer = v.object({ subscriptions: SubscriptionsSchema });

function xsrfHeader(): Record<string, string> {
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  return xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {};
}

/** The signed-in user's notification subscriptions in the active tenant, kept on the server. */
export async function loadSubscriptions(endpoint: SyncApiOptions): Promise<Subscriptions> {
  return v.parse(Answer, await requestJson(endpoint, PATH, { method: 'GET' })).subscriptions;
}

export async function saveSubscriptions(
  endpoint: SyncApiOptions,
  subscriptions: Subscriptions,
): Promise<Subscriptions> {
  const answer = await requestJson(endpoint, PATH, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...xsrfHeader() },
    body: JSON.stringify({ subscriptions }),
  });
  return v.parse(Answer, answer).subscriptions;
}
