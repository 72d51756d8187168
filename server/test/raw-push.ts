import type { Mutation } from '../../shared/sync/protocol';
import { SYNC_HEADERS, XSRF_HEADERS } from '../sync/test-support/sync-http';

/** A push as raw HTTP/1.1 text, cut in two so that the first part holds the request in flight. */
export interface SplitPush {
  readonly firstPart: string;
  readonly rest: string;
}

export function splitPush(
  host: string,
  access: { readonly token: string; readonly tenant: string; readonly requestId: string },
  clientId: string,
  mutations: readonly Mutation[],
): SplitPush {
  const body = Buffer.from(JSON.stringify({ clientId, mutations }));
  const headers: Record<string, string> = {
    host,
    authorization: `Bearer ${access.token}`,
    tenant: access.tenant,
    'x-request-id': access.requestId,
    'content-type': 'application/json',
    'content-length': String(body.length),
    ...SYNC_HEADERS,
    ...XSRF_HEADERS,
  };
  const head = `POST /api/v2/sync/push HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  const half = Math.floor(body.length / 2);
  return { firstPart: head + body.subarray(0, half).toString(), rest: body.subarray(half).toString() };
}

/** A GET as raw HTTP/1.1 text, to pipeline behind another request. */
export function rawGet(host: string, path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ host, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`;
}
