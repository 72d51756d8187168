import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_HEADERS, XSRF_HEADERS } from '../sync/test-support/sync-http';
import { answer, callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { waitFor } from '../test/wait-for';

type LogLine = Record<string, unknown>;

const lines: LogLine[] = [];
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } });
  token = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

async function linesOf(requestId: string, count: number): Promise<LogLine[]> {
  const of = () => lines.filter((line) => line.reqId === requestId);
  await waitFor(() => of().length >= count, `${count} log lines of ${requestId}`);
  return of();
}

const completed = (of: LogLine[]) => of.find((line) => line.msg === 'request completed');

describe('request log lines (docs/operations.md "Logs")', () => {
  it('echoes a safe incoming X-Request-Id and logs the request under it', async () => {
    const response = await callApi(server.url, '/api/v2/info/tenants', {
      token,
      headers: { 'x-request-id': 'edge-4f2a.17:b' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('edge-4f2a.17:b');
    const logged = await linesOf('edge-4f2a.17:b', 2);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(completed(logged)).toMatchObject({ route: '/api/v2/info/tenants', res: { statusCode: 200 } });
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['with spaces and quotes', 'a "forged" line'],
  ])('replaces an incoming request id that is %s by a new one', async (_what, incoming) => {
    const response = await callApi(server.url, '/api/health', { headers: { 'x-request-id': incoming } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => line.reqId === incoming)).toBe(false);
  });

  it('gives a request without an id its own, also on a refusal', async () => {
    const response = await callApi(server.url, '/api/v2/info/tenants');
    expect(response.status).toBe(401);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = await linesOf(id, 3);
    expect(logged.find((line) => line.msg === 'request refused')).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('a pull is traced to its tenant and user once the guard has resolved the membership', async () => {
    const response = await callApi(server.url, '/api/v2/sync/pull?cursor=0&limit=5', {
      token,
      tenant: 'acme',
      headers: { ...SYNC_HEADERS, 'x-request-id': 'pull-trace-1' },
    });
    expect(response.status).toBe(200);
    const line = completed(await linesOf('pull-trace-1', 2));
    expect(line).toMatchObject({ route: '/api/v2/sync/pull', tenant: 'acme', tenantId: 'tenant-acme' });
    expect(line?.userId).toEqual(expect.any(String));
    expect(line?.responseTime).toEqual(expect.any(Number));
  });

  it('never logs the token, the cookies or the refused value of a push', async () => {
    const response = await callApi(server.url, '/api/v2/sync/push', {
      token,
      tenant: 'acme',
      method: 'POST',
      headers: {
        ...SYNC_HEADERS,
        ...XSRF_HEADERS,
        'content-type': 'application/json',
        'x-request-id': 'push-secret-1',
      },
      body: JSON.stringify({ clientId: 'Geheimrezept Nr. 7', mutations: [] }),
    });
    expect(await answer(response)).toEqual({ status: 400, body: { error: { code: 'VALIDATION' } } });
    const logged = await linesOf('push-secret-1', 3);
    expect(logged.find((line) => line.msg === 'request refused')).toMatchObject({ tenant: 'acme' });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('sync-test');
    expect(everything).not.toContain('Geheimrezept');
  });
});
