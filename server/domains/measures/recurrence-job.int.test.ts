import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, occurrenceId } from '../../../shared/domain/measures';
import type { DocumentData } from '../../../shared/entities/entity';
import { type OpenDatabase, openStore } from '../../db/database';
import { documents } from '../../db/schema';
import { runSlot } from '../../jobs/run-slot';
import { day } from '../../seed/demo/dates';
import { commitAsSystem } from '../../sync/system-write';
import { startTestServer, type TestServer } from '../../test/test-server';
import { domainHooksFor } from '..';
import { recurringMeasuresGenerate } from './recurrence-job';

/**
 * The generation of recurring measures' occurrences (docs/domain/measures.md MEA-11 … MEA-13) on
 * a real store seeded with the demo, on SQLite and (project server-postgres) PostgreSQL: once
 * per open occurrence, across reruns and two instances on one database.
 */

const RECURRING = 'acme-rmea-sump-check';
const FIRST = day(-32);
const THIRD = addMonths(addMonths(FIRST, 1), 1);

let server: TestServer;
/** A second instance: another connection pool to the same PostgreSQL database; SQLite runs one instance (decision 0024), so there the same store. */
let second: OpenDatabase;
let minute = 0;

beforeAll(async () => {
  server = await startTestServer();
  second = server.database.dialect === 'postgres' ? await openStore(server.config.database) : server.database;
}, 60_000);
afterAll(async () => {
  if (second !== server.database) await second.close();
  await server.close();
});

const job = () => recurringMeasuresGenerate({ hooks: domainHooksFor(server.config) });
/** A slot of its own for every run, as later schedules would be. */
const nextSlot = () => new Date(Date.UTC(2026, 10, 2, 0, 20 + minute++));
const run = (database = server.database) => runSlot(database.db, job(), nextSlot(), 'schedule');

async function stored(id: string): Promise<DocumentData | undefined> {
  const row = await server.database.db
    .select({ data: documents.data, deleted: documents.deleted })
    .from(documents)
    .where(and(eq(documents.tenantId, 'tenant-acme'), eq(documents.id, id)))
    .get();
  return row && !row.deleted ? row.data : undefined;
}

async function occurrencesOf(recurringId: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(and(eq(documents.tenantId, 'tenant-acme'), eq(documents.type, 'MEASURE')))
    .all();
  return rows
    .filter((row) => row.data.origin === recurringId)
    .map((row) => row.id)
    .sort();
}

/** The measures a recurring measure lists as generated. */
const generatedOf = (recurring: DocumentData | undefined): string[] =>
  Array.isArray(recurring?.generatedMeasures) ? recurring.generatedMeasures.map(String) : [];

const patch = (type: string, id: string, values: DocumentData) =>
  commitAsSystem({ db: server.database.db, hooks: domainHooksFor(server.config) }, 'tenant-acme', 'test', (writer) =>
    writer.patch(type, id, values),
  );

