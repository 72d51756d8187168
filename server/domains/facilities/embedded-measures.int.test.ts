import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../../../shared/entities/entity';
import { documents } from '../../db/schema';
import { runSlot } from '../../jobs/run-slot';
import { writeDocument } from '../../sync/write-document';
import { startTestServer, type TestServer } from '../../test/test-server';
import { domainHooksFor } from '..';
import { embeddedMeasureId } from './embedded-measures';
import { embeddedMeasuresMove } from './embedded-measures-job';

/**
 * FAC-5 on a real store seeded with the demo: a maintenance stored by an older version with its
 * embedded measure gets it as a measure document naming it as origin, once, across reruns.
 */

const TENANT = 'tenant-acme';
const OLD = 'acme-mnt-compressor-2025';
const EMBEDDED = {
  name: 'Sicherheitsventil tauschen',
  measureType: 'TECHNICAL',
  responsible: 'acme-emp-becker',
  deadlineAt: '2026-12-01',
  isDone: false,
  isRecurring: false,
};

let server: TestServer;
let minute = 0;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server.close());

const run = () =>
  runSlot(
    server.database.db,
    embeddedMeasuresMove({ hooks: domainHooksFor(server.config) }),
    new Date(Date.UTC(2026, 10, 2, 1, minute++ * 10)),
    'schedule',
  );

async function stored(id: string): Promise<DocumentData | undefined> {
  const row = await server.database.db
    .select({ data: documents.data, deleted: documents.deleted })
    .from(documents)
    .where(and(eq(documents.tenantId, TENANT), eq(documents.id, id)))
    .get();
  return row && !row.deleted ? row.data : undefined;
}

async function versionOf(id: string): Promise<number | undefined> {
  const row = await server.database.db
    .select({ version: documents.version })
    .from(documents)
    .where(and(eq(documents.tenantId, TENANT), eq(documents.id, id)))
    .get();
  return row?.version;
}

describe('maintenance.embedded-measures', () => {
  it('FAC-5 moves an embedded measure into a measure document with the maintenance as origin, once', async () => {
    // As an older version stored it, before the embedded measure left the registry.
    await writeDocument(
      server.database.db,
      {
        tenantId: TENANT,
        id: OLD,
        type: 'MAINTENANCE',
        data: { name: 'Wartung Kompressor', storageOrWorkEquipment: 'acme-we-pressure-vessel', measure: EMBEDDED },
        deleted: false,
        place: { locations: [], departments: [] },
        by: null,
        changedFields: ['name', 'storageOrWorkEquipment', 'measure'],
      },
      undefined,
    );
    await run();
    expect(await stored(embeddedMeasureId(OLD))).toMatchObject({ ...EMBEDDED, origin: OLD });
    expect(await stored(OLD)).not.toHaveProperty('measure');
    expect((await stored(OLD))?.name).toBe('Wartung Kompressor');
    const before = await versionOf(embeddedMeasureId(OLD));
    await run();
    expect(await versionOf(embeddedMeasureId(OLD))).toBe(before);
  });

  it('FAC-5 leaves the demo maintenance alone: its measure is a document already', async () => {
    expect(await stored('acme-mnt-filling-plant')).not.toHaveProperty('measure');
    expect((await stored('acme-mnt-filling-plant-measure'))?.origin).toBe('acme-mnt-filling-plant');
  });
});
