import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../../shared/entities/entity';
import { type OpenDatabase, openDatabase, openPostgres } from '../db/database';
import { derivedVersions, documentRefs, documents } from '../db/schema';
import { domainHooks } from '../domains';
import { seedDemoData } from '../seed/seed-demo';
import { type TestDatabase, testPostgresDatabase } from '../test/test-postgres';
import { indexedReferences, REFS_VERSION_KEY, referringDocuments, refsIndexed } from './document-refs';
import { rebuildDocumentRefs } from './rebuild-document-refs';
import { commitAsSystem, type SystemDeps } from './system-write';

/*
 * The references index (decision 0065) on the store the project runs it on: SQLite in the
 * `server` project, PostgreSQL in `server-postgres`. It must hold exactly the references of the
 * live documents after every write, delete and rebuild, and answer only the tenant's documents.
 */

let dir: string;
let postgres: TestDatabase | undefined;
let database: OpenDatabase;
let deps: SystemDeps;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-refs-'));
  postgres = await testPostgresDatabase();
  database = postgres ? await openPostgres(postgres.url) : openDatabase(path.join(dir, 'sorgfalt.sqlite'));
  deps = {
    db: database.db,
    hooks: domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } }),
  };
  await seedDemoData(database.db, deps.hooks);
});

afterAll(async () => {
  await database?.close();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const line = (from: string, field: string, to: string) => `${from} ${field} ${to}`;

/** The tenant's rows of the index, one line each, sorted. */
async function indexRows(tenantId: string): Promise<string[]> {
  const rows = await database.db.select().from(documentRefs).where(eq(documentRefs.tenantId, tenantId)).all();
  return rows.map((row) => line(row.fromId, row.field, row.toId)).sort();
}

/** What the index must hold of the tenant: the references of its stored documents, computed anew. */
async function expectedRows(tenantId: string): Promise<string[]> {
  const rows = await database.db.select().from(documents).where(eq(documents.tenantId, tenantId)).all();
  return rows
    .flatMap((row) => indexedReferences(row).map((reference) => line(row.id, reference.field, reference.to)))
    .sort();
}

async function storedData(tenantId: string, id: string): Promise<DocumentData> {
  const row = await database.db
    .select({ data: documents.data })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)))
    .get();
  if (!row) throw new Error(`${tenantId} has no ${id}`);
  return row.data;
}

/** The id and data of one of the tenant's live documents of a type (the demo's). */
async function anyOf(tenantId: string, type: string): Promise<{ id: string; data: DocumentData }> {
  const row = await database.db
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.type, type), eq(documents.deleted, false)))
    .orderBy(asc(documents.id))
    .get();
  if (!row) throw new Error(`${tenantId} has no ${type}`);
  return row;
}

const measuresNaming = (tenantId: string, origin: string) =>
  database.db.transaction(async (tx) =>
    (await referringDocuments(tx, tenantId, { type: 'MEASURE', field: 'origin', to: [origin] })).map((row) => row.id),
  );

