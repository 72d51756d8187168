import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP load balancer on loopback: several server instances behind ONE public URL, as a
 * reverse proxy puts them in production (docs/operations.md §5, "Several instances"). The
 * embedded provider names PUBLIC_URL as its tokens' issuer, so every instance starts with
 * PUBLIC_URL = the balancer's URL. Used by the tests of several instances
 * (docs/decisions/0024-postgresql-store.md, slice 4) and by the load bench (bench/load, in a
 * process of its own).
 *
 * Each request goes to one target, chosen per request (not per connection): round robin,
 * unless a test sets `pick`. It travels over a keep-alive connection of that target's own
 * agent; method, path, headers (but the hop-by-hop ones) and body go on, status, headers (but
 * the hop-by-hop ones) and body come back. The Host header is kept, as a proxy that preserves
 * it does. No WebSockets. Before the targets are set it answers 503; when a target fails, 502.
 */
export interface LoadBalancer {
  /** The public origin, `http://127.0.0.1:<port>`: the instances' PUBLIC_URL. */
  readonly url: string;
  /**
   * The instances' origins, set once they listen (their PUBLIC_URL needs `url` first). Starts
   * the round robin and the counts anew.
   */
  setTargets(urls: readonly string[]): void;
  /** Requests forwarded to each target since setTargets, in its order. */
  counts(): number[];
  /**
   * Chooses the target of each request: an index into the targets, given their number.
   * Undefined (the default): round robin.
   */
  pick: ((targets: number) => number) | undefined;
  close(): Promise<void>;
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

interface Target {
  readonly url: URL;
  readonly agent: http.Agent;
}

/** Longer than the bench devices' pauses, so a kept-alive connection is not closed between two rounds. */
const KEEP_ALIVE_MS = 72_000;

/** A plain-text answer of the balancer's own; once the headers are out, only the connection can go. */
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

/** Starts the balancer on a free loopback port, without targets. */
export async function startLoadBalancer(): Promise<LoadBalancer> {
  let targets: Target[] = [];
  let counts: number[] = [];
  let turn = 0;

  /** The default pick: each target in turn, starting again after the last. */
  const roundRobin = (count: number): number => {
    const index = turn % count;
    turn = index + 1;
    return index;
  };
  const balancer: Pick<LoadBalancer, 'pick'> = { pick: undefined };

  const server = http.createServer((request, response) => {
    if (targets.length === 0) {
      request.resume();
      return answer(response, 503, 'no instance behind the balancer yet');
    }
    const index = (balancer.pick ?? roundRobin)(targets.length);
    const target = targets[index];
    if (target === undefined) {
      request.resume();
      return answer(response, 502, `pick chose target ${index} of ${targets.length}`);
    }
    counts[index] = (counts[index] ?? 0) + 1;
    const forwarded = http.request(
      {
        protocol: target.url.protocol,
        hostname: target.url.hostname,
        port: target.url.port,
        agent: target.agent,
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
    // The instance is down or cut the connection: a gateway error, as a real proxy answers.
    forwarded.on('error', (error) => answer(response, 502, `instance ${target.url.origin} failed: ${error.message}`));
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

  return Object.assign(balancer, {
    url: `http://127.0.0.1:${port}`,
    setTargets: (urls: readonly string[]) => {
      for (const target of targets) target.agent.destroy();
      targets = urls.map((url) => ({ url: new URL(url), agent: new http.Agent({ keepAlive: true }) }));
      counts = targets.map(() => 0);
      turn = 0;
    },
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const target of targets) target.agent.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  });
}
