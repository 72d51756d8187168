import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transportDerivation } from '../../shared/entities/transport-fields';
import type { Db } from '../db/database';
import { derivedVersions, documents, documentVersions } from '../db/schema';
import { domainHooks } from '../domains';
import { derivedValuesRecompute } from '../jobs/derived-values-job';
import { runSlot } from '../jobs/run-slot';
import { startTestServer, type TestServer } from '../test/test-server';
import { recomputeDerived } from './recompute-derived';
import { readDocument } from './write-document';

const TENANT = 'tenant-acme';
const CHLORINE = 'acme-td-2026-121';

let server: TestServer;
const pokes: [string, number][] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  pokes.length = 0;
  // Each case starts from stored values of the current rule.
  await recomputeDerived(deps());
});

const database: { readonly db: Db } = {
  get db() {
    return server.database.db;
  },
};

const deps = () => ({
  db: database.db,
  hooks: domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } }),
  onCommitted: (tenantId: string, seq: number) => pokes.push([tenantId, seq]),
});

/** Points written past the commit path, as a bug or an older version of the server may have left them. */
async function storeStalePoints(points: number): Promise<void> {
  const row = await readDocument(database.db, TENANT, CHLORINE);
  if (!row) throw new Error('demo document missing');
  await database.db
    .update(documents)
    .set({ data: { ...row.data, transportPoints: points } })
    .where(and(eq(documents.tenantId, TENANT), eq(documents.id, CHLORINE)))
    .run();
}

/** The tenant's transport documents were last computed by the rule before the current one. */
async function recordOlderRule(): Promise<void> {
  await database.db
    .update(derivedVersions)
    .set({ version: transportDerivation.version - 1 })
    .where(and(eq(derivedVersions.tenantId, TENANT), eq(derivedVersions.type, 'ADR_TRANSPORT_DOCUMENT')))
    .run();
}

/** What an older rule left in the store: other points, and its version recorded. */
async function storeOlderRuleValues(points: number): Promise<void> {
  await storeStalePoints(points);
  await recordOlderRule();
}

describe('recomputation of stored derived values (docs/sync-spec.md D3)', () => {
  it('D3: values an older rule stored are computed anew once, as the system with the reason recompute', async () => {
    await storeOlderRuleValues(600);
    const first = await recomputeDerived(deps());
    expect(first.recomputed).toBe(1);
    expect(first.invalid).toBe(0);
    const row = await readDocument(database.db, TENANT, CHLORINE);
    expect(row?.data.transportPoints).toBe(2600);
    const versions = await database.db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.tenantId, TENANT), eq(documentVersions.id, CHLORINE)))
      .orderBy(asc(documentVersions.version))
      .all();
    expect(versions.at(-1)).toMatchObject({
      committedBy: null,
      reason: 'recompute',
      changedFields: ['transportPoints'],
    });
    expect(pokes.map(([tenant]) => tenant)).toContain(TENANT);
    expect(await recomputeDerived(deps())).toEqual({ outdated: 0, recomputed: 0, invalid: 0 });
  });

  it('D3: a new rule version is applied to what was stored before, and only then', async () => {
    await storeStalePoints(1);
    expect((await recomputeDerived(deps())).recomputed).toBe(0);
    await recordOlderRule();
    expect(await recomputeDerived(deps())).toMatchObject({ outdated: 1, recomputed: 1 });
    expect((await readDocument(database.db, TENANT, CHLORINE))?.data.transportPoints).toBe(2600);
  });

  it('D3: the job derived-values.recompute does it once per slot and records what it did', async () => {
    await storeOlderRuleValues(7);
    const job = derivedValuesRecompute({
      hooks: domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } }),
    });
    const slot = new Date('2026-11-25T10:00:00.000Z');
    expect(await runSlot(database.db, job, slot, 'schedule')).toMatchObject({
      outcome: 'ok',
      counts: { recomputed: 1, invalid: 0 },
    });
    expect(await runSlot(database.db, job, slot, 'schedule')).toEqual({ outcome: 'taken' });
    expect((await readDocument(database.db, TENANT, CHLORINE))?.data.transportPoints).toBe(2600);
  });
});
