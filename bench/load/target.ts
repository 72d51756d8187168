import fs from 'node:fs';
import path from 'node:path';
import { startPostgresCluster } from '../../server/test/postgres-cluster';
import { BalancerProcess, ServerProcess } from './children';
import type { ResourceUse } from './load-stats';
import { TreeSampler } from './process-tree';
import type { LoadBackend, LoadSettings } from './settings';

/** A running deployment under load: one or more server instances sharing one database. */
export interface RunningTarget {
  /** The origins the devices use, spread over them round-robin: the instance, or the balancer in front of several. */
  readonly urls: readonly string[];
  /** Starts new peaks of the memory sampling and new counts of CPU time, right before the load. */
  resetUse(): Promise<void>;
  /** What the instances (and the database server, if sampled) used since the reset. */
  use(): Promise<ResourceUse>;
  /** Lines worth printing after the load, given its request count, e.g. how the balancer spread the requests. */
  report(requests: number): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * What the load runs against: `sqlite` is one instance with its SQLite file, `postgres 2×`
 * two instances on one PostgreSQL database behind one balancer. Their figures go side by
 * side, each under its own name.
 */
export interface LoadTarget {
  /** Short name in the figures: `load <name>: …`. */
  readonly name: string;
  /** Lines for the header: what runs, and what differs from production. */
  readonly description: readonly string[];
  /**
   * Starts the instances with `env` on top of the test server's, seeded with the bench tenants;
   * with `profileDir` each instance writes a CPU profile there when it ends (LOAD_CPU_PROFILE).
   */
  start(settings: LoadSettings, env: Record<string, string>, profileDir?: string): Promise<RunningTarget>;
}

/** Runs the cleanups, last added first, even when one fails; throws the first failure. */
async function cleanUp(cleanups: readonly (() => Promise<void>)[]): Promise<void> {
  let failure: unknown;
  for (const cleanup of [...cleanups].reverse()) {
    try {
      await cleanup();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

/** One instance on loopback with a real SQLite file in a temporary directory (WAL, synchronous=FULL). */
export const sqliteTarget: LoadTarget = {
  name: 'sqlite',
  description: ['one server instance, its own process, SQLite file in a temporary directory; devices connect to it'],
  start: async (settings, env, profileDir) => {
    const server = await ServerProcess.start({ env, settings, seed: true }, profileDir);
    return {
      urls: [server.url],
      resetUse: () => server.reset(),
      use: async () => ({ instances: [await server.usage()] }),
      report: async () => [],
      close: () => server.close(),
    };
  },
};

const DATABASE_SAMPLE_MS = 250;

/** The postmaster's pid: the first line of postmaster.pid in the data directory. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two instances on one database of a throwaway PostgreSQL 15 cluster
 * (server/test/postgres-cluster.ts), behind one loopback balancer
 * (server/test/load-balancer.ts) as behind a reverse proxy: both start with PUBLIC_URL = the
 * balancer's URL, since the embedded provider's tokens name it as their issuer, and every
 * sign-in, push and pull goes through it. The first instance migrates and seeds the bench
 * tenants before it listens, the second starts after it on the same, seeded database. The PostgreSQL processes' summed PSS is
 * sampled from here.
 */
export const postgresTarget: LoadTarget = {
  name: 'postgres 2×',
  description: [
    'two server instances, each its own process, on one database of a throwaway PostgreSQL 15 cluster (fsync on)',
    'one loopback load balancer in front, its own process, round-robin per request, keep-alive to the instances; devices connect to it, both instances have PUBLIC_URL = its URL',
    'sync and login rate limits count in the shared database (rate_limits), one budget per user across both instances',
  ],
  start: async (settings, env, profileDir) => {
    const cleanups: (() => Promise<void>)[] = [];
    try {
      const cluster = await startPostgresCluster();
      cleanups.push(cluster.stop);
      const balancer = await BalancerProcess.start();
      cleanups.push(() => balancer.close());
      const shared = { ...env, DATABASE_URL: cluster.url, PUBLIC_URL: balancer.url };
      const instances: ServerProcess[] = [];
      for (const seed of [true, false]) {
        const instance = await ServerProcess.start({ env: shared, settings, seed }, profileDir);
        cleanups.push(() => instance.close());
        instances.push(instance);
      }
      await balancer.setTargets(instances.map((instance) => instance.url));
      const postmaster = postmasterPid(path.join(cluster.folder, 'data'));
      const database = postmaster === undefined ? undefined : new TreeSampler(postmaster, DATABASE_SAMPLE_MS);
      cleanups.push(async () => database?.stop());
      return {
        urls: [balancer.url],
        resetUse: async () => {
          await Promise.all([...instances.map((instance) => instance.reset()), balancer.reset()]);
          database?.reset();
        },
        use: async () => {
          const used = await Promise.all(instances.map((instance) => instance.usage()));
          const databaseUse = database?.usage();
          return databaseUse ? { instances: used, database: databaseUse } : { instances: used };
        },
        report: async (requests) => {
          const { counts, cpuMs } = await balancer.usage();
          const spread = counts.map((count, index) => `${count} to instance ${index + 1}`).join(', ');
          const perRequest = requests === 0 ? 0 : cpuMs / requests;
          return [`balancer: forwarded ${spread}; its CPU ${perRequest.toFixed(2)} ms per request`];
        },
        close: () => cleanUp(cleanups),
      };
    } catch (error) {
      await cleanUp(cleanups).catch(() => undefined);
      throw error;
    }
  },
};

const TARGETS: Readonly<Record<LoadBackend, LoadTarget>> = { sqlite: sqliteTarget, postgres: postgresTarget };

/** The targets of the chosen backends, in the order given. */
export function loadTargets(backends: readonly LoadBackend[]): LoadTarget[] {
  return backends.map((backend) => TARGETS[backend]);
}
