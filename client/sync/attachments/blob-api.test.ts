import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestRefusedError, RetryableError } from '../sync-api';
import { createBlobApi } from './blob-api';

type Listener = (() => void) | null;

/** An XMLHttpRequest that records what it is given and answers with the next scripted status. */
class FakeXhr {
  static answers: { status: number; body: string }[] = [];
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown; timeout: number }[] = [];

  status = 0;
  responseText = '';
  responseType = '';
  timeout = 0;
  onload: Listener = null;
  onerror: Listener = null;
  ontimeout: Listener = null;
  onabort: Listener = null;
  readonly upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  private method = '';
  private url = '';
  private readonly headers: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body, timeout: this.timeout });
    const answer = FakeXhr.answers.shift();
    queueMicrotask(() => {
      if (!answer) {
        this.onerror?.();
        return;
      }
      this.upload.onprogress?.({ loaded: 2, total: 4, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 4, total: 4, lengthComputable: true });
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
}

const HASH = 'a'.repeat(64);

function api(token: (renew: boolean) => Promise<string> = async () => 'token') {
  return createBlobApi({ backendUrl: 'https://app.example/api', tenant: 'acme', token });
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.answers = [];
  FakeXhr.sent = [];
});

describe('blob API uploads in the browser (XMLHttpRequest)', () => {
  it('sends the raw body with type, tenant, token and XSRF header, and reports byte progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('document', { cookie: 'lang=de; XSRF-TOKEN=abc%3D' });
    FakeXhr.answers = [{ status: 201, body: '{}' }];
    const body = new Blob([new Uint8Array([1, 2, 3, 4])]);
    const progress: number[] = [];
    await api().upload(HASH, body, 'image/jpeg', (loaded) => progress.push(loaded));
    expect(FakeXhr.sent).toMatchObject([
      {
        method: 'PUT',
        url: `https://app.example/api/v2/blobs/${HASH}`,
        headers: {
          authorization: 'Bearer token',
          tenant: 'acme',
          'content-type': 'image/jpeg',
          'x-xsrf-token': 'abc=',
        },
        body,
      },
    ]);
    expect(FakeXhr.sent[0]?.timeout).toBeGreaterThan(30_000);
    expect(progress).toEqual([2, 4]);
  });

  it('a 401 renews the token once and sends again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answers = [
      { status: 401, body: '' },
      { status: 200, body: '{}' },
    ];
    const renewals: boolean[] = [];
    await api(async (renew) => {
      renewals.push(renew);
      return renew ? 'fresh' : 'stale';
    }).upload(HASH, new Blob(['x']), 'text/plain');
    expect(renewals).toEqual([false, true]);
    expect(FakeXhr.sent.map((sent) => sent.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('a 4xx refuses with the error code; a network failure is retryable', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answers = [{ status: 415, body: JSON.stringify({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } }) }];
    const refused = api().upload(HASH, new Blob(['<svg/>']), 'application/octet-stream');
    await expect(refused).rejects.toBeInstanceOf(RequestRefusedError);
    await expect(refused).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(api().upload(HASH, new Blob(['x']), 'text/plain')).rejects.toBeInstanceOf(RetryableError);
  });
});
