import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from '../server/test/sign-in';
import { type Figure, formatTable, round, writeResults } from './figures';
import { benchLargePull } from './large-tenant-bench';
import { seedLargeTenant } from './large-tenant-seed';
import { benchPull } from './pull-bench';
import { benchPush } from './push-bench';
import { startServerThread } from './server-worker';
import { timed } from './stats';
import type { Session } from './sync-client';

/**
 * `npm run bench`: sync throughput on a real server on loopback with a real SQLite file,
 * against raw better-sqlite3 baselines of the same run. Prints a table and writes the
 * figures to bench-results.json; fails only when a measurement itself breaks.
 */
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench-results.json');
const LARGE_TENANT_DOCUMENTS = 50_000;
const ANNA = 'anna@sorgfalt.example';

async function session(url: string, tenant: string): Promise<Session> {
  return { url, tenant, token: (await signIn(url, ANNA)).accessToken };
}

function header(): string {
  const cpus = os.cpus();
  return [
    `Sorgfalt sync bench, ${new Date().toISOString()}`,
    `machine: ${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
    `node ${process.version}, SQLite files in ${os.tmpdir()} (WAL, synchronous=FULL), server on its own thread`,
  ].join('\n');
}

async function main(): Promise<void> {
  console.log(header());
  const server = await startServerThread();
  const figures: Figure[] = [];
  try {
    console.log('1/3 push …');
    figures.push(...(await benchPush(await session(server.url, 'acme'))));
    console.log('2/3 pull …');
    figures.push(...(await benchPull(await session(server.url, 'acme'), server.databaseFile, 'tenant-acme')));
    console.log(`3/3 seeding ${LARGE_TENANT_DOCUMENTS} documents …`);
    const seed = await timed(() => seedLargeTenant(server.databaseFile, 'tenant-nordlicht', LARGE_TENANT_DOCUMENTS));
    console.log(`    seeded in ${round(seed.ms / 1000)} s; pulling …`);
    figures.push(
      ...(await benchLargePull(await session(server.url, 'nordlicht'), server.databaseFile, 'tenant-nordlicht')),
    );
  } finally {
    await server.close();
  }
  console.log('');
  console.log(formatTable(figures));
  writeResults(RESULTS_FILE, figures);
  console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
}

const started = performance.now();
main().then(
  () => console.log(`bench took ${round((performance.now() - started) / 1000)} s`),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exitCode = 1;
  },
);
