import * as v from 'valibot';
import { type HistoryEntry, HistoryResponseSchema } from '../../shared/api/history';
import { requestJson, type SyncApiOptions } from './sync-api';

/** Who changed which fields when: kept on the server, read on demand (not part of the replica). */
export type HistoryApi = (type: string, id: string) => Promise<readonly HistoryEntry[]>;

export function createHistoryApi(options: SyncApiOptions): HistoryApi {
  return async (type, id) => {
    const path = `/v2/history/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
    return v.parse(HistoryResponseSchema, await requestJson(options, path, { method: 'GET' })).entries;
  };
}
