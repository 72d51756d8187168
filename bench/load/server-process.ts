import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startTestServer } from '../../server/test/test-server';
import { seedLoadTenants } from './load-tenants';
import { type LoadPopulation, type LoadSettings, population } from './settings';

/**
 * Child-process entry (`node --import tsx`): one real server of server/test/test-server.ts
 * with the bench tenants seeded before it listens, in a process of its own, so its resident
 * set is the server's alone. argv[2] is JSON `{ env, settings, seed }`; of several instances
 * on one database only the first seeds. The request log runs at its level but is thrown away.
 * Messages: `reset` (starts a new peak and CPU count), `usage` (answers the largest RSS seen
 * since the reset, sampled every 50 ms, the current one, the CPU time used since and the event
 * loop's delay since, sampled every 10 ms) and `close`.
 */
export interface ServerProcessOptions {
  readonly env: Record<string, string>;
  readonly settings: LoadSettings;
  /** Writes the bench tenants before listening; false for an instance joining a seeded database. */
  readonly seed: boolean;
}

export type ServerProcessMessage =
  | { readonly kind: 'ready'; readonly url: string }
  | { readonly kind: 'reset-done' }
  | {
      readonly kind: 'usage';
      readonly peakRss: number;
      readonly cpuMs: number;
      /** The event loop's delay since the reset, p99 and max, in ms: how long requests waited for synchronous work. */
      readonly loopDelayP99Ms: number;
      readonly loopDelayMaxMs: number;
    }
  | { readonly kind: 'closed' };

const SAMPLE_MS = 50;

function send(message: ServerProcessMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  if (!process.send) throw new Error('bench/load/server-process.ts runs as a child process with IPC');
  const options = JSON.parse(process.argv[2] ?? '{}') as ServerProcessOptions;
  const people: LoadPopulation = population(options.settings);
  const server = await startTestServer({
    env: options.env,
    logStream: { write: () => undefined },
    beforeListen: async (_app, _config, database) => {
      if (options.seed) await seedLoadTenants(database.db, people);
    },
  });
  let peak = process.memoryUsage.rss();
  let cpuSince = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, SAMPLE_MS);
  let closing = false;
  // The bench went away without closing the server: do not outlive it.
  process.on('disconnect', () => process.exit(closing ? 0 : 1));
  process.on('message', (message: unknown) => {
    if (message === 'reset') {
      peak = process.memoryUsage.rss();
      cpuSince = process.cpuUsage();
      loopDelay.reset();
      send({ kind: 'reset-done' });
    } else if (message === 'usage') {
      const rss = process.memoryUsage.rss();
      const cpu = process.cpuUsage(cpuSince);
      peak = Math.max(peak, rss);
      send({
        kind: 'usage',
        peakRss: peak,
        cpuMs: (cpu.user + cpu.system) / 1000,
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
      });
    } else if (message === 'close') {
      closing = true;
      clearInterval(sampler);
      loopDelay.disable();
      void server.close().then(() => {
        send({ kind: 'closed' });
        process.disconnect();
      });
    }
  });
  send({ kind: 'ready', url: server.url });
}

main().catch((error: unknown) => {
  console.error('bench server process failed:', error);
  process.exit(1);
});
