import * as v from 'valibot';
import { AppError, type ErrorCode, isErrorCode } from '../../shared/errors';
import { readCookie } from './cookies';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const ErrorBodySchema = v.object({ error: v.object({ code: v.string() }) });

export interface ApiClient {
  /** GET a JSON resource; `undefined` for an empty (204) answer. */
  get<T>(path: string, schema: v.GenericSchema<unknown, T>, tenant?: string): Promise<T | undefined>;
}

async function errorCodeOf(response: Response): Promise<ErrorCode> {
  const body = v.safeParse(ErrorBodySchema, await response.json().catch(() => null));
  if (body.success && isErrorCode(body.output.error.code)) return body.output.error.code;
  return response.status === 401 ? 'UNAUTHENTICATED' : response.status === 403 ? 'FORBIDDEN' : 'INTERNAL';
}

/**
 * Authenticated JSON calls: `Authorization: Bearer`, the `Tenant` header and the XSRF
 * header on state-changing requests (platform.md §7). Answers are parsed, never cast.
 */
export function createApiClient(backendUrl: string, token: () => Promise<string>): ApiClient {
  async function request(method: string, path: string, tenant?: string, body?: unknown): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${await token()}` });
    if (tenant) headers.set('Tenant', tenant);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const xsrf = readCookie(XSRF_COOKIE);
    if (method !== 'GET' && xsrf) headers.set(XSRF_HEADER, xsrf);
    const response = await fetch(`${backendUrl}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new AppError(await errorCodeOf(response), `${method} ${path} → ${response.status}`);
    return response;
  }
  return {
    async get(path, schema, tenant) {
      const response = await request('GET', path, tenant);
      if (response.status === 204) return undefined;
      const text = await response.text();
      if (text.trim() === '' || text.trim() === 'null') return undefined;
      return v.parse(schema, JSON.parse(text));
    },
  };
}
