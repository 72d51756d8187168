import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/sign-in';
import { checkCrashedDatabase, committedButUnanswered } from './test-support/crash-checks';
import { CrashClient, type SharedContact } from './test-support/crash-client';
import { type Random, seededRandom } from './test-support/random';
import { type ServerProcess, type ServerRunner, serverProcess } from './test-support/server-process';
import { pushMutations, type SyncTarget } from './test-support/sync-http';

const KILLS = Number(process.env.SYNC_CRASH_KILLS ?? 20);
const RUNNER: ServerRunner = process.env.SYNC_CRASH_RUNNER === 'tsx' ? 'tsx' : 'bundle';
const SEED = Number(process.env.SYNC_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TENANT_ID = 'tenant-acme';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ServerProcess;

beforeAll(async () => {
  server = await serverProcess(RUNNER);
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

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

async function crashRun(): Promise<string> {
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
    for (let kill = 0; kill < KILLS; kill++) {
      const before = sum(clients, (client) => client.acknowledged.size);
      await sleep(rng.int(100, 700));
      await server.kill();
      if (sum(clients, (client) => client.acknowledged.size) > before) answeredBetweenKills++;
      lostAnswers += committedButUnanswered(server.databaseFile, TENANT_ID, clients);
      await server.start();
    }
  } finally {
    stopped = true;
    await Promise.allSettled(pushing);
  }
  await Promise.all(pushing);
  for (const client of clients) await flush(client, target, rng);
  await server.kill();

  checkCrashedDatabase(server.databaseFile, TENANT_ID, clients, { id: sharedId, versionsBefore: 1 });
  const acknowledged = sum(clients, (client) => client.acknowledged.size);
  const cutOff = sum(clients, (client) => client.cutOff);
  // The kills must land while the devices push: answers between most kills, and pushes cut off in flight.
  expect(answeredBetweenKills).toBeGreaterThan(KILLS / 2);
  expect(cutOff).toBeGreaterThan(0);
  return (
    `${KILLS} kills, ${acknowledged} mutations acknowledged, ${cutOff} pushes cut off, ` +
    `${lostAnswers} mutations committed before their answer was lost (then retried), ` +
    `${sum(clients, (client) => client.refused)} pushes refused while down`
  );
}

describe('sync under SIGKILL (docs/sync-spec.md P2, P7, P9; docs/decisions/0003-sqlite-durability.md)', () => {
  it(`P7: two devices pushing through ${KILLS} kills and restarts keep every acknowledged mutation exactly once`, async () => {
    try {
      console.info(`sync crash (${RUNNER}, SYNC_CRASH_SEED=${SEED}): ${await crashRun()}`);
    } catch (error) {
      if (error instanceof Error) error.message = `SYNC_CRASH_SEED=${SEED}: ${error.message}`;
      throw error;
    }
  }, 180_000);
});
