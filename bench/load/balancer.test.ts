import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Balancer, endToEndHeaders, RoundRobin, startBalancer } from './balancer';

describe('RoundRobin', () => {
  it('hands out the items in turn and starts again after the last', () => {
    const chooser = new RoundRobin(['a', 'b', 'c']);
    expect(Array.from({ length: 7 }, () => chooser.pick())).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });

  it('answers undefined without items', () => {
    expect(new RoundRobin<string>([]).pick()).toBeUndefined();
  });
});

describe('endToEndHeaders', () => {
  it('drops hop-by-hop headers and those the Connection header names', () => {
    expect(
      endToEndHeaders({
        connection: 'keep-alive, x-hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-hop': '1',
        host: 'example.test',
        'set-cookie': ['a=1', 'b=2'],
        'content-type': 'application/json',
      }),
    ).toEqual({ host: 'example.test', 'set-cookie': ['a=1', 'b=2'], 'content-type': 'application/json' });
  });
});

interface Seen {
  readonly instance: number;
  readonly method: string;
  readonly url: string;
  readonly host: string | undefined;
  readonly authorization: string | undefined;
  readonly body: string;
}

/** A loopback server that records each request and answers with its own number and the body back. */
async function instance(number: number, seen: Seen[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        instance: number,
        method: request.method ?? '',
        url: request.url ?? '',
        host: request.headers.host,
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(201, { 'content-type': 'text/plain', 'set-cookie': ['one=1', 'two=2'], 'x-instance': number });
      response.end(`echo ${body}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('startBalancer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function started(): Promise<{ balancer: Balancer; seen: Seen[] }> {
    const seen: Seen[] = [];
    const first = await instance(1, seen);
    const second = await instance(2, seen);
    const balancer = await startBalancer();
    cleanups.push(first.close, second.close, balancer.close);
    balancer.setTargets([first.url, second.url]);
    return { balancer, seen };
  }

  it('forwards method, path, headers and body, and answers status, headers and body', async () => {
    const { balancer, seen } = await started();
    const response = await fetch(`${balancer.url}/api/v2/sync/push?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'wörld' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-instance')).toBe('1');
    expect(response.headers.getSetCookie()).toEqual(['one=1', 'two=2']);
    expect(await response.text()).toBe('echo {"hello":"wörld"}');
    expect(seen).toEqual([
      {
        instance: 1,
        method: 'POST',
        url: '/api/v2/sync/push?x=1',
        host: new URL(balancer.url).host,
        authorization: 'Bearer t',
        body: '{"hello":"wörld"}',
      },
    ]);
  });

  it('sends each request to the next instance, also on one kept-alive connection', async () => {
    const { balancer, seen } = await started();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(async () => agent.destroy());
    for (let index = 0; index < 4; index++) {
      await new Promise<void>((resolve, reject) => {
        http
          .get(`${balancer.url}/n/${index}`, { agent }, (response) => {
            response.resume();
            response.on('end', resolve);
          })
          .on('error', reject);
      });
    }
    expect(seen.map((request) => [request.instance, request.url])).toEqual([
      [1, '/n/0'],
      [2, '/n/1'],
      [1, '/n/2'],
      [2, '/n/3'],
    ]);
    expect(balancer.counts()).toEqual([2, 2]);
  });

  it('answers 503 before it has instances and 502 when an instance is gone', async () => {
    const balancer = await startBalancer();
    cleanups.push(balancer.close);
    expect((await fetch(`${balancer.url}/`)).status).toBe(503);
    const gone = await instance(1, []);
    await gone.close();
    balancer.setTargets([gone.url]);
    expect((await fetch(`${balancer.url}/`)).status).toBe(502);
  });
});
