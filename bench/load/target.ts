import fs from 'node:fs';
import path from 'node:path';
import { startPostgresCluster } from '../../server/test/postgres-cluster';
import { BalancerProcess, ServerProcess } from './children';
import type { MemoryPeaks } from './load-stats';
import { TreeMemorySampler } from './process-memory';
import type { LoadBackend, LoadSettings } from './settings';

/** A running deployment under load: one or more server instances sharing one database. */
export interface RunningTarget {
  /** The origins the devices use, spread over them round-robin: the instance, or the balancer in front of several. */
  readonly urls: readonly string[];
  /** Starts a new peak of the memory sampling, right before the load. */
  resetPeakMemory(): Promise<void>;
  /** The largest resident set of each instance since the reset (and of the database server, if sampled). */
  peakMemory(): Promise<MemoryPeaks>;
  /** Lines worth printing after the load, e.g. how the balancer spread the requests. */
  report(): Promise<string[]>;
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
  /** Starts the instances with `env` on top of the test server's, seeded with the bench tenants. */
  start(settings: LoadSettings, env: Record<string, string>): Promise<RunningTarget>;
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
  start: async (settings, env) => {
    const server = await ServerProcess.start({ env, settings, seed: true });
    return {
      urls: [server.url],
      resetPeakMemory: () => server.resetPeak(),
      peakMemory: async () => ({ instances: [await server.peakRss()] }),
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
 * (server/test/postgres-cluster.ts), behind one loopback balancer (bench/load/balancer.ts) as
 * behind a reverse proxy: both start with PUBLIC_URL = the balancer's URL, since the embedded
 * provider's tokens name it as their issuer, and every sign-in, push and pull goes through
 * it. The first instance migrates and seeds the bench tenants before it listens, the second
 * starts after it on the same, seeded database. The PostgreSQL processes' summed PSS is
 * sampled from here.
 */
export const postgresTarget: LoadTarget = {
  name: 'postgres 2×',
  description: [
    'two server instances, each its own process, on one database of a throwaway PostgreSQL 15 cluster (fsync on)',
    'one loopback load balancer in front, its own process, round-robin per request, keep-alive to the instances; devices connect to it, both instances have PUBLIC_URL = its URL',
    'sync and login rate limits count per instance (decision 0024, slice 4), so each user has twice the budget',
  ],
  start: async (settings, env) => {
    const cleanups: (() => Promise<void>)[] = [];
    try {
      const cluster = await startPostgresCluster();
      cleanups.push(cluster.stop);
      const balancer = await BalancerProcess.start();
      cleanups.push(() => balancer.close());
      const shared = { ...env, DATABASE_URL: cluster.url, PUBLIC_URL: balancer.url };
      const instances: ServerProcess[] = [];
      for (const seed of [true, false]) {
        const instance = await ServerProcess.start({ env: shared, settings, seed });
        cleanups.push(() => instance.close());
        instances.push(instance);
      }
      await balancer.setTargets(instances.map((instance) => instance.url));
      const postmaster = postmasterPid(path.join(cluster.folder, 'data'));
      const database = postmaster === undefined ? undefined : new TreeMemorySampler(postmaster, DATABASE_SAMPLE_MS);
      cleanups.push(async () => database?.stop());
      return {
        urls: [balancer.url],
        resetPeakMemory: async () => {
          await Promise.all(instances.map((instance) => instance.resetPeak()));
          database?.reset();
        },
        peakMemory: async () => {
          const peaks = await Promise.all(instances.map((instance) => instance.peakRss()));
          const databasePeak = database?.peak();
          return databasePeak === undefined ? { instances: peaks } : { instances: peaks, database: databasePeak };
        },
        report: async () => {
          const counts = await balancer.counts();
          return [`balancer: ${counts.map((count, index) => `${count} requests to instance ${index + 1}`).join(', ')}`];
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