describe('document_refs', () => {
  it('holds exactly the references of the demo tenants’ live documents after the seed, without a rebuild', async () => {
    for (const tenant of ['tenant-acme', 'tenant-nordlicht']) {
      expect(await refsIndexed(database.db, tenant)).toBe(true);
      const rows = await indexRows(tenant);
      expect(rows.length).toBeGreaterThan(10);
      expect(rows).toEqual(await expectedRows(tenant));
    }
    expect(await rebuildDocumentRefs(database.db)).toEqual({ tenants: 0, references: 0 });
  });

  it('follows a reference changed from A to B and a delete, and answers only the live referrers', async () => {
    const assessment = await anyOf('tenant-acme', 'RISK_ASSESSMENT');
    const measure = await anyOf('tenant-acme', 'MEASURE');
    await commitAsSystem(deps, 'tenant-acme', 'test', async (writer) => {
      await writer.put('RISK_ASSESSMENT', 'refs-ra-a', assessment.data);
      await writer.put('RISK_ASSESSMENT', 'refs-ra-b', assessment.data);
      await writer.put('MEASURE', 'refs-measure', { ...measure.data, origin: 'refs-ra-a', isDone: false });
    });
    expect(await measuresNaming('tenant-acme', 'refs-ra-a')).toEqual(['refs-measure']);
    expect((await storedData('tenant-acme', 'refs-ra-a')).undoneNewMeasureCount).toBe(1);

    await commitAsSystem(deps, 'tenant-acme', 'test', (writer) =>
      writer.patch('MEASURE', 'refs-measure', { origin: 'refs-ra-b', originRisk: null }),
    );
    expect(await measuresNaming('tenant-acme', 'refs-ra-a')).toEqual([]);
    expect(await measuresNaming('tenant-acme', 'refs-ra-b')).toEqual(['refs-measure']);
    expect((await indexRows('tenant-acme')).filter((row) => row.startsWith('refs-measure origin'))).toEqual([
      line('refs-measure', 'origin', 'refs-ra-b'),
    ]);
    expect((await storedData('tenant-acme', 'refs-ra-a')).undoneNewMeasureCount).toBe(0);
    expect((await storedData('tenant-acme', 'refs-ra-b')).undoneNewMeasureCount).toBe(1);

    await commitAsSystem(deps, 'tenant-acme', 'test', (writer) => writer.remove('MEASURE', 'refs-measure'));
    expect(await measuresNaming('tenant-acme', 'refs-ra-b')).toEqual([]);
    expect((await indexRows('tenant-acme')).filter((row) => row.startsWith('refs-measure '))).toEqual([]);
    expect((await storedData('tenant-acme', 'refs-ra-b')).undoneNewMeasureCount).toBe(0);
    expect(await indexRows('tenant-acme')).toEqual(await expectedRows('tenant-acme'));
  });

  it('never answers a foreign tenant’s document naming the same id, indexed or not', async () => {
    const assessment = await anyOf('tenant-acme', 'RISK_ASSESSMENT');
    const measure = await anyOf('tenant-acme', 'MEASURE');
    await commitAsSystem(deps, 'tenant-acme', 'test', (writer) =>
      writer.put('RISK_ASSESSMENT', 'refs-shared', assessment.data),
    );
    await commitAsSystem(deps, 'tenant-nordlicht', 'test', async (writer) => {
      await writer.put('RISK_ASSESSMENT', 'refs-shared', assessment.data);
      await writer.put('MEASURE', 'refs-foreign', {
        ...measure.data,
        origin: 'refs-shared',
        originRisk: undefined,
        isDone: false,
      });
    });
    expect(await measuresNaming('tenant-nordlicht', 'refs-shared')).toEqual(['refs-foreign']);
    expect(await measuresNaming('tenant-acme', 'refs-shared')).toEqual([]);
    expect((await storedData('tenant-nordlicht', 'refs-shared')).undoneNewMeasureCount).toBe(1);
    expect((await storedData('tenant-acme', 'refs-shared')).undoneNewMeasureCount).toBe(0);
    await database.db
      .delete(derivedVersions)
      .where(and(eq(derivedVersions.tenantId, 'tenant-acme'), eq(derivedVersions.type, REFS_VERSION_KEY)))
      .run();
    expect(await measuresNaming('tenant-acme', 'refs-shared')).toEqual([]);
    await rebuildDocumentRefs(database.db);
  });

  it('answers as the scan of the documents for every reference a tenant holds, type and field', async () => {
    const rows = await database.db
      .select({ type: documents.type, field: documentRefs.field, to: documentRefs.toId })
      .from(documentRefs)
      .innerJoin(documents, and(eq(documents.tenantId, documentRefs.tenantId), eq(documents.id, documentRefs.fromId)))
      .where(eq(documentRefs.tenantId, 'tenant-acme'))
      .all();
    const queries = [...new Map(rows.map((row) => [`${row.type} ${row.field} ${row.to}`, row])).values()];
    expect(queries.length).toBeGreaterThan(50);
    const answers = () =>
      database.db.transaction(async (tx) => {
        const answered: string[][] = [];
        for (const { type, field, to } of queries) {
          answered.push((await referringDocuments(tx, 'tenant-acme', { type, field, to: [to] })).map((row) => row.id));
        }
        return answered;
      });
    const indexed = await answers();
    expect(indexed.every((ids) => ids.length > 0)).toBe(true);
    await database.db
      .delete(derivedVersions)
      .where(and(eq(derivedVersions.tenantId, 'tenant-acme'), eq(derivedVersions.type, REFS_VERSION_KEY)))
      .run();
    expect(await answers()).toEqual(indexed);
    expect(await rebuildDocumentRefs(database.db)).toMatchObject({ tenants: 1 });
  });

  it('is filled by the rebuild for documents written before it, while readers answer the same from the documents', async () => {
    const before = await indexRows('tenant-acme');
    const assessment = await anyOf('tenant-acme', 'RISK_ASSESSMENT');
    const named = await measuresNaming('tenant-acme', assessment.id);
    expect(named.length).toBeGreaterThan(0);
    await database.db.delete(documentRefs).where(eq(documentRefs.tenantId, 'tenant-acme')).run();
    await database.db
      .delete(derivedVersions)
      .where(and(eq(derivedVersions.tenantId, 'tenant-acme'), eq(derivedVersions.type, REFS_VERSION_KEY)))
      .run();
    expect(await refsIndexed(database.db, 'tenant-acme')).toBe(false);
    expect(await measuresNaming('tenant-acme', assessment.id)).toEqual(named);

    // A commit before the backfill keeps the hooks' results: the count is read from the documents.
    const measure = await anyOf('tenant-acme', 'MEASURE');
    await commitAsSystem(deps, 'tenant-acme', 'test', (writer) =>
      writer.put('MEASURE', 'refs-before-backfill', {
        ...measure.data,
        origin: assessment.id,
        originRisk: undefined,
        isDone: false,
      }),
    );
    expect(await measuresNaming('tenant-acme', assessment.id)).toEqual([...named, 'refs-before-backfill'].sort());

    const counts = await rebuildDocumentRefs(database.db);
    expect(counts.tenants).toBe(1);
    const expected = await expectedRows('tenant-acme');
    expect(counts.references).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(before.length);
    expect(await indexRows('tenant-acme')).toEqual(expected);
    expect(await refsIndexed(database.db, 'tenant-acme')).toBe(true);
    expect(await measuresNaming('tenant-acme', assessment.id)).toEqual([...named, 'refs-before-backfill'].sort());
    expect(await rebuildDocumentRefs(database.db)).toEqual({ tenants: 0, references: 0 });
    expect(await indexRows('tenant-nordlicht')).toEqual(await expectedRows('tenant-nordlicht'));
  });
});
