/**
 * The assistant's free-text answer over a large tenant (issue 25, decision 0058): the embedded
 * answerer's whole answer to free-text questions, with the full-text index, against the scan of
 * every readable document it replaced (the baseline, same store, same run). Both must name the
 * same documents. Runs on the SQLite file of the bench's server and on a PostgreSQL cluster of
 * its own, each holding the 50,000 documents of large-tenant-data.ts in nordlicht.
 */
import { sql } from 'drizzle-orm';
import { questionTerms } from '../server/assistant/document-search';
import { createEmbeddedProvider } from '../server/assistant/embedded/embedded-provider';
import { catalogEntries } from '../server/assistant/intents/catalog-codes';
import { codesIn } from '../server/assistant/intents/codes';
import { sourcesOf } from '../server/assistant/intents/listing';
import type { AssistantScope, Retriever } from '../server/assistant/provider';
import { searchReadable } from '../server/assistant/retrieval';
import { scanDocuments } from '../server/assistant/test-support/document-scan';
import { membershipIn } from '../server/auth/identity';
import { loadPrincipal } from '../server/auth/principal';
import { type OpenDatabase, openDatabase, openPostgres } from '../server/db/database';
import { domainHooks } from '../server/domains';
import { seedDemoData } from '../server/seed/seed-demo';
import { startPostgresCluster } from '../server/test/postgres-cluster';
import { asAdmin } from '../server/test/test-postgres';
import { type Figure, round } from './figures';
import { seedLargeTenantInto } from './large-tenant-seed';
import { median } from './stats';

const LIMIT_MS = 300;
const RUNS = 5;

/**
 * Free-text questions over the large tenant's words: a rare number among common words, one
 * contact, two words in 20,000 inspections (ties everywhere), a city in 30,000 documents, an
 * umlaut typed as `oe`, and a word no document holds.
 */
export const ASSISTANT_QUESTIONS = [
  'Wo ist der Feuerlöscher im Gang 4711 verstellt?',
  'Spedition Nord 31337',
  'Fluchtweg blockiert',
  'Hamburg',
  'Feuerloescher Depot 12',
  'Quarzsandlieferant',
] as const;

/** The scan that answered before the index, as a retriever: the baseline. */
const scanReadable: Retriever = async (question, scope) => ({
  sources: sourcesOf(await scanDocuments(scope, questionTerms(question), 8), scope.language),
  catalog: catalogEntries(codesIn(question), scope.language),
});

async function answer(provider: ReturnType<typeof createEmbeddedProvider>, question: string, scope: AssistantScope) {
  let text = '';
  for await (const chunk of provider.answer(question, scope, new AbortController().signal)) text += chunk;
  return text;
}

/**
 * The median answer time of one question after one untimed answer, the median CPU time of this
 * process meanwhile (on SQLite all the work, and far less noisy than the clock on a busy
 * machine), and the answer.
 */
async function timedAnswer(
  provider: ReturnType<typeof createEmbeddedProvider>,
  question: string,
  scope: AssistantScope,
): Promise<{ ms: number; cpuMs: number; text: string }> {
  const text = await answer(provider, question, scope);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const used = process.cpuUsage();
    await answer(provider, question, scope);
    const spent = process.cpuUsage(used);
    samples.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { ms: median(samples), cpuMs: median(cpu), text };
}

async function annaInNordlicht(db: OpenDatabase['db']): Promise<AssistantScope> {
  const membership = await membershipIn(db, 'user-demo-anna', 'nordlicht');
  if (!membership) throw new Error('anna is no member of nordlicht');
  return {
    db,
    tenant: membership.tenant,
    principal: await loadPrincipal(db, membership),
    userId: anna,
    language: 'de',
  };
}

const anna = 'user-demo-anna';

/** The figures of one store: the slowest question and the median question, each against the scan. */
async function benchStore(database: OpenDatabase, store: string, documents: number): Promise<Figure[]> {
  const scope = await annaInNordlicht(database.db);
  const indexed = createEmbeddedProvider(searchReadable);
  const scanning = createEmbeddedProvider(scanReadable);
  const ours: number[] = [];
  const theirs: number[] = [];
  const oursCpu: number[] = [];
  const theirsCpu: number[] = [];
  for (const question of ASSISTANT_QUESTIONS) {
    const withIndex = await timedAnswer(indexed, question, scope);
    const withScan = await timedAnswer(scanning, question, scope);
    if (withIndex.text !== withScan.text) {
      throw new Error(
        `the indexed answer to "${question}" differs from the scan's:\n${withIndex.text}\n---\n${withScan.text}`,
      );
    }
    console.log(
      `   ${store} "${question}": ${round(withIndex.ms)} ms (CPU ${round(withIndex.cpuMs)}) indexed, ${round(withScan.ms)} ms (CPU ${round(withScan.cpuMs)}) scan`,
    );
    ours.push(withIndex.ms);
    theirs.push(withScan.ms);
    oursCpu.push(withIndex.cpuMs);
    theirsCpu.push(withScan.cpuMs);
  }
  const label = `assistant free-text answer, ${documents} documents, ${store}`;
  const figure = (name: string, value: number, baseline: number): Figure => ({
    name: `${label}: ${name}`,
    value: round(value),
    unit: 'ms',
    baseline: round(baseline),
    ratio: round(value / baseline, 3),
    limit: LIMIT_MS,
  });
  return [
    figure(
      `slowest of ${ASSISTANT_QUESTIONS.length} questions (median of ${RUNS})`,
      Math.max(...ours),
      Math.max(...theirs),
    ),
    figure(`median question`, median(ours), median(theirs)),
  ];
}

/** On the bench server's SQLite file, whose large tenant is seeded already. */
export async function benchAssistantSqlite(databaseFile: string, documents: number): Promise<Figure[]> {
  const database = openDatabase(databaseFile);
  try {
    return await benchStore(database, 'SQLite', documents);
  } finally {
    await database.close();
  }
}

/** On a PostgreSQL cluster of its own: the demo data, then `count` documents into nordlicht, as on SQLite. */
export async function benchAssistantPostgres(count: number): Promise<Figure[]> {
  const cluster = await startPostgresCluster();
  try {
    await asAdmin(cluster.urlOf('postgres'), 'CREATE DATABASE assistant_bench');
    const database = await openPostgres(cluster.urlOf('assistant_bench'));
    try {
      await seedDemoData(database.db, domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost' } }));
      await seedLargeTenantInto(database.db, 'tenant-nordlicht', count);
      const rows = await database.db.all<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM documents WHERE tenant_id = 'tenant-nordlicht' AND deleted = 0`,
      );
      return await benchStore(database, 'PostgreSQL', Number(rows[0]?.n ?? 0));
    } finally {
      await database.close();
    }
  } finally {
    await cluster.stop();
  }
}
