import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, serverProcess } from './sync/test-support/server-process';
import { pullPage, type SyncTarget } from './sync/test-support/sync-http';
import { connectionRefused, openRawConnection } from './test/raw-http';
import { splitPush } from './test/raw-push';
import { signIn } from './test/sign-in';
import { waitFor } from './test/wait-for';

const GRACE_MS = 5000;
let server: ServerProcess;

beforeAll(async () => {
  server = await serverProcess('bundle', { LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

describe('SIGTERM to the server process (docs/operations.md "Shutdown")', () => {
  it('answers the push in flight, refuses new connections, exits 0 within the grace period, and the push is kept', async () => {
    const token = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
    const id = `sigterm-${Date.now()}`;
    const push = splitPush(new URL(server.url).host, { token, tenant: 'acme', requestId: id }, `${id}-client`, [
      { op: 'create', number: 1, type: 'CONTACT', id, data: { name: 'Bis zum Schluss' } },
    ]);
    const connection = await openRawConnection(server.url);
    await connection.write(push.firstPart);
    await waitFor(() => server.output().includes(`"reqId":"${id}"`), 'the push to arrive');

    const signalled = Date.now();
    const exited = server.signal('SIGTERM');
    await waitFor(() => connectionRefused(server.url), 'new connections to be refused');
    await connection.write(push.rest);
    const answer = await connection.next();
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toBe(id);
    expect(JSON.parse(answer.body)).toMatchObject({ results: [{ number: 1, status: 'applied' }] });

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(GRACE_MS);
    const log = server.output();
    expect(log).toMatch(/"signal":"SIGTERM".*"msg":"shutting down"/);
    expect(log).toMatch(/"withinGrace":true.*"msg":"shut down"/);
    expect(log).toMatch(new RegExp(`"reqId":"${id}".*"tenant":"acme".*"msg":"request completed"`));

    await server.start();
    const target: SyncTarget = { url: server.url, tenant: 'acme', token: async () => token };
    const ids: string[] = [];
    for (let cursor = 0, more = true; more; ) {
      const page = await pullPage(target, cursor, 500);
      if (page.reset) throw new Error('unexpected reset');
      ids.push(...page.changes.map((change) => change.id));
      cursor = page.cursor;
      more = page.hasMore;
    }
    expect(ids).toContain(id);
  }, 60_000);
});
