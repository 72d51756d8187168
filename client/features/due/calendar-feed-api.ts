import * as v from 'valibot';
import { requestJson, type SyncApiOptions } from '../../sync/sync-api';

const PATH = '/v2/calendar-feed';
const State = v.object({ exists: v.boolean(), createdAt: v.optional(v.number()) });
const Created = v.object({ url: v.string() });

/** Whether the user has a calendar feed in the active tenant (docs/domain/deadlines.md DL-14). */
export type FeedState = v.InferOutput<typeof State>;

function xsrfHeader(): Record<string, string> {
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  return xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {};
}

export async function loadFeed(endpoint: SyncApiOptions): Promise<FeedState> {
  return v.parse(State, await requestJson(endpoint, PATH, { method: 'GET' }));
}

/** A new personal link; an earlier one stops working. The link is shown once, never stored on the device. */
export async function createFeed(endpoint: SyncApiOptions): Promise<string> {
  return v.parse(Created, await requestJson(endpoint, PATH, { method: 'POST', headers: xsrfHeader() })).url;
}

export async function revokeFeed(endpoint: SyncApiOptions): Promise<void> {
  await requestJson(endpoint, PATH, { method: 'DELETE', headers: xsrfHeader() });
}
