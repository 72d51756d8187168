import * as v from 'valibot';
import { type HistoryEntry, HistoryResponseSchema } from '../../shared/api/history';
import { type RecentChange, RecentChangesResponseSchema } from '../../shared/api/recent-changes';
import { requestJson, type SyncApiOptions } from './sync-api';

/** Who changed which fields when: kept on the server, read on demand (not part of the replica). */
export type HistoryApi = (type: string, id: string) => Promise<readonly HistoryEntry[]>;

export function createHistoryApi(options: SyncApiOptions): HistoryApi {
  return async (type, id) => {
    const path = `/v2/history/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
    return v.parse(HistoryResponseSchema, await requestJson(options, path, { method: 'GET' })).entries;
  };
}

/** The documents last changed that the user may read (the dashboard's last changes), at a location if given. */
export type RecentChangesApi = (limit: number, location: string | undefined) => Promise<readonly RecentChange[]>;

/** Asks the server for the last changes (`RecentChangesApi`). */
export async function fetchRecentChanges(
  options: SyncApiOptions,
  limit: number,
  location: string | undefined,
): Promise<readonly RecentChange[]> {
  const query = new URLSearchParams({ limit: String(limit), ...(location ? { location } : {}) });
  return v.parse(
    RecentChangesResponseSchema,
    await requestJson(options, `/v2/history/recent?${query}`, { method: 'GET' }),
  ).changes;
}
