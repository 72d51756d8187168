import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/database';
import { derivedVersions, documents } from '../server/db/schema';
import { domainHooks } from '../server/domains';
import { seedDemoData } from '../server/seed/seed-demo';
import { REFS_VERSION_KEY } from '../server/sync/document-refs';
import { rebuildDocumentRefs } from '../server/sync/rebuild-document-refs';
import { commitAsSystem, type SystemDeps } from '../server/sync/system-write';

/*
 * Decision 0065: the CPU time of one commit whose hook looks for referring documents, on a large
 * tenant, with the references index and with the scan it replaced (the readers' fallback while a
 * tenant is not indexed), in alternating turns in one process. Measures are seeded done, 100
 * assessments, 100 substances in 50 storages, activities spread over the substances.
 * `npx tsx bench/refs-index-bench.ts [measures] [activities] [turns]` (SQLite).
 */

const MEASURES = Number(process.argv[2] ?? 5000);
const ACTIVITIES = Number(process.argv[3] ?? 2000);
const TURNS = Number(process.argv[4] ?? 5);
const COMMITS = 20;
const TENANT = 'tenant-acme';
const ASSESSMENTS = 100;
const SUBSTANCES = 100;
/** Two bench substances share each storage (the EMKG storage module sums what a storage holds). */
const STORAGES = 50;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-refs-bench-'));
const database = openDatabase(path.join(dir, 'sorgfalt.sqlite'));
const hooks = domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } });
const deps: SystemDeps = { db: database.db, hooks };
if ('relaxDurability' in database && typeof database.relaxDurability === 'function') database.relaxDurability();

async function anyOf(type: string) {
  const row = await database.db
    .select({ data: documents.data })
    .from(documents)
    .where(and(eq(documents.tenantId, TENANT), eq(documents.type, type), eq(documents.deleted, false)))
    .orderBy(asc(documents.id))
    .get();
  if (!row) throw new Error(`no ${type}`);
  return row.data;
}

async function seed(): Promise<void> {
  await seedDemoData(database.db, hooks);
  const assessment = await anyOf('RISK_ASSESSMENT');
  const measure = await anyOf('MEASURE');
  const substance = await anyOf('SUBSTANCE');
  const activity = await anyOf('ACTIVITY');
  const storage = await anyOf('STORAGE');
  await commitAsSystem(deps, TENANT, 'bench', async (writer) => {
    for (let i = 0; i < ASSESSMENTS; i++) await writer.put('RISK_ASSESSMENT', `bench-ra-${i}`, assessment);
    for (let i = 0; i < STORAGES; i++) await writer.put('STORAGE', `bench-storage-${i}`, storage);
    for (let i = 0; i < SUBSTANCES; i++) {
      const storageLocations = (Array.isArray(substance.storageLocations) ? substance.storageLocations : []).map(
        (row) => ({ ...(row as object), storage: `bench-storage-${i % STORAGES}` }),
      );
      await writer.put('SUBSTANCE', `bench-sub-${i}`, { ...substance, storageLocations });
    }
  });
  for (let first = 0; first < Math.max(MEASURES, ACTIVITIES); first += 500) {
    await commitAsSystem(deps, TENANT, 'bench', async (writer) => {
      for (let i = first; i < first + 500; i++) {
        if (i < MEASURES) {
          await writer.put('MEASURE', `bench-measure-${i}`, {
            ...measure,
            origin: `bench-ra-${i % ASSESSMENTS}`,
            originRisk: undefined,
            isDone: true,
          });
        }
        if (i < ACTIVITIES)
          await writer.put('ACTIVITY', `bench-activity-${i}`, {
            ...activity,
            substance: `bench-sub-${i % SUBSTANCES}`,
          });
      }
    });
  }
}

/** CPU milliseconds per commit of `work`, COMMITS commits. */
async function cpuPerCommit(work: (turn: number) => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < COMMITS; i++) await work(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / COMMITS;
}

/** Each pass flips its measures, so every commit changes the measure and its assessment's count. */
let pass = 0;
const measureCommit = (i: number) => {
  if (i === 0) pass += 1;
  return commitAsSystem(deps, TENANT, 'bench', (writer) =>
    writer.patch('MEASURE', `bench-measure-${i}`, { isDone: pass % 2 === 0 }),
  );
};
let supplier = 0;
const substanceCommit = (i: number) => {
  supplier += 1;
  return commitAsSystem(deps, TENANT, 'bench', (writer) =>
    writer.patch('SUBSTANCE', `bench-sub-${i}`, { supplier: `Lieferant ${supplier}` }),
  );
};

async function switchIndex(indexed: boolean): Promise<void> {
  if (indexed) await rebuildDocumentRefs(database.db);
  else
    await database.db
      .delete(derivedVersions)
      .where(and(eq(derivedVersions.tenantId, TENANT), eq(derivedVersions.type, REFS_VERSION_KEY)))
      .run();
}

async function main(): Promise<void> {
  await seed();
  const results: Record<string, number[]> = {};
  const note = (name: string, value: number) => {
    results[name] ??= [];
    results[name].push(value);
  };
  for (let turn = 0; turn < TURNS; turn++) {
    for (const indexed of turn % 2 === 0 ? [false, true] : [true, false]) {
      await switchIndex(indexed);
      const label = indexed ? 'index' : 'scan';
      note(`measure commit (${label})`, await cpuPerCommit(measureCommit));
      note(`substance commit (${label})`, await cpuPerCommit(substanceCommit));
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  process.stdout.write(
    `${MEASURES} measures, ${ACTIVITIES} activities, ${TURNS} turns of ${COMMITS} commits, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  for (const [name, values] of Object.entries(results)) {
    process.stdout.write(
      `${name}: median ${median(values).toFixed(2)} ms CPU per commit (${values.map((v) => v.toFixed(1)).join(', ')})\n`,
    );
  }
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

await main();
