import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../test/postgres-cluster';
import { signIn } from '../test/sign-in';
import { checkCrashedDatabase, committedButUnanswered } from './test-support/crash-checks';
import { CrashClient, type SharedContact } from './test-support/crash-client';
import { type Random, seededRandom } from './test-support/random';
import { type ServerProcess, type ServerRunner, serverProcess } from './test-support/server-process';
import { pushMutations, type SyncTarget } from './test-support/sync-http';

/** Kills per backend; PostgreSQL's run is shorter, its commit path is the same code. SYNC_CRASH_KILLS sets both. */
const KILLS = {
  sqlite: Number(process.env.SYNC_CRASH_KILLS ?? 20),
  postgres: Number(process.env.SYNC_CRASH_KILLS ?? 10),
};
const RUNNER: ServerRunner = process.env.SYNC_CRASH_RUNNER === 'tsx' ? 'tsx' : 'bundle';
const SEED = Number(process.env.SYNC_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TENANT_ID = 'tenant-acme';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sum = (clients: readonly CrashClient[], count: (client: CrashClient) => number) =>
  clients.reduce((total, client) => total + count(client), 0);

/** Pushes until the outbox is empty, riding out a stale connection or two after the last restart. */
async function flush(client: CrashClient, target: SyncTarget, rng: Random): Promise<void> {
  for (let failures = 0; client.outbox.length > 0; ) {
    if (await client.pushOnce(target, rng)) continue;
    if (++failures > 50) throw new Error(`${client.clientId}: the server stopped answering after the last restart`);
    await sleep(20);
  }
}

async function crashRun(server: ServerProcess, kills: number): Promise<string> {
  const rng = seededRandom(SEED);
  const token = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  const target: SyncTarget = { url: server.url, tenant: 'acme', token: async () => token };
  const run = randomBytes(3).toString('hex');
  const sharedId = `crash-${run}-shared`;
  const setup = await pushMutations(target, `crash-${run}-setup`, [
    { op: 'create', number: 1, type: 'CONTACT', id: sharedId, data: { name: 'Geteilt', phone: 'start' } },
  ]);
  expect(setup.results[0]).toMatchObject({ status: 'applied', version: 1 });
  const shares: SharedContact[] = [
    { id: sharedId, field: 'phone', initial: 'start' },
    { id: sharedId, field: 'email', initial: null },
  ];
  const clients = shares.map((share, index) => new CrashClient(`crash-${run}-${index}`, share));

  let stopped = false;
  const pushing = clients.map(async (client, index) => {
    const own = seededRandom(SEED + index + 1);
    while (!stopped) {
      if (client.outbox.length < 4) client.generate(own, own.int(1, 8));
      if (!(await client.pushOnce(target, own))) await sleep(20);
    }
  });

  let answeredBetweenKills = 0;
  let lostAnswers = 0;
  try {
    for (let kill = 0; kill < kills; kill++) {
      const before = sum(clients, (client) => client.acknowledged.size);
      await sleep(rng.int(100, 700));
      await server.kill();
      if (sum(clients, (client) => client.acknowledged.size) > before) answeredBetweenKills++;
      lostAnswers += await committedButUnanswered(server.database, TENANT_ID, clients);
      await server.start();
    }
  } finally {
    stopped = true;
    await Promise.allSettled(pushing);
  }
  await Promise.all(pushing);
  for (const client of clients) await flush(client, target, rng);
  await server.kill();

  await checkCrashedDatabase(server.database, TENANT_ID, clients, { id: sharedId, versionsBefore: 1 });
  const acknowledged = sum(clients, (client) => client.acknowledged.size);
  const cutOff = sum(clients, (client) => client.cutOff);
  // The kills must land while the devices push: answers between most kills, and pushes cut off in flight.
  expect(answeredBetweenKills).toBeGreaterThan(kills / 2);
  expect(cutOff).toBeGreaterThan(0);
  return (
    `${kills} kills, ${acknowledged} mutations acknowledged, ${cutOff} pushes cut off, ` +
    `${lostAnswers} mutations committed before their answer was lost (then retried), ` +
    `${sum(clients, (client) => client.refused)} pushes refused while down`
  );
}

/** Runs one backend's crash run and logs what happened; a failure names the seed to replay. */
async function report(backend: string, run: () => Promise<string>): Promise<void> {
  try {
    console.info(`sync crash (${backend}, ${RUNNER}, SYNC_CRASH_SEED=${SEED}): ${await run()}`);
  } catch (error) {
    if (error instanceof Error) error.message = `SYNC_CRASH_SEED=${SEED}: ${error.message}`;
    throw error;
  }
}

describe('sync under SIGKILL on SQLite (docs/sync-spec.md P2, P7, P9; docs/decisions/0003-sqlite-durability.md)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await serverProcess(RUNNER);
    await server.start();
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
  });

  it(`P7: two devices pushing through ${KILLS.sqlite} kills and restarts keep every acknowledged mutation exactly once`, async () => {
    await report('sqlite', () => crashRun(server, KILLS.sqlite));
  }, 180_000);
});

describe('sync under SIGKILL on PostgreSQL (docs/sync-spec.md P2, P7, P9; docs/decisions/0024-postgresql-store.md)', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    // Only the server process dies; the database keeps running and sees its connections drop.
    server = await serverProcess(RUNNER, { DATABASE_URL: await cluster.createDatabase('sync_crash') });
    await server.start();
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
    await cluster?.stop();
  });

  it(`P7: two devices pushing through ${KILLS.postgres} kills and restarts keep every acknowledged mutation exactly once`, async () => {
    await report('postgres', () => crashRun(server, KILLS.postgres));
  }, 180_000);
});
