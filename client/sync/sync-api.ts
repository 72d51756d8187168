import * as v from 'valibot';
import { isErrorCode } from '../../shared/errors';
import {
  PULL_NEXT_CURSOR_HEADER,
  PULL_NEXT_SCOPE_HEADER,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from '../../shared/sync/protocol';
import { PullResponseSchema, PushResponseSchema } from '../../shared/sync/protocol-answers';

/** The server no longer speaks this client's protocol: the app must update (P1). */
export class ProtocolOutdatedError extends Error {
  override name = 'ProtocolOutdatedError';
}

/** A refusal of the whole request (4xx): retrying the same request does not help. */
export class RequestRefusedError extends Error {
  override name = 'RequestRefusedError';
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

/** A failure worth retrying later: network, time-out, 5xx, rate limit. */
export class RetryableError extends Error {
  override name = 'RetryableError';
}

/**
 * No answer at all: the request could not be sent or timed out. The device is offline for
 * Sorgfalt even when the browser believes it is online (a dead Wi-Fi, a captive portal).
 */
export class ServerUnreachableError extends RetryableError {
  override name = 'ServerUnreachableError';
}

/** Where the page after an answered one starts, known from its headers before its body (P3). */
export interface NextPage {
  readonly cursor: number;
  readonly scope: string;
}

export interface SyncApi {
  /** One page; `onNext` hears where the following page starts as soon as the answer's headers arrive. */
  pull(
    cursor: number,
    scope: string | undefined,
    limit: number,
    onNext?: (next: NextPage) => void,
  ): Promise<PullResponse>;
  push(request: PushRequest): Promise<PushResponse>;
}

export interface SyncApiOptions {
  readonly backendUrl: string;
  readonly tenant: string;
  /** A valid access token; `renew` asks for a fresh one after a 401. */
  readonly token: (renew: boolean) => Promise<string>;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const ErrorBody = v.object({ error: v.object({ code: v.string() }) });

/**
 * One authorised call to the API of the active tenant, parsed as JSON: a 401 renews the token
 * once and retries, 426 means update, other 4xx refuse, network failures, 408, 429 and 5xx
 * are retryable.
 */
export async function requestJson(
  options: SyncApiOptions,
  path: string,
  init: RequestInit,
  onHeaders: (headers: Headers) => void = () => {},
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  for (const renew of [false, true]) {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${await options.token(renew)}`);
    headers.set('Tenant', options.tenant);
    headers.set(SYNC_PROTOCOL_HEADER, String(SYNC_PROTOCOL_VERSION));
    let response: Response;
    try {
      response = await doFetch(`${options.backendUrl}${path}`, {
        ...init,
        headers,
        credentials: 'same-origin',
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new ServerUnreachableError(error instanceof Error ? error.message : 'network failure');
    }
    if (response.ok) {
      onHeaders(response.headers);
      return response.json();
    }
    if (response.status === 401 && !renew) continue;
    if (response.status === 426) throw new ProtocolOutdatedError('please update');
    if (response.status === 429 || response.status >= 500 || response.status === 408) {
      throw new RetryableError(`server answered ${response.status}`);
    }
    const body = v.safeParse(ErrorBody, await response.json().catch(() => null));
    const code = body.success && isErrorCode(body.output.error.code) ? body.output.error.code : 'INTERNAL';
    throw new RequestRefusedError(response.status, code);
  }
  throw new RequestRefusedError(401, 'UNAUTHENTICATED');
}

/** The next page's start from a pull answer's headers, when the server names one. */
export function nextPageOf(headers: Headers): NextPage | undefined {
  const cursor = Number(headers.get(PULL_NEXT_CURSOR_HEADER) ?? Number.NaN);
  const scope = headers.get(PULL_NEXT_SCOPE_HEADER);
  return Number.isSafeInteger(cursor) && cursor > 0 && scope ? { cursor, scope } : undefined;
}

/**
 * The sync calls of docs/sync-spec.md through `requestJson` (the push is idempotent, so the
 * retry after a renewed token never applies twice).
 */
export function createSyncApi(options: SyncApiOptions): SyncApi {
  const call = (path: string, init: RequestInit, onHeaders?: (headers: Headers) => void) =>
    requestJson(options, path, init, onHeaders);
  return {
    async pull(cursor, scope, limit, onNext) {
      const query = new URLSearchParams({ cursor: String(cursor), limit: String(limit) });
      if (scope) query.set('scope', scope);
      const answer = await call(`/v2/sync/pull?${query}`, { method: 'GET' }, (headers) => {
        const next = nextPageOf(headers);
        if (next && onNext) onNext(next);
      });
      return v.parse(PullResponseSchema, answer);
    },
    async push(request) {
      const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(typeof document === 'undefined' ? '' : document.cookie)?.[1];
      const answer = await call('/v2/sync/push', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}) },
        body: JSON.stringify(request),
      });
      return v.parse(PushResponseSchema, answer);
    },
  };
}
