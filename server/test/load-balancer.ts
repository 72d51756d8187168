import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny HTTP load balancer on loopback for tests of several server instances behind one public
 * URL (docs/decisions/0024-postgresql-store.md, slice 4). Each request goes to one backend,
 * chosen by `pick` (round robin unless set); method, path, headers and body pass unchanged,
 * the `Host` header included, as a reverse proxy that keeps the public host does. No WebSockets.
 */
export interface LoadBalancer {
  /** The public origin, `http://127.0.0.1:<port>`: the instances' PUBLIC_URL. */
  readonly url: string;
  /** The instances' origins; set once they listen (their PUBLIC_URL needs `url` first). */
  backends: readonly string[];
  /** Chooses the backend of the next request, an index into `backends`. */
  pick: (backends: number) => number;
  /** Requests forwarded per backend index. */
  readonly forwarded: number[];
  close(): Promise<void>;
}

export async function startLoadBalancer(): Promise<LoadBalancer> {
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true });
  const balancer: Omit<LoadBalancer, 'url' | 'close'> = {
    backends: [],
    pick: (count) => turn++ % count,
    forwarded: [],
  };

  const server = http.createServer((request, response) => {
    const count = balancer.backends.length;
    const index = count > 0 ? balancer.pick(count) : -1;
    const backend = balancer.backends[index];
    if (backend === undefined) {
      response.writeHead(502).end('no backend');
      request.resume();
      return;
    }
    balancer.forwarded[index] = (balancer.forwarded[index] ?? 0) + 1;
    const target = new URL(backend);
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      // The instance is down or cut the connection: a gateway error, as a real proxy answers.
      if (!response.headersSent) response.writeHead(502).end('backend failed');
      else response.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(balancer, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  });
}
