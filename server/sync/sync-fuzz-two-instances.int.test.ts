import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openStore } from '../db/database';
import { type LoadBalancer, startLoadBalancer } from '../test/load-balancer';
import { type PostgresCluster, startPostgresCluster } from '../test/postgres-cluster';
import { signIn } from '../test/sign-in';
import { type ServerProcess, serverProcess } from './test-support/server-process';
import { type FuzzTarget, prepareSyncFuzz, runSyncFuzzSeed } from './test-support/sync-fuzz';
import { pullPage, type SyncTarget } from './test-support/sync-http';

/**
 * The sync fuzz against two server instances on one PostgreSQL database, as several instances
 * run behind one public URL (docs/decisions/0024-postgresql-store.md, slice 4). Each instance is
 * a process of its own (server/main.ts, as in production), so nothing held in memory is shared;
 * both have the load balancer's origin as PUBLIC_URL, so one issuer and one audience. Sign-ins
 * go through the balancer (round robin: the provider's flow crosses both instances); each
 * device request goes straight to either instance, picked by the seed's random source, so a
 * failing seed replays the same way (the sync API does not look at the Host header). The checks
 * read the database through a store of their own. The file starts its own cluster, so it runs in the
 * `server` project. SYNC_FUZZ_SEEDS and SYNC_FUZZ_FROM as in sync-fuzz.int.test.ts.
 */
const SEEDS = Number(process.env.SYNC_FUZZ_SEEDS ?? 60);
const FROM = Number(process.env.SYNC_FUZZ_FROM ?? 1);
const INSTANCES = 2;

let cluster: PostgresCluster;
let balancer: LoadBalancer;
let instances: ServerProcess[] = [];
let database: OpenDatabase | undefined;
let target: FuzzTarget;

/** Sync requests an instance answered, from its own request log. */
function syncRequestsOf(instance: ServerProcess): number {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.includes('"route":"/api/v2/sync/') && line.includes('"msg":"request completed"')).length;
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const url = await cluster.createDatabase('sync_fuzz_two');
  balancer = await startLoadBalancer();
  const env = { DATABASE_URL: url, PUBLIC_URL: balancer.url, LOG_LEVEL: 'info' };
  instances = await Promise.all(Array.from({ length: INSTANCES }, () => serverProcess('bundle', env)));
  // Started together: both migrate (under the advisory lock), seed and create the provider's keys at once.
  await Promise.all(instances.map((instance) => instance.start()));
  balancer.setTargets(instances.map((instance) => instance.url));
  database = await openStore({ kind: 'postgres', url });
  target = await prepareSyncFuzz(
    balancer.url,
    database.db,
    instances.map((instance) => instance.url),
  );
}, 120_000);
afterAll(async () => {
  await database?.close();
  await Promise.all(instances.map((instance) => instance.dispose()));
  await balancer?.close();
  await cluster?.stop();
});

/** The first change of acme's feed, pulled from one instance with the token given. */
async function firstChangeOn(url: string, token: string) {
  const at: SyncTarget = { url, tenant: 'acme', token: async () => token };
  const page = await pullPage(at, 0, 1);
  if (page.reset) throw new Error(`${url} answered reset`);
  return page.changes;
}

describe('two server instances on one PostgreSQL database', () => {
  it('share the embedded provider: a sign-in across both instances, and its token verifies on each', async () => {
    const before = balancer.counts();
    const { accessToken } = await signIn(balancer.url, 'anna@sorgfalt.example');
    // Round robin: the authorization, the login and the code exchange meet both instances.
    const spread = balancer.counts().map((n, index) => n - (before[index] ?? 0));
    expect(
      spread.every((n) => n > 0),
      `forwarded per instance: ${spread.join(', ')}`,
    ).toBe(true);
    for (const instance of instances) expect(await firstChangeOn(instance.url, accessToken)).toHaveLength(1);
  });

  it('a token signed by one instance verifies on the other', async () => {
    try {
      for (const [index, signer] of instances.entries()) {
        balancer.pick = () => index;
        const { accessToken } = await signIn(balancer.url, 'anna@sorgfalt.example');
        for (const instance of instances) {
          if (instance !== signer) expect(await firstChangeOn(instance.url, accessToken)).toHaveLength(1);
        }
      }
    } finally {
      balancer.pick = undefined;
    }
  });
});

describe('sync fuzz on two instances: random devices converge and apply each acknowledged mutation once (P3–P9, M1–M7)', () => {
  const seeds = Array.from({ length: SEEDS }, (_, i) => FROM + i);
  it.each(seeds)('seed %i', async (seed) => {
    const outcome = await runSyncFuzzSeed(target, seed);
    expect(outcome.seed).toBe(seed);
  });

  it('sent the devices to both instances', () => {
    const answered = instances.map(syncRequestsOf);
    expect(
      answered.every((n) => n > SEEDS),
      `sync requests per instance: ${answered.join(', ')}`,
    ).toBe(true);
  });
});
