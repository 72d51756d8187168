import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Mutation } from '../shared/sync/protocol';
import { sqliteOf } from './db/database';
import { shutDown } from './shutdown';
import { connectedAssistant } from './test/assistant-client';
import { connectionRefused, openRawConnection } from './test/raw-http';
import { splitPush } from './test/raw-push';
import { signIn } from './test/sign-in';
import { startTestServer, type TestServer } from './test/test-server';
import { waitFor } from './test/wait-for';

let server: TestServer | undefined;

afterEach(() => {
  if (server) fs.rmSync(server.config.dataDir, { recursive: true, force: true });
  server = undefined;
});

const lines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
const arrived = (requestId: string) => () =>
  lines.some((line) => line.reqId === requestId && line.msg === 'incoming request');

const contact = (id: string): Mutation => ({ op: 'create', number: 1, type: 'CONTACT', id, data: { name: id } });

/** A live socket past its authentication; `closed` resolves with its close code. */
async function signedInLiveSocket(url: string, token: string): Promise<{ closed: Promise<number> }> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/v2/sync/live`);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const connected = new Promise((resolve) => ws.once('message', resolve));
  ws.send(JSON.stringify({ Authorization: `Bearer ${token}`, Tenant: 'acme' }));
  await connected;
  return { closed };
}

/** A GET whose last header line is still missing: the connection is busy, not idle, until `rest`. */
function partialGet(host: string, path: string) {
  return { firstPart: `GET ${path} HTTP/1.1\r\nhost: ${host}\r\n`, rest: '\r\n' };
}

describe('graceful shutdown (docs/operations.md "Shutdown")', () => {
  it('answers the push in flight, reports stopping, refuses new work and sends live and assistant sockets 1001', async () => {
    const started = await startTestServer({ logStream });
    server = started;
    const token = (await signIn(started.url, 'anna@sorgfalt.example')).accessToken;
    const live = await signedInLiveSocket(started.url, token);
    const assistant = await connectedAssistant(started.url, token, 'acme');
    const host = new URL(started.url).host;
    // Requests still arriving when the shutdown begins; written before the push, so read before it.
    const probe = await openRawConnection(started.url);
    const ready = partialGet(host, '/api/ready');
    await probe.write(ready.firstPart);
    const late = await openRawConnection(started.url);
    const tenants = partialGet(host, '/api/v2/info/tenants');
    await late.write(tenants.firstPart);
    const pushing = await openRawConnection(started.url);
    const push = splitPush(host, { token, tenant: 'acme', requestId: 'in-flight' }, 'drain-client-1', [
      contact('drain-contact-1'),
    ]);
    await pushing.write(push.firstPart);
    await waitFor(arrived('in-flight'), 'the push to arrive');

    const stopping = shutDown({ app: started.app, database: started.database, graceMs: 5000 });
    await waitFor(() => connectionRefused(started.url), 'the listener to close');
    expect(await live.closed).toBe(1001);
    expect((await assistant.closed).code).toBe(1001);

    await probe.write(ready.rest);
    const readiness = await probe.next();
    expect(readiness.status).toBe(503);
    expect(readiness.headers.connection).toBe('close');
    expect(JSON.parse(readiness.body)).toEqual({ status: 'not-ready', reason: 'stopping' });

    await late.write(tenants.rest);
    const refused = await late.next();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: 'TIMEOUT' } });

    await pushing.write(push.rest);
    const pushed = await pushing.next();
    expect(pushed.status).toBe(200);
    expect(pushed.headers.connection).toBe('close');
    expect(JSON.parse(pushed.body)).toMatchObject({ results: [{ number: 1, status: 'applied' }] });

    expect(await stopping).toBe(true);
    expect(sqliteOf(started.database).open).toBe(false);
  });

  it('cuts a request that outlasts the grace period and still closes the database', async () => {
    const started = await startTestServer({ logStream });
    server = started;
    const token = (await signIn(started.url, 'anna@sorgfalt.example')).accessToken;
    const host = new URL(started.url).host;
    const hanging = await openRawConnection(started.url);
    const push = splitPush(host, { token, tenant: 'acme', requestId: 'never-finished' }, 'drain-client-2', [
      contact('drain-contact-2'),
    ]);
    await hanging.write(push.firstPart);
    await waitFor(arrived('never-finished'), 'the push to arrive');

    const begun = Date.now();
    expect(await shutDown({ app: started.app, database: started.database, graceMs: 200 })).toBe(false);
    expect(Date.now() - begun).toBeLessThan(2000);
    await hanging.closed;
    expect(sqliteOf(started.database).open).toBe(false);
    expect(lines.some((line) => line.msg === 'grace period over: cutting the connections still open')).toBe(true);
  });
});
