import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle } from '../../shared/entities/document-title';
import type { DocumentData } from '../../shared/entities/entity';
import { questionTerms, searchDocuments } from '../assistant/document-search';
import type { AssistantScope } from '../assistant/provider';
import { readableDocuments } from '../assistant/readable-documents';
import { scanDocuments } from '../assistant/test-support/document-scan';
import { type Membership, membershipIn } from '../auth/identity';
import { loadPrincipal } from '../auth/principal';
import { type OpenDatabase, openDatabase, openPostgres } from '../db/database';
import { derivedVersions, documentSearch } from '../db/schema';
import { domainHooks } from '../domains';
import { seedDemoData } from '../seed/seed-demo';
import { commitAsSystem, type SystemDeps } from '../sync/system-write';
import { writeDocument } from '../sync/write-document';
import { type TestDatabase, testPostgresDatabase } from '../test/test-postgres';
import { rebuildSearchIndex } from './rebuild-search-index';
import { scoredMatches } from './search-query';
import { SEARCHABLE_TYPES } from './search-text';

/*
 * The assistant's full-text index (decision 0058) on the store the project runs it on: SQLite
 * in the `server` project, PostgreSQL in `server-postgres`. The indexed search must answer
 * exactly as the scan it replaced, and never across tenants, deleted or unreadable documents.
 */

let dir: string;
let postgres: TestDatabase | undefined;
let database: OpenDatabase;
let deps: SystemDeps;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-search-'));
  postgres = await testPostgresDatabase();
  database = postgres ? await openPostgres(postgres.url) : openDatabase(path.join(dir, 'sorgfalt.sqlite'));
  const hooks = domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } });
  deps = { db: database.db, hooks };
  await seedDemoData(database.db, hooks);
});

