import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenSqliteDatabase } from '../db/database';
import { ALL_ACTIONS, type Member, memberOf, openSeededDatabase, pullAs, pushAs, subscribe } from './test-support';

/**
 * R1 at scale: a push of 100 mutations in a tenant where 50 employees subscribed writes 5,000
 * notifications in the push's transaction. The figure is logged for docs/decisions/0015; there is
 * no timing assertion (shared machines), only the counts.
 */
const SUBSCRIBERS = 50;
const MUTATIONS = 100;

let database: OpenSqliteDatabase;
let remove: () => Promise<void>;
let anna: Member;
const readers: Member[] = [];

const lastSeq = async () =>
  (await database.db.get<{ last_seq: number }>(sql`SELECT last_seq FROM tenants WHERE id = 'tenant-acme'`)).last_seq;

beforeAll(async () => {
  ({ database, remove } = await openSeededDatabase());
  anna = await memberOf(database, 'tenant-acme', 'acme-emp-anna', 'user-demo-anna');
  const employees = Array.from({ length: SUBSCRIBERS }, (_, index) => ({
    op: 'create' as const,
    type: 'EMPLOYEE',
    id: `load-emp-${index}`,
    data: {
      firstName: 'Leser',
      lastName: `Nr. ${index}`,
      email: `leser-${index}@acme-chemie.example`,
      accessRoles: ['acme-role-read'],
    },
  }));
  const created = (await pushAs(database, anna, employees)).results;
  expect(created.every((result) => result.status === 'applied')).toBe(true);
});

afterAll(() => remove());

const contacts = (prefix: string) =>
  Array.from({ length: MUTATIONS }, (_, index) => ({
    op: 'create' as const,
    type: 'CONTACT',
    id: `${prefix}-${index}`,
    data: { name: `Lieferant ${index}` },
  }));

describe('R1 at scale', () => {
  it(`a push of ${MUTATIONS} mutations without subscribers (the baseline)`, async () => {
    const started = performance.now();
    const { results } = await pushAs(database, anna, contacts('base-contact'));
    const pushMs = performance.now() - started;
    expect(results.every((result) => result.status === 'applied')).toBe(true);
    console.info(`notifications: push of ${MUTATIONS} mutations, no subscribers: ${pushMs.toFixed(0)} ms`);
  });

  it(`a push of ${MUTATIONS} mutations with ${SUBSCRIBERS} subscribed readers notifies each reader of each`, async () => {
    for (let index = 0; index < SUBSCRIBERS; index += 1) {
      const reader = await memberOf(database, 'tenant-acme', `load-emp-${index}`, `user-load-${index}`);
      await subscribe(database, reader, { CONTACT: ALL_ACTIONS });
      readers.push(reader);
    }
    const before = await lastSeq();
    const started = performance.now();
    const { results } = await pushAs(database, anna, contacts('load-contact'));
    const pushMs = performance.now() - started;
    expect(results.every((result) => result.status === 'applied')).toBe(true);
    expect((await lastSeq()) - before).toBe(MUTATIONS + MUTATIONS * SUBSCRIBERS);

    const pullStarted = performance.now();
    const pulled = (await pullAs(database, readers[0] as Member, before)).changes;
    const pullMs = performance.now() - pullStarted;
    const notifications = pulled.filter((change) => 'type' in change && change.type === 'NOTIFICATION');
    expect(notifications).toHaveLength(MUTATIONS);
    expect(pulled).toHaveLength(MUTATIONS * 2);
    console.info(
      `notifications: push of ${MUTATIONS} mutations, ${SUBSCRIBERS} subscribers, ` +
        `${MUTATIONS * SUBSCRIBERS} notifications: ${pushMs.toFixed(0)} ms; one reader's pull: ${pullMs.toFixed(0)} ms`,
    );
  });
});
