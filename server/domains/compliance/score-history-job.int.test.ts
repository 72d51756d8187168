import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceChecks, complianceScore, SCORED_TYPES, scoreRecordId } from '../../../shared/domain/compliance';
import type { DocumentData } from '../../../shared/entities/entity';
import type { FeedChange } from '../../../shared/sync/protocol';
import { type OpenDatabase, openStore } from '../../db/database';
import { documents, tenants } from '../../db/schema';
import { runSlot } from '../../jobs/run-slot';
import { pullPage, pushMutations, type SyncTarget, signedInTokens } from '../../sync/test-support/sync-http';
import { startTestServer, type TestServer } from '../../test/test-server';
import { domainHooksFor } from '..';
import { weeklyScoreRecord } from './score-history-job';

/**
 * The weekly score history (docs/domain/compliance.md CMP-9, decision 0054) on a real store
 * seeded with the demo, on SQLite and (project server-postgres) PostgreSQL: one record per
 * tenant and week with the dashboard's score, across reruns, later slots and two instances, and
 * read only by those who read reports everywhere.
 */

const ACME = 'tenant-acme';
const NORDLICHT = 'tenant-nordlicht';
const MONDAY = new Date('2026-11-23T03:40:00Z');
const WEDNESDAY = new Date('2026-11-25T03:40:00Z');
const NEXT_MONDAY = new Date('2026-11-30T03:40:00Z');
/** The operator's run of the same week on another instance (`npm run job`), a minute later. */
const NEXT_MONDAY_BY_HAND = new Date('2026-11-30T03:41:00Z');

let server: TestServer;
/** A second instance: another connection pool to the same PostgreSQL database; SQLite runs one instance (decision 0024), so there the same store. */
let second: OpenDatabase;

beforeAll(async () => {
  server = await startTestServer();
  second = server.database.dialect === 'postgres' ? await openStore(server.config.database) : server.database;
}, 60_000);
afterAll(async () => {
  if (second !== server.database) await second.close();
  await server.close();
});

const job = () => weeklyScoreRecord({ hooks: domainHooksFor(server.config) });
const run = (slot: Date, database = server.database) => runSlot(database.db, job(), slot, 'schedule');

/** The score the dashboard computes from every document of the tenant on the day (CMP-5, CMP-6). */
async function dashboardScore(tenantId: string, day: string) {
  const rows = await server.database.db
    .select({ id: documents.id, type: documents.type, data: documents.data })
    .from(documents)
    .where(
      and(eq(documents.tenantId, tenantId), inArray(documents.type, [...SCORED_TYPES]), eq(documents.deleted, false)),
    )
    .all();
  return complianceScore(complianceChecks(rows, day));
}

/** The records of the weeks these tests run (the demo seeds earlier weeks of acme's history). */
async function records(tenantId: string): Promise<{ id: string; version: number; data: DocumentData }[]> {
  const rows = await server.database.db
    .select({ id: documents.id, version: documents.version, data: documents.data })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.type, 'COMPLIANCE_SCORE')))
    .orderBy(documents.id)
    .all();
  return rows.filter((row) => row.id >= scoreRecordId('2026-W48'));
}

const lastSeq = async (tenantId: string) =>
  (await server.database.db.select({ lastSeq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, tenantId)).get())
    ?.lastSeq;

async function pulledTypes(email: string, tenant: string): Promise<Map<string, DocumentData>> {
  const target: SyncTarget = { url: server.url, tenant, token: signedInTokens(server.url, email) };
  const found = new Map<string, DocumentData>();
  let cursor = 0;
  for (;;) {
    const page = await pullPage(target, cursor, 1000);
    if (page.reset) throw new Error('unexpected reset');
    for (const change of page.changes as FeedChange[])
      if (!('removed' in change) && change.type === 'COMPLIANCE_SCORE') found.set(change.id, change.data);
    cursor = page.cursor;
    if (!page.hasMore) return found;
  }
}