describe('recurring measures generate their occurrences (MEA-11 … MEA-13)', () => {
  it('MEA-11: the demo recurring measure has its open occurrence, so a run generates nothing', async () => {
    expect(await run()).toMatchObject({ outcome: 'ok', counts: { generated: 0 } });
    expect(await occurrencesOf(RECURRING)).toHaveLength(3);
  });

  it('MEA-11, MEA-12: once the open occurrence is done, the next one is generated once, with the id of its deadline, and the next deadline advances', async () => {
    const next = addMonths(THIRD, 1);
    await patch('MEASURE', occurrenceId(RECURRING, THIRD), { isDone: true, doneAt: THIRD });
    expect(await run()).toMatchObject({ outcome: 'ok', counts: { generated: 1 } });
    const id = occurrenceId(RECURRING, next);
    expect(await stored(id)).toMatchObject({
      name: 'Sichtprüfung der Auffangwannen im Gefahrstofflager',
      origin: RECURRING,
      responsible: 'acme-emp-wagner',
      measureType: 'ORGANIZATIONAL',
      deadlineAt: next,
      isDone: false,
      isRecurring: false,
    });
    const recurring = await stored(RECURRING);
    expect(recurring?.nextDeadlineAt).toBe(addMonths(next, 1));
    expect(recurring?.generatedMeasures).toEqual(
      [FIRST, addMonths(FIRST, 1), THIRD, next].map((deadline) => occurrenceId(RECURRING, deadline)),
    );
    expect(await run()).toMatchObject({ outcome: 'ok', counts: { generated: 0 } });
    expect(await occurrencesOf(RECURRING)).toHaveLength(4);
  });

  it('MEA-11, MEA-12: two instances on one database running at the same time generate the occurrence once', async () => {
    const recurring = await stored(RECURRING);
    const deadline = String(recurring?.nextDeadlineAt);
    const open = generatedOf(recurring).at(-1) ?? '';
    await patch('MEASURE', open, { isDone: true });
    const [first, other] = await Promise.all([run(server.database), run(second)]);
    expect([first, other]).toEqual([
      expect.objectContaining({ outcome: 'ok' }),
      expect.objectContaining({ outcome: 'ok' }),
    ]);
    const generated = [first, other].map((result) => ('counts' in result ? Number(result.counts?.generated) : -1));
    expect(generated.sort()).toEqual([0, 1]);
    expect(await stored(occurrenceId(RECURRING, deadline))).toMatchObject({ deadlineAt: deadline, isDone: false });
    expect(await occurrencesOf(RECURRING)).toHaveLength(5);
    expect((await stored(RECURRING))?.nextDeadlineAt).toBe(addMonths(deadline, 1));
  });

  it('MEA-11: a changed interval applies from the next occurrence, and a stopped recurrence generates nothing', async () => {
    const recurring = await stored(RECURRING);
    const deadline = String(recurring?.nextDeadlineAt);
    const open = generatedOf(recurring).at(-1) ?? '';
    await patch('RECURRING_MEASURE', RECURRING, { intervalInMonths: 12 });
    await patch('MEASURE', open, { isDone: true });
    expect(await run()).toMatchObject({ counts: { generated: 1 } });
    expect(await stored(occurrenceId(RECURRING, deadline))).toMatchObject({ deadlineAt: deadline });
    expect((await stored(RECURRING))?.nextDeadlineAt).toBe(addMonths(deadline, 12));

    await patch('RECURRING_MEASURE', RECURRING, { isRecurring: false });
    await patch('MEASURE', occurrenceId(RECURRING, deadline), { isDone: true });
    expect(await run()).toMatchObject({ counts: { generated: 0 } });
    expect(await occurrencesOf(RECURRING)).toHaveLength(6);
  });

  it('MEA-8, MEA-13: a new recurring measure from Jan 31 generates Jan 31, Feb 29 of a leap year and Mar 31, each once', async () => {
    await commitAsSystem(
      { db: server.database.db, hooks: domainHooksFor(server.config) },
      'tenant-acme',
      'test',
      (writer) =>
        writer.put('RECURRING_MEASURE', 'acme-rmea-test-leap', {
          name: 'Monatsabschluss Gefahrstoffmengen',
          origin: 'acme-sinsp-warehouse',
          measureType: 'ORGANIZATIONAL',
          responsible: 'acme-emp-anna',
          isDone: false,
          isRecurring: true,
          intervalInMonths: 1,
          nextDeadlineAt: '2028-01-31',
        }),
    );
    const deadlines: string[] = [];
    for (let month = 0; month < 3; month += 1) {
      expect(await run()).toMatchObject({ counts: { generated: 1 } });
      expect(await run(second)).toMatchObject({ counts: { generated: 0 } });
      const ids = generatedOf(await stored('acme-rmea-test-leap'));
      const latest = await stored(ids.at(-1) ?? '');
      deadlines.push(String(latest?.deadlineAt));
      await patch('MEASURE', ids.at(-1) ?? '', { isDone: true });
    }
    expect(deadlines).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(await occurrencesOf('acme-rmea-test-leap')).toEqual([
      'acme-rmea-test-leap-20280131',
      'acme-rmea-test-leap-20280229',
      'acme-rmea-test-leap-20280331',
    ]);
  });
});
