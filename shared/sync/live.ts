import * as v from 'valibot';

/** The live socket's path and messages (docs/sync-spec.md P10). */
export const LIVE_PATH = '/api/v2/sync/live';
export const LIVE_AUTH_TIMEOUT_MS = 5000;
export const LIVE_MAX_PAYLOAD = 64 * 1024;

/** The first message a device sends: the same credentials as an HTTP call. */
export const LiveAuthSchema = v.strictObject({
  Authorization: v.pipe(v.string(), v.maxLength(8192)),
  Tenant: v.pipe(v.string(), v.maxLength(64)),
});

/** What the server sends: `connected` with the tenant's cursor, then a `poke` whenever the feed moves. */
export type LiveServerMessage =
  | { readonly type: 'connected'; readonly cursor: number }
  | { readonly type: 'poke'; readonly cursor: number }
  | { readonly type: 'error'; readonly code: string };
