import * as v from 'valibot';
import { isErrorCode } from '../../../shared/errors';
import { RequestRefusedError, RetryableError, ServerUnreachableError } from '../sync-api';

/** The server asks to slow down (429): try again in a later round; no attempt is counted. */
export class RateLimitedError extends RetryableError {
  override name = 'RateLimitedError';
}

export type UploadProgressListener = (loaded: number, total: number) => void;

/** The blob routes of docs/decisions/0009-blobs.md for one tenant. */
export interface BlobApi {
  /** HEAD: whether the server holds the blob for this tenant (so no upload is needed). */
  has(sha256: string): Promise<boolean>;
  /** PUT the raw bytes; resolves on 200/201. */
  upload(sha256: string, data: Blob, contentType: string, onProgress?: UploadProgressListener): Promise<void>;
  /** GET: the bytes with their served type, or undefined when the server has no such blob (404). */
  download(sha256: string): Promise<Blob | undefined>;
}

export interface BlobApiOptions {
  /** The backend base URL with `/api`, as for the sync API. */
  readonly backendUrl: string;
  readonly tenant: string;
  /** A valid access token; `renew` asks for a fresh one after a 401. */
  readonly token: (renew: boolean) => Promise<string>;
  /** Injected in tests; uploads then go through it, without progress. */
  readonly fetch?: typeof fetch;
  /** Time-out of a HEAD, and the base of transfers (which add time per byte). */
  readonly timeoutMs?: number;
}

/** The slowest transfer rate an upload or download is given time for: 16 KiB/s. */
const MIN_BYTES_PER_SECOND = 16 * 1024;
/** A download's size is unknown in advance: time for the largest file at the slowest rate. */
const DOWNLOAD_BYTES_ALLOWANCE = 25 * 1024 * 1024;

const ErrorBody = v.object({ error: v.object({ code: v.string() }) });

/** The part of an answer the calls read, from fetch or from XMLHttpRequest. */
interface Answer {
  readonly status: number;
  text(): Promise<string>;
}

function xsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
}

/** A PUT through XMLHttpRequest, whose upload reports progress (fetch cannot). */
function putWithXhr(
  url: string,
  headers: Headers,
  body: Blob,
  timeoutMs: number,
  onProgress: UploadProgressListener | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.timeout = timeoutMs;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size);
    xhr.onload = () => resolve({ status: xhr.status, text: async () => xhr.responseText });
    xhr.onerror = () => reject(new Error('network failure'));
    xhr.ontimeout = () => reject(new Error('upload timed out'));
    xhr.onabort = () => reject(new Error('upload aborted'));
    xhr.send(body);
  });
}

/** Throws for an answer that is not a success: 429 rate limit, 408/5xx retry later, other 4xx refuse. */
async function refuse(answer: Answer): Promise<never> {
  if (answer.status === 429) throw new RateLimitedError('server answered 429');
  if (answer.status === 408 || answer.status >= 500) throw new RetryableError(`server answered ${answer.status}`);
  const text = await answer.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the code stays unknown
  }
  const body = v.safeParse(ErrorBody, parsed);
  const code = body.success && isErrorCode(body.output.error.code) ? body.output.error.code : 'INTERNAL';
  throw new RequestRefusedError(answer.status, code);
}

/**
 * The blob calls as the sync API makes its calls: `Authorization` (a 401 renews the token
 * once and repeats the request; PUT is idempotent by hash), `Tenant`, the XSRF header on
 * PUT, time-outs that grow with the size. Network failures are `RetryableError`s.
 */
export function createBlobApi(options: BlobApiOptions): BlobApi {
  const doFetch = options.fetch ?? fetch;
  const baseTimeout = options.timeoutMs ?? 30_000;
  const transferTimeout = (bytes: number) => baseTimeout + Math.ceil((bytes / MIN_BYTES_PER_SECOND) * 1000);
  const url = (sha256: string) => `${options.backendUrl}/v2/blobs/${encodeURIComponent(sha256)}`;

  async function call<T extends Answer>(send: (headers: Headers) => Promise<T>): Promise<T> {
    for (const renew of [false, true]) {
      const headers = new Headers();
      headers.set('Authorization', `Bearer ${await options.token(renew)}`);
      headers.set('Tenant', options.tenant);
      let answer: T;
      try {
        answer = await send(headers);
      } catch (error) {
        throw new ServerUnreachableError(error instanceof Error ? error.message : 'network failure');
      }
      if (answer.status === 401 && !renew) {
        await answer.text().catch(() => '');
        continue;
      }
      return answer;
    }
    throw new RequestRefusedError(401, 'UNAUTHENTICATED');
  }

  const fetchWith = (sha256: string, method: string, headers: Headers, timeoutMs: number, body?: Blob) =>
    doFetch(url(sha256), {
      method,
      headers,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
      ...(body === undefined ? {} : { body }),
    });

  return {
    async has(sha256) {
      const answer = await call((headers) => fetchWith(sha256, 'HEAD', headers, baseTimeout));
      if (answer.status === 200) return true;
      if (answer.status === 404) return false;
      return refuse(answer);
    },

    async upload(sha256, data, contentType, onProgress) {
      const timeoutMs = transferTimeout(data.size);
      const useXhr = options.fetch === undefined && typeof XMLHttpRequest !== 'undefined';
      const answer = await call((headers) => {
        headers.set('Content-Type', contentType);
        const xsrf = xsrfToken();
        if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
        return useXhr
          ? putWithXhr(url(sha256), headers, data, timeoutMs, onProgress)
          : fetchWith(sha256, 'PUT', headers, timeoutMs, data);
      });
      if (answer.status !== 200 && answer.status !== 201) return refuse(answer);
      if (!useXhr) onProgress?.(data.size, data.size);
    },

    async download(sha256) {
      const timeoutMs = transferTimeout(DOWNLOAD_BYTES_ALLOWANCE);
      const answer = await call((headers) => fetchWith(sha256, 'GET', headers, timeoutMs));
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) return refuse(answer);
      try {
        return await answer.blob();
      } catch (error) {
        throw new RetryableError(error instanceof Error ? error.message : 'download interrupted');
      }
    },
  };
}