afterAll(async () => {
  await database?.close();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function scopeOf(membership: Membership | undefined, userId: string): Promise<AssistantScope> {
  if (!membership) throw new Error(`${userId} has no membership`);
  return {
    db: database.db,
    tenant: membership.tenant,
    principal: await loadPrincipal(database.db, membership),
    userId,
    language: 'de',
  };
}

const annaIn = async (tenant: string) =>
  scopeOf(await membershipIn(database.db, 'user-demo-anna', tenant), 'user-demo-anna');

/** An acme employee with the demo role "Sicherheitsfachkraft": a few resources, Lager Mannheim only. */
const safetyOfficer = async () => {
  const anna = await annaIn('acme');
  return scopeOf(
    {
      tenant: anna.tenant,
      employee: { id: 'acme-emp-test', data: { accessRoles: ['acme-role-safety'], locations: ['acme-loc-mannheim'] } },
    },
    'user-test-safety',
  );
};

const ids = (docs: readonly { id: string }[]) => docs.map((doc) => doc.id);

async function search(scope: AssistantScope, question: string, limit = 8): Promise<string[]> {
  return ids(await searchDocuments(scope, questionTerms(question), limit));
}

async function scan(scope: AssistantScope, question: string, limit = 8): Promise<string[]> {
  return ids(await scanDocuments(scope, questionTerms(question), limit));
}

/**
 * Questions made of the demo's own words: whole title words, their starts, ends and middles,
 * other cases, umlauts typed three ways, two-letter terms, entity labels, and words no document
 * holds; a few at a time so that scores add up.
 */
async function demoQuestions(scope: AssistantScope): Promise<string[]> {
  const docs = await readableDocuments(scope, SEARCHABLE_TYPES);
  const words = [
    ...new Set(
      docs.flatMap((doc) =>
        documentTitle(doc.type, doc.data)
          .split(/[^\p{L}\p{N}]+/u)
          .filter((word) => word.length > 2),
      ),
    ),
  ].sort();
  const variants = words.flatMap((word) => [
    word,
    word.toUpperCase(),
    word.slice(0, 4),
    word.slice(-4),
    word.slice(1, 3),
    word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'),
    word.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u'),
  ]);
  const questions = [...new Set(variants)];
  const pairs = questions
    .slice(0, 120)
    .map((word, index) => `${word} ${questions[(index * 7 + 3) % questions.length]}`);
  return [
    ...questions,
    ...pairs,
    'Welche Maßnahmen sind überfällig?',
    'Wo steht der Feuerlöscher?',
    'measure contact location',
    'Show me the contact of Mannheim',
    'Gefahrstoff Aceton Lager',
    'H2 öl KW',
    'xyzzy quux',
    '50% a_b [x] *?',
  ];
}

describe('the indexed search answers as the scan did (demo data)', () => {
  it('for Anna in acme: the same documents in the same order, for every demo word and its variants', async () => {
    const scope = await annaIn('acme');
    const questions = await demoQuestions(scope);
    expect(questions.length).toBeGreaterThan(200);
    let found = 0;
    for (const question of questions) {
      const indexed = await search(scope, question, 50);
      expect(indexed, question).toEqual(await scan(scope, question, 50));
      found += indexed.length;
    }
    expect(found).toBeGreaterThan(questions.length);
  });

  it('finds the same documents with the same scores through the FTS5 table and by reading the rows', async () => {
    const scope = await annaIn('acme');
    const sorted = (hits: readonly { id: string; score: number }[]) =>
      [...hits].sort((a, b) => a.id.localeCompare(b.id) || a.score - b.score);
    let compared = 0;
    for (const question of await demoQuestions(scope)) {
      const terms = questionTerms(question);
      const read = await scoredMatches(database.db, scope.tenant.id, terms, 0);
      const indexed = await scoredMatches(database.db, scope.tenant.id, terms, Number.MAX_SAFE_INTEGER);
      expect(sorted(indexed), question).toEqual(sorted(read));
      compared += read.length;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('for a safety officer who reads one location only, Anna in nordlicht and Lea in paragraf', async () => {
    const lea = await scopeOf(await membershipIn(database.db, 'user-demo-lea', 'paragraf'), 'user-demo-lea');
    const scopes = [await safetyOfficer(), await annaIn('nordlicht'), lea];
    for (const scope of scopes) {
      for (const question of (await demoQuestions(scope)).slice(0, 150)) {
        expect(await search(scope, question), `${scope.tenant.id}/${scope.userId}: ${question}`).toEqual(
          await scan(scope, question),
        );
      }
    }
  });
});

async function put(tenant: string, type: string, id: string, data: DocumentData): Promise<void> {
  await commitAsSystem(deps, tenant, 'test', (writer) => writer.put(type, id, data));
}

async function indexRow(tenant: string, id: string) {
  return database.db
    .select()
    .from(documentSearch)
    .where(and(eq(documentSearch.tenantId, tenant), eq(documentSearch.documentId, id)))
    .get();
}

describe('the index follows every write in its transaction', () => {
  it('finds a new document in its tenant only; the same words in another tenant stay there', async () => {
    await put('tenant-acme', 'CONTACT', 'search-zyklotron-acme', { name: 'Zyklotron Wartung Müller' });
    await put('tenant-nordlicht', 'CONTACT', 'search-zyklotron-nord', { name: 'Zyklotron Service Nord' });
    expect(await search(await annaIn('acme'), 'zyklotron')).toEqual(['search-zyklotron-acme']);
    expect(await search(await annaIn('nordlicht'), 'Zyklotron')).toEqual(['search-zyklotron-nord']);
    expect(await search(await annaIn('acme'), 'Mueller Zyklotron')).toEqual(['search-zyklotron-acme']);
    expect(await search(await annaIn('acme'), 'muller')).toContain('search-zyklotron-acme');
    expect(await search(await annaIn('acme'), 'Service Nord zyklotron')).not.toContain('search-zyklotron-nord');
  });

  it('finds an edited document by its new words only, as system writes change it', async () => {
    await put('tenant-acme', 'CONTACT', 'search-renamed', { name: 'Quarzsandlieferant Alt' });
    expect(await search(await annaIn('acme'), 'Quarzsandlieferant')).toEqual(['search-renamed']);
    await commitAsSystem(deps, 'tenant-acme', 'test', (writer) =>
      writer.patch('CONTACT', 'search-renamed', { name: 'Basaltsplittlieferant Neu' }),
    );
    expect(await search(await annaIn('acme'), 'Quarzsandlieferant')).toEqual([]);
    expect(await search(await annaIn('acme'), 'basaltsplitt')).toEqual(['search-renamed']);
  });

  it('never finds a deleted document, and drops its entry', async () => {
    await put('tenant-acme', 'CONTACT', 'search-deleted', { name: 'Vanadiumpentoxid Händler' });
    expect(await search(await annaIn('acme'), 'Vanadiumpentoxid')).toEqual(['search-deleted']);
    await commitAsSystem(deps, 'tenant-acme', 'test', (writer) => writer.remove('CONTACT', 'search-deleted'));
    expect(await search(await annaIn('acme'), 'Vanadiumpentoxid')).toEqual([]);
    expect(await indexRow('tenant-acme', 'search-deleted')).toBeUndefined();
  });

  it('does not find a document the asker may not read where it sits', async () => {
    await put('tenant-acme', 'LOCATION', 'search-hidden-location', { name: 'Wolframcarbidhalle Süd' });
    const officer = await safetyOfficer();
    const readable = ids(await readableDocuments(officer, ['LOCATION']));
    expect(readable).not.toContain('search-hidden-location');
    expect(await search(await annaIn('acme'), 'Wolframcarbidhalle')).toEqual(['search-hidden-location']);
    expect(await search(officer, 'Wolframcarbidhalle')).toEqual([]);
    expect(await scan(officer, 'Wolframcarbidhalle')).toEqual([]);
  });

  it('keeps nothing of a write whose transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await writeDocument(
          tx,
          {
            tenantId: 'tenant-acme',
            id: 'search-rolled-back',
            type: 'CONTACT',
            data: { name: 'Molybdänglanz Rollback' },
            deleted: false,
            place: { locations: [], departments: [] },
            by: null,
            changedFields: ['name'],
          },
          undefined,
        );
        expect(
          await tx.select().from(documentSearch).where(eq(documentSearch.documentId, 'search-rolled-back')).get(),
        ).toBeDefined();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await indexRow('tenant-acme', 'search-rolled-back')).toBeUndefined();
    expect(await search(await annaIn('acme'), 'Molybdänglanz')).toEqual([]);
  });

  it('indexes no type the app does not open, and stores NUL-free text', async () => {
    await put('tenant-acme', 'CONTACT', 'search-nul', { name: 'Nul\u0000Zeichen Kontakt' });
    expect((await indexRow('tenant-acme', 'search-nul'))?.transcribed).toContain('nul\uFFFDzeichen');
    expect(await search(await annaIn('acme'), 'Zeichen')).toContain('search-nul');
    const unindexed = await database.db.all<{ type: string }>(
      sql`SELECT DISTINCT type FROM document_search WHERE type NOT IN (${sql.join(
        SEARCHABLE_TYPES.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
    expect(unindexed).toEqual([]);
  });
});

describe('the rebuild (backfill) of the index', () => {
  it('indexes every tenant that lacks the current version, the same as the writes did, once', async () => {
    const scope = await annaIn('acme');
    const questions = (await demoQuestions(scope)).slice(0, 60);
    const before = await Promise.all(questions.map((question) => search(scope, question, 50)));
    const count = async () =>
      (await database.db.all<{ n: number | string }>(sql`SELECT count(*) AS n FROM document_search`))[0]?.n;
    const indexed = Number(await count());
    await database.db.delete(documentSearch).run();
    await database.db.delete(derivedVersions).where(eq(derivedVersions.type, 'document-search')).run();
    expect(await search(scope, questions[0] ?? '')).toEqual([]);

    const first = await rebuildSearchIndex(database.db);
    expect(first.tenants).toBeGreaterThanOrEqual(3);
    expect(first.documents).toBe(indexed);
    expect(Number(await count())).toBe(indexed);
    expect(await Promise.all(questions.map((question) => search(scope, question, 50)))).toEqual(before);
    expect(await rebuildSearchIndex(database.db)).toEqual({ tenants: 0, documents: 0 });
  });

  it('indexes a document written before the index exists once its tenant is rebuilt', async () => {
    await put('tenant-acme', 'CONTACT', 'search-backfilled', { name: 'Tantalkondensator Lager' });
    await database.db.delete(documentSearch).where(eq(documentSearch.documentId, 'search-backfilled')).run();
    expect(await search(await annaIn('acme'), 'Tantalkondensator')).toEqual([]);
    await database.db
      .delete(derivedVersions)
      .where(and(eq(derivedVersions.tenantId, 'tenant-acme'), eq(derivedVersions.type, 'document-search')))
      .run();
    expect(await rebuildSearchIndex(database.db)).toMatchObject({ tenants: 1 });
    expect(await search(await annaIn('acme'), 'Tantalkondensator')).toEqual(['search-backfilled']);
  });
});
