import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../e2e/support/chromium';
import { signIn } from '../server/test/sign-in';
import { benchAssistantPostgres, benchAssistantSqlite } from './assistant-bench';
import { benchBrowser } from './browser-bench';
import { writeBenchPage } from './browser-page';
import { benchDashboard } from './dashboard-bench';
import { type Figure, formatTable, round, writeResults } from './figures';
import { benchFirstLoad } from './first-load';
import { benchLargePull } from './large-tenant-bench';
import { seedLargeTenant } from './large-tenant-seed';
import { documentCount } from './pull-baseline';
import { benchPull } from './pull-bench';
import { benchPush } from './push-bench';
import { startServerThread } from './server-worker';
import { timed } from './stats';
import type { Session } from './sync-client';

/**
 * `npm run bench`: sync throughput on a real server on loopback with a real SQLite file,
 * against raw better-sqlite3 baselines of the same run, then the client sync engine in
 * headless Chromium against the same server. Prints a table and writes the figures to
 * bench-results.json; fails only when a measurement itself breaks.
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
    `browser: ${chromiumPath()}, headless, one on-disk profile per device`,
  ].join('\n');
}

async function main(): Promise<void> {
  console.log(header());
  const page = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-bench-page-'));
  await writeBenchPage(page);
  const server = await startServerThread({ STATIC_DIR: page });
  const figures: Figure[] = [];
  try {
    console.log('0/7 building the app for its first page load …');
    figures.push(...benchFirstLoad());
    console.log(`   the dashboard's computation for ${LARGE_TENANT_DOCUMENTS} documents …`);
    figures.push(...(await benchDashboard(LARGE_TENANT_DOCUMENTS)));
    console.log('1/7 push …');
    figures.push(...(await benchPush(await session(server.url, 'acme'))));
    console.log('2/7 pull …');
    figures.push(...(await benchPull(await session(server.url, 'acme'), server.databaseFile, 'tenant-acme')));
    console.log(`3/7 seeding ${LARGE_TENANT_DOCUMENTS} documents …`);
    const seed = await timed(() => seedLargeTenant(server.databaseFile, 'tenant-nordlicht', LARGE_TENANT_DOCUMENTS));
    console.log(`    seeded in ${round(seed.ms / 1000)} s; pulling …`);
    figures.push(
      ...(await benchLargePull(await session(server.url, 'nordlicht'), server.databaseFile, 'tenant-nordlicht')),
    );
    const large = { tenant: 'nordlicht', documents: documentCount(server.databaseFile, 'tenant-nordlicht') };
    console.log(`    the assistant's free-text answers over ${large.documents} documents, SQLite and PostgreSQL …`);
    figures.push(...(await benchAssistantSqlite(server.databaseFile, large.documents)));
    figures.push(...(await benchAssistantPostgres(LARGE_TENANT_DOCUMENTS)));
    figures.push(...(await benchBrowser(server.url, { large, small: 'acme' })));
  } finally {
    await server.close();
    fs.rmSync(page, { recursive: true, force: true });
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