describe('the weekly compliance score history (CMP-9)', () => {
  it('CMP-9: a Monday run records each tenant’s score of that day for its ISO week, computed as the dashboard does', async () => {
    const result = await run(MONDAY);
    expect(result).toMatchObject({ outcome: 'ok' });
    const counts = 'counts' in result ? result.counts : undefined;
    expect(counts?.recorded).toBeGreaterThanOrEqual(2);
    expect(Number(counts?.recorded) + Number(counts?.unrated)).toBe(counts?.tenants);
    for (const tenantId of [ACME, NORDLICHT]) {
      const score = await dashboardScore(tenantId, '2026-11-23');
      expect(score.grade, tenantId).toBeDefined();
      const [record, ...more] = await records(tenantId);
      expect(more).toEqual([]);
      expect(record?.id).toBe(scoreRecordId('2026-W48'));
      expect(record?.data).toEqual({
        week: '2026-W48',
        recordedOn: '2026-11-23',
        grade: score.grade,
        percent: Math.round(score.percent * 10) / 10,
        metWeight: score.metWeight,
        totalWeight: score.totalWeight,
        missing: expect.any(Number),
      });
    }
  });

  it('CMP-9: a rerun of the slot and a later slot of the same week write nothing, even after the documents changed', async () => {
    const before = await lastSeq(ACME);
    const [kept] = await records(ACME);
    expect(await run(MONDAY)).toMatchObject({ outcome: 'taken' });
    expect(await run(WEDNESDAY)).toMatchObject({ outcome: 'ok', counts: { recorded: 0 } });
    expect(await lastSeq(ACME)).toBe(before);
    expect(await records(ACME)).toEqual([kept]);
  });

  it('CMP-9: two instances on one database running two slots of the next week at the same time record each tenant once', async () => {
    const [first, other] = await Promise.all([run(NEXT_MONDAY, server.database), run(NEXT_MONDAY_BY_HAND, second)]);
    expect([first.outcome, other.outcome]).toEqual(['ok', 'ok']);
    const counted = (key: string) =>
      [first, other].reduce((sum, result) => sum + ('counts' in result ? Number(result.counts[key]) : 0), 0);
    const tenantCount = 'counts' in first ? Number(first.counts.tenants) : 0;
    expect(counted('recorded') + counted('unrated') / 2).toBe(tenantCount);
    expect(counted('kept')).toBe(counted('recorded'));
    for (const tenantId of [ACME, NORDLICHT]) {
      expect((await records(tenantId)).map((record) => [record.id, record.version])).toEqual([
        [scoreRecordId('2026-W48'), 1],
        [scoreRecordId('2026-W49'), 1],
      ]);
    }
  });

  it('CMP-9: those who read reports everywhere receive the records; a driver reading transport documents at his location does not', async () => {
    const anna = await pulledTypes('anna@sorgfalt.example', 'nordlicht');
    expect([...anna.keys()].sort()).toEqual([scoreRecordId('2026-W48'), scoreRecordId('2026-W49')]);
    expect(await pulledTypes('tom@sorgfalt.example', 'nordlicht')).toEqual(new Map());
  });

  it('CMP-9: a device may neither create, change nor delete a record', async () => {
    const target: SyncTarget = {
      url: server.url,
      tenant: 'nordlicht',
      token: signedInTokens(server.url, 'anna@sorgfalt.example'),
    };
    const id = scoreRecordId('2026-W49');
    const response = await pushMutations(target, 'score-history-test', [
      { op: 'create', number: 1, type: 'COMPLIANCE_SCORE', id: scoreRecordId('2026-W50'), data: { week: '2026-W50' } },
      {
        op: 'patch',
        number: 2,
        type: 'COMPLIANCE_SCORE',
        id,
        baseVersion: 1,
        fields: { grade: { value: 1, base: 2 } },
      },
      { op: 'delete', number: 3, type: 'COMPLIANCE_SCORE', id, baseVersion: 1 },
    ]);
    expect(response.results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((await records(NORDLICHT)).map((record) => [record.id, record.version])).toEqual([
      [scoreRecordId('2026-W48'), 1],
      [id, 1],
    ]);
  });
});
