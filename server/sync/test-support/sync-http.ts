import type { FeedChange, Mutation, PullResponse, PushResponse } from '../../../shared/sync/protocol';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';

export const SYNC_HEADERS = { 'sorgfalt-sync': '1' } as const;
export const XSRF_HEADERS = { cookie: 'XSRF-TOKEN=sync-test', 'x-xsrf-token': 'sync-test' } as const;

/** Where sync requests go and as whom: a real server, a real access token, a tenant. */
export interface SyncTarget {
  readonly url: string;
  readonly tenant: string;
  token(): Promise<string>;
}

/** A non-200 answer of a sync call. */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`sync call answered ${status}: ${JSON.stringify(body)}`);
    this.name = 'SyncHttpError';
  }
}

const ACCESS_TOKEN_REUSE_MS = 4 * 60 * 1000;

/** Signs in through the embedded provider and signs in again before the 5-minute access token expires. */
export function signedInTokens(url: string, email: string): () => Promise<string> {
  let current: { token: string; at: number } | undefined;
  return async () => {
    if (!current || Date.now() - current.at > ACCESS_TOKEN_REUSE_MS) {
      current = { token: (await signIn(url, email)).accessToken, at: Date.now() };
    }
    return current.token;
  };
}

/** POST /api/v2/sync/push; throws SyncHttpError on any answer but 200. */
export async function pushMutations(
  target: SyncTarget,
  clientId: string,
  mutations: readonly Mutation[],
): Promise<PushResponse> {
  const response = await callApi(target.url, '/api/v2/sync/push', {
    token: await target.token(),
    tenant: target.tenant,
    method: 'POST',
    headers: { ...SYNC_HEADERS, ...XSRF_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, mutations }),
  });
  const { status, body } = await answer(response);
  if (status !== 200) throw new SyncHttpError(status, body);
  return body as PushResponse;
}

/** GET /api/v2/sync/pull; throws SyncHttpError on any answer but 200. */
export async function pullPage(target: SyncTarget, cursor: number, limit: number): Promise<PullResponse> {
  const response = await callApi(target.url, `/api/v2/sync/pull?cursor=${cursor}&limit=${limit}`, {
    token: await target.token(),
    tenant: target.tenant,
    headers: SYNC_HEADERS,
  });
  const { status, body } = await answer(response);
  if (status !== 200) throw new SyncHttpError(status, body);
  return body as PullResponse;
}

/** A target for one token that does not change: the user signed in once for a whole test file. */
export function targetOf(url: string, token: string, tenant: string): SyncTarget {
  return { url, tenant, token: async () => token };
}

/** Every page of the feed from `from` on, as a device would pull it; throws on a reset. */
export async function pullAll(
  target: SyncTarget,
  from = 0,
): Promise<{ readonly changes: readonly FeedChange[]; readonly cursor: number }> {
  const changes: FeedChange[] = [];
  let cursor = from;
  for (;;) {
    const page = await pullPage(target, cursor, 1000);
    if (page.reset) throw new Error('unexpected reset');
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}
