import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small loopback load balancer for the load bench: several server instances behind ONE
 * public URL, as a reverse proxy puts them in production (docs/operations.md §5, "Several
 * instances"). The embedded provider names PUBLIC_URL as its tokens' issuer, so every
 * instance starts with PUBLIC_URL = the balancer's URL, and sign-ins, pushes and pulls all go
 * through it. Each request goes to the next instance in turn (round-robin per request, not per
 * connection), over a keep-alive connection of that instance's agent; method, path, headers
 * (but the hop-by-hop ones) and body go on, status, headers and body come back. The Host
 * header is kept, as a proxy that preserves it does.
 */

/** Hands out the items in turn, starting again after the last. */
export class RoundRobin<T> {
  private next = 0;

  constructor(private readonly items: readonly T[]) {}

  /** The next item, or undefined when there are none. */
  pick(): T | undefined {
    if (this.items.length === 0) return undefined;
    const item = this.items[this.next % this.items.length];
    this.next = (this.next + 1) % this.items.length;
    return item;
  }
}

/** Headers of one connection, not of the request (RFC 9110 §7.6.1): a proxy does not pass them on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The headers without the hop-by-hop ones, and without those the Connection header names. */
export function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const result: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) result[name] = value;
  }
  return result;
}

interface Upstream {
  readonly url: URL;
  readonly agent: http.Agent;
}

export interface Balancer {
  /** `http://127.0.0.1:<port>`: the public URL of the instances behind it. */
  readonly url: string;
  /** The instances' origins; until they are set every request answers 503. */
  setTargets(urls: readonly string[]): void;
  /** Requests forwarded to each target so far, in the order of setTargets. */
  counts(): number[];
  close(): Promise<void>;
}

/** Longer than the devices' pauses, so a kept-alive connection is not closed between two rounds. */
const KEEP_ALIVE_MS = 72_000;

function answer(response: http.ServerResponse, status: number, text: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** Starts the balancer on a free loopback port. */
export async function startBalancer(): Promise<Balancer> {
  let upstreams: Upstream[] = [];
  let chooser = new RoundRobin<Upstream>([]);
  let counts: number[] = [];

  const server = http.createServer((request, response) => {
    const upstream = chooser.pick();
    if (!upstream) return answer(response, 503, 'no instance behind the balancer yet');
    const index = upstreams.indexOf(upstream);
    counts[index] = (counts[index] ?? 0) + 1;
    const forwarded = http.request(
      {
        protocol: upstream.url.protocol,
        hostname: upstream.url.hostname,
        port: upstream.url.port,
        agent: upstream.agent,
        method: request.method,
        path: request.url,
        headers: endToEndHeaders(request.headers),
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEndHeaders(reply.headers));
        reply.pipe(response);
        reply.on('error', () => response.destroy());
      },
    );
    forwarded.on('error', (error) => answer(response, 502, `instance ${upstream.url.origin} failed: ${error.message}`));
    request.on('error', () => forwarded.destroy());
    // The client gave up (its time-out): stop waiting for the instance too.
    response.on('close', () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setTargets: (urls) => {
      for (const upstream of upstreams) upstream.agent.destroy();
      upstreams = urls.map((url) => ({ url: new URL(url), agent: new http.Agent({ keepAlive: true }) }));
      chooser = new RoundRobin(upstreams);
      counts = upstreams.map(() => 0);
    },
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const upstream of upstreams) upstream.agent.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
