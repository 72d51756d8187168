import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endToEndHeaders, type LoadBalancer, startLoadBalancer } from './load-balancer';

describe('endToEndHeaders', () => {
  it('drops hop-by-hop headers and those the Connection header names', () => {
    expect(
      endToEndHeaders({
        connection: 'keep-alive, X-Hop',
        'keep-alive': 'timeout=5',
        'proxy-connection': 'keep-alive',
        'proxy-authenticate': 'Basic',
        'proxy-authorization': 'Basic eA==',
        te: 'trailers',
        trailer: 'x-checksum',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
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
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  /** The port of the balancer's end of the connection. */
  readonly from: number | undefined;
}

/**
 * A loopback server that records each request and answers 201 with its own number, the body
 * back, two cookies and a hop-by-hop header of its own (`x-gone`, named by Connection).
 */
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
        headers: request.headers,
        body,
        from: request.socket.remotePort,
      });
      response.writeHead(201, {
        'content-type': 'text/plain',
        'set-cookie': ['one=1', 'two=2'],
        'x-instance': number,
        connection: 'keep-alive, x-gone',
        'x-gone': '1',
        'proxy-authenticate': 'Basic',
      });
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

/** One request with node:http, which (unlike fetch) lets a test send hop-by-hop headers. */
function get(
  url: string,
  options: http.RequestOptions = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('startLoadBalancer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function started(): Promise<{ balancer: LoadBalancer; seen: Seen[] }> {
    const seen: Seen[] = [];
    const first = await instance(1, seen);
    const second = await instance(2, seen);
    const balancer = await startLoadBalancer();
    cleanups.push(first.close, second.close, balancer.close);
    balancer.setTargets([first.url, second.url]);
    return { balancer, seen };
  }

  /** A kept-alive client connection, one request at a time. */
  function keptAlive(): http.Agent {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(async () => agent.destroy());
    return agent;
  }

  it('forwards method, path, headers and body, and answers status, headers and body', async () => {
    const { balancer, seen } = await started();
    const response = await fetch(`${balancer.url}/api/v2/sync/push?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json', 'x-custom': 'a' },
      body: JSON.stringify({ hello: 'wörld' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-instance')).toBe('1');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.getSetCookie()).toEqual(['one=1', 'two=2']);
    expect(await response.text()).toBe('echo {"hello":"wörld"}');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      instance: 1,
      method: 'POST',
      url: '/api/v2/sync/push?x=1',
      headers: {
        host: new URL(balancer.url).host,
        authorization: 'Bearer t',
        'content-type': 'application/json',
        'x-custom': 'a',
      },
      body: '{"hello":"wörld"}',
    });
  });

  it('drops the hop-by-hop headers both ways', async () => {
    const { balancer, seen } = await started();
    const response = await get(`${balancer.url}/hop`, {
      headers: {
        connection: 'keep-alive, x-hop',
        'keep-alive': 'timeout=5',
        'x-hop': '1',
        te: 'trailers',
        'proxy-authorization': 'Basic eA==',
        'x-end': '1',
      },
    });
    expect(response.status).toBe(201);
    const headers = seen[0]?.headers ?? {};
    expect(headers['x-end']).toBe('1');
    for (const name of ['x-hop', 'keep-alive', 'te', 'proxy-authorization']) expect(headers[name]).toBeUndefined();
    // The balancer's own connection to the instance, kept alive by its agent.
    expect(headers.connection).toBe('keep-alive');
    expect(response.headers['x-instance']).toBe('1');
    expect(response.headers['x-gone']).toBeUndefined();
    expect(response.headers['proxy-authenticate']).toBeUndefined();
  });

  it('sends each request to the next instance, also on one kept-alive connection', async () => {
    const { balancer, seen } = await started();
    const agent = keptAlive();
    for (let index = 0; index < 5; index++) await get(`${balancer.url}/n/${index}`, { agent });
    expect(seen.map((request) => [request.instance, request.url])).toEqual([
      [1, '/n/0'],
      [2, '/n/1'],
      [1, '/n/2'],
      [2, '/n/3'],
      [1, '/n/4'],
    ]);
    expect(balancer.counts()).toEqual([3, 2]);
  });

  it('keeps one connection alive to each instance, whatever the clients do', async () => {
    const { balancer, seen } = await started();
    // Each request on a new client connection that closes after it.
    for (let index = 0; index < 6; index++) await get(`${balancer.url}/n/${index}`, { agent: false });
    const from = (number: number) => new Set(seen.filter((request) => request.instance === number).map((r) => r.from));
    expect(from(1).size).toBe(1);
    expect(from(2).size).toBe(1);
  });

  it('sends each request where a custom pick says, and round robin again without it', async () => {
    const { balancer, seen } = await started();
    const asked: number[] = [];
    balancer.pick = (targets) => {
      asked.push(targets);
      return 1;
    };
    for (let index = 0; index < 3; index++) await get(`${balancer.url}/picked/${index}`);
    expect(asked).toEqual([2, 2, 2]);
    expect(balancer.counts()).toEqual([0, 3]);
    balancer.pick = undefined;
    await get(`${balancer.url}/turn/0`);
    await get(`${balancer.url}/turn/1`);
    expect(seen.map((request) => request.instance)).toEqual([2, 2, 2, 1, 2]);
    expect(balancer.counts()).toEqual([1, 4]);
  });

  it('answers 502 when a custom pick chooses no target', async () => {
    const { balancer, seen } = await started();
    balancer.pick = () => 2;
    expect((await get(`${balancer.url}/`)).status).toBe(502);
    expect(seen).toEqual([]);
    expect(balancer.counts()).toEqual([0, 0]);
  });

  it('starts the counts and the round robin anew when the targets are set again', async () => {
    const { balancer, seen } = await started();
    await get(`${balancer.url}/a`);
    const third = await instance(3, seen);
    cleanups.push(third.close);
    balancer.setTargets([third.url]);
    expect(balancer.counts()).toEqual([0]);
    await get(`${balancer.url}/b`);
    expect(seen.map((request) => request.instance)).toEqual([1, 3]);
    expect(balancer.counts()).toEqual([1]);
  });

  it('answers 503 before it has instances and 502 when an instance is gone', async () => {
    const balancer = await startLoadBalancer();
    cleanups.push(balancer.close);
    expect((await fetch(`${balancer.url}/`)).status).toBe(503);
    expect(balancer.counts()).toEqual([]);
    const gone = await instance(1, []);
    await gone.close();
    balancer.setTargets([gone.url]);
    const response = await fetch(`${balancer.url}/`, { method: 'POST', body: 'lost' });
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/^instance http:\/\/127\.0\.0\.1:\d+ failed: /);
    expect(balancer.counts()).toEqual([1]);
  });
});
