import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssignableEmployee, employeesOfDepartment, withParticipants } from '../../shared/domain/trainings';
import type { DocumentData } from '../../shared/entities/entity';
import type { Mutation, PullResponse, PushResponse } from '../../shared/sync/protocol';
import { employeeAccounts } from '../db/schema';
import { domainHooksFor } from '../domains';
import { answer, callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { commitAsSystemIn } from './system-write';

/**
 * docs/domain/trainings.md TRN-8 (decision 0055) over HTTP, on SQLite and PostgreSQL: an employee
 * who reads only through MY_INSTRUCTIONS pulls exactly the instructions they take part in — with
 * their own session alone — and the operating instructions those teach; nothing when they take part
 * in none; nothing of another tenant; and what they no longer take part in leaves their device.
 */

type PatchMutation = Extract<Mutation, { op: 'patch' }>;

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=own-xsrf', 'x-xsrf-token': 'own-xsrf' };
const OPERATING_INSTRUCTIONS = new Set(['SUBSTANCE_INSTRUCTION', 'WORK_EQUIPMENT_INSTRUCTION']);
const OTHER_PARTICIPANTS = ['acme-emp-schneider', 'acme-emp-yilmaz', 'acme-emp-wagner', 'acme-emp-klein'];

let server: TestServer;
let anna: string;
let jana: string;
let ben: string;
let tom: string;
let clients = 0;

interface Change {
  readonly id: string;
  readonly type?: string;
  readonly version?: number;
  readonly removed?: true;
  readonly data?: DocumentData;
}

interface Pulled {
  readonly reset: boolean;
  readonly changes: Change[];
  readonly cursor: number;
  readonly scope: string;
}

/** Every page from a cursor (with the scope the device holds), or the reset the server answers. */
async function pull(token: string, tenant: string, from = 0, held?: string): Promise<Pulled> {
  const changes: Change[] = [];
  let cursor = from;
  let scope = held;
  for (;;) {
    const query = `cursor=${cursor}&limit=500${scope ? `&scope=${scope}` : ''}`;
    const { status, body } = await answer(
      await callApi(server.url, `/api/v2/sync/pull?${query}`, { token, tenant, headers: SYNC }),
    );
    expect(status).toBe(200);
    const feed = body as PullResponse;
    if (feed.reset) return { reset: true, changes, cursor: 0, scope: feed.scope };
    changes.push(...(feed.changes as readonly Change[]));
    cursor = feed.cursor;
    scope = feed.scope;
    if (!feed.hasMore) return { reset: false, changes, cursor, scope: feed.scope };
  }
}

/** The documents a first pull gives, by id. */
async function replica(token: string, tenant = 'acme'): Promise<Map<string, Change>> {
  const { changes } = await pull(token, tenant);
  return new Map(changes.map((change) => [change.id, change]));
}

const idsOf = (documents: Map<string, Change>, types: ReadonlySet<string>) =>
  [...documents.values()]
    .filter((change) => types.has(change.type ?? ''))
    .map((change) => change.id)
    .sort();

async function push(token: string, mutation: Omit<PatchMutation, 'number'>) {
  const { status, body } = await answer(
    await callApi(server.url, '/api/v2/sync/push', {
      token,
      tenant: 'acme',
      method: 'POST',
      headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: `own-client-${++clients}`, mutations: [{ ...mutation, number: 1 }] }),
    }),
  );
  expect(status).toBe(200);
  return (body as PushResponse).results[0];
}

/** Anna (administration) sets the sessions of an instruction as she reads it, with the employees she reads. */
async function setSessions(
  id: string,
  change: (sessions: DocumentData[], employees: AssignableEmployee[]) => readonly unknown[],
) {
  const documents = await replica(anna);
  const current = documents.get(id);
  const sessions = (current?.data?.sessions ?? []) as DocumentData[];
  const employees = [...documents.values()].flatMap((doc) =>
    doc.type === 'EMPLOYEE' ? [{ id: doc.id, data: doc.data ?? {} }] : [],
  );
  const result = await push(anna, {
    op: 'patch',
    type: 'INSTRUCTION',
    id,
    baseVersion: current?.version ?? 0,
    fields: { sessions: { value: change(sessions, employees), base: sessions } },
  });
  expect(result).toMatchObject({ status: 'applied' });
}

beforeAll(async () => {
  server = await startTestServer();
  const hooks = domainHooksFor(server.config);
  // Ben becomes Thomas Becker of acme, with the role that grants MY_INSTRUCTIONS alone; he takes
  // part in no instruction. Nordlicht holds an instruction that names Jana's employee id.
  await server.database.db.transaction(async (tx) => {
    await commitAsSystemIn(tx, hooks, 'tenant-acme', 'seed', (writer) =>
      writer.patch('EMPLOYEE', 'acme-emp-becker', { hasAccount: true, accessRoles: ['acme-role-staff'] }),
    );
    await tx
      .insert(employeeAccounts)
      .values({ tenantId: 'tenant-acme', employeeId: 'acme-emp-becker', userId: 'user-demo-ben' })
      .run();
    await commitAsSystemIn(tx, hooks, 'tenant-nordlicht', 'seed', (writer) =>
      writer.put('INSTRUCTION', 'nord-training-foreign', {
        name: 'Unterweisung einer anderen Firma',
        sessions: [{ id: 'nord-training-foreign-roth', employee: 'acme-emp-roth', progressInPercent: 10 }],
      }),
    );
  });
  const token = async (name: string) => (await signIn(server.url, `${name}@sorgfalt.example`)).accessToken;
  anna = await token('anna');
  jana = await token('jana');
  ben = await token('ben');
  tom = await token('tom');
});

afterAll(async () => {
  await server?.close();
});

describe('an employee reads their own instructions (docs/domain/trainings.md TRN-8)', () => {
  it('TRN-8 an assigned employee pulls exactly the instructions they take part in, with their own session only, and what these teach', async () => {
    const documents = await replica(jana);
    expect(idsOf(documents, new Set(['INSTRUCTION']))).toEqual(['acme-training-hazmat']);
    const hazmat = documents.get('acme-training-hazmat')?.data ?? {};
    expect(hazmat.sessions).toEqual([
      { id: 'acme-training-hazmat-roth', employee: 'acme-emp-roth', progressInPercent: 25 },
    ]);
    expect(hazmat.sessionDueDates).toEqual([
      { id: 'acme-training-hazmat-roth', employee: 'acme-emp-roth', dueDate: hazmat.dueDate },
    ]);
    expect(hazmat.nextDueDate).toBe(hazmat.dueDate);
    expect(hazmat.content).toEqual(['acme-si-acetone']);
    for (const other of OTHER_PARTICIPANTS) expect(JSON.stringify(hazmat)).not.toContain(other);
    expect(idsOf(documents, OPERATING_INSTRUCTIONS)).toEqual(['acme-si-acetone']);
    expect(documents.get('acme-si-acetone')?.data?.name).toEqual(expect.any(String));
    const types = new Set([...documents.values()].map((change) => change.type));
    expect(
      [...types].filter(
        (type) => !['INSTRUCTION', 'SUBSTANCE_INSTRUCTION', 'COMPANY_SETTINGS', 'NOTIFICATION'].includes(type ?? ''),
      ),
    ).toEqual([]);
  });

  it('TRN-8 an employee with MY_INSTRUCTIONS who takes part in none pulls no instruction and no operating instruction', async () => {
    const documents = await replica(ben);
    expect(idsOf(documents, new Set(['INSTRUCTION', ...OPERATING_INSTRUCTIONS]))).toEqual([]);
    expect(JSON.stringify([...documents.values()])).not.toContain('acme-emp-roth');
  });

  it('TRN-8 the whole instruction stays closed to a participant: its history is not found and a change is refused', async () => {
    const history = await answer(
      await callApi(server.url, '/api/v2/history/INSTRUCTION/acme-training-hazmat', { token: jana, tenant: 'acme' }),
    );
    expect(history.status).toBe(404);
    const result = await push(jana, {
      op: 'patch',
      type: 'INSTRUCTION',
      id: 'acme-training-hazmat',
      baseVersion: 1,
      fields: { name: { value: 'Geändert', base: 'Jährliche Unterweisung Gefahrstoffe nach § 14 GefStoffV' } },
    });
    expect(result?.status).toBe('rejected');
    expect((await replica(anna)).get('acme-training-hazmat')?.data?.name).not.toBe('Geändert');
  });

  it('TRN-8 nothing crosses tenants: another tenant is forbidden, and its instruction naming the employee never arrives', async () => {
    const foreign = await callApi(server.url, '/api/v2/sync/pull?cursor=0&limit=10', {
      token: jana,
      tenant: 'nordlicht',
      headers: SYNC,
    });
    expect(foreign.status).toBe(403);
    for (const [token, tenant] of [
      [jana, 'acme'],
      [anna, 'acme'],
      [tom, 'nordlicht'],
    ] as const) {
      const documents = await replica(token, tenant);
      expect(documents.has('nord-training-foreign')).toBe(false);
    }
    expect(JSON.stringify([...(await replica(tom, 'nordlicht')).values()])).not.toContain('acme-training');
  });

  it('TRN-8 a change to another participant reaches the employee as their own part again, without a reset', async () => {
    const before = await pull(jana, 'acme');
    await setSessions('acme-training-hazmat', (sessions) =>
      sessions.map((session) =>
        session.employee === 'acme-emp-wagner' ? { ...session, progressInPercent: 70 } : session,
      ),
    );
    const after = await pull(jana, 'acme', before.cursor, before.scope);
    expect(after.reset).toBe(false);
    const hazmat = after.changes.find((change) => change.id === 'acme-training-hazmat');
    expect(hazmat?.data?.sessions).toEqual([
      { id: 'acme-training-hazmat-roth', employee: 'acme-emp-roth', progressInPercent: 25 },
    ]);
    expect(JSON.stringify(after.changes)).not.toContain('acme-emp-wagner');
  });

  it('TRN-8 assigned through a department the employee receives the instruction and what it teaches; removed, both leave the device', async () => {
    const before = await pull(jana, 'acme');
    // The warehouse department assigned to the forklift instruction (TRN-6): Jana is new to it.
    await setSessions('acme-training-forklift', (sessions, employees) =>
      withParticipants(
        sessions,
        employeesOfDepartment(employees, 'acme-dep-logistics').map((employee) => employee.id),
        () => 'own-test-forklift-roth',
      ),
    );
    const assigned = await pull(jana, 'acme', before.cursor, before.scope);
    expect(assigned.reset).toBe(true);
    const withForklift = await replica(jana);
    expect(idsOf(withForklift, new Set(['INSTRUCTION']))).toEqual(['acme-training-forklift', 'acme-training-hazmat']);
    expect(idsOf(withForklift, OPERATING_INSTRUCTIONS)).toEqual(['acme-si-acetone', 'acme-wei-forklift']);
    expect(withForklift.get('acme-training-forklift')?.data?.sessions).toEqual([
      { id: 'own-test-forklift-roth', employee: 'acme-emp-roth', progressInPercent: 0 },
    ]);
    expect(idsOf(await replica(ben), new Set(['INSTRUCTION', ...OPERATING_INSTRUCTIONS]))).toEqual([]);

    const held = await pull(jana, 'acme');
    await setSessions('acme-training-forklift', (sessions) =>
      sessions.filter((session) => session.employee !== 'acme-emp-roth'),
    );
    const removed = await pull(jana, 'acme', held.cursor, held.scope);
    expect(removed.reset).toBe(true);
    const after = await replica(jana);
    expect(idsOf(after, new Set(['INSTRUCTION']))).toEqual(['acme-training-hazmat']);
    expect(idsOf(after, OPERATING_INSTRUCTIONS)).toEqual(['acme-si-acetone']);
  });

  it('TRN-8 a session removed arrives as a removal of the instruction for a device that keeps its scope', async () => {
    const held = await pull(jana, 'acme');
    await setSessions('acme-training-hazmat', (sessions) =>
      sessions.filter((session) => session.employee !== 'acme-emp-roth'),
    );
    // The device is reset because what it is taught changed; before that, the feed itself withdraws the instruction.
    const { body } = await answer(
      await callApi(server.url, `/api/v2/sync/pull?cursor=${held.cursor}&limit=500`, {
        token: jana,
        tenant: 'acme',
        headers: SYNC,
      }),
    );
    const feed = body as PullResponse;
    expect(feed.reset).toBe(false);
    if (feed.reset) return;
    expect(feed.changes).toContainEqual(expect.objectContaining({ id: 'acme-training-hazmat', removed: true }));
    expect((await pull(jana, 'acme', held.cursor, held.scope)).reset).toBe(true);
    const after = await replica(jana);
    expect(idsOf(after, new Set(['INSTRUCTION', ...OPERATING_INSTRUCTIONS]))).toEqual([]);
  });

  it('decision 0068: an employee newly assigned to a training is told in the app, once, and may mark it read; others are not', async () => {
    const notificationsOf = async (token: string) =>
      [...(await replica(token)).values()].filter(
        (change) => change.type === 'NOTIFICATION' && change.data?.document === 'acme-training-forklift',
      );
    // The assignment of the test before (through the department) told her already.
    const earlier = new Set((await notificationsOf(jana)).map((change) => change.id));
    expect(earlier.size).toBe(1);
    await setSessions('acme-training-forklift', (sessions) =>
      withParticipants(sessions, ['acme-emp-roth'], () => 'own-test-forklift-roth-again'),
    );
    const told = (await notificationsOf(jana)).filter((change) => !earlier.has(change.id));
    expect(told.map((change) => change.data)).toEqual([
      expect.objectContaining({
        action: 'ASSIGNED',
        entityType: 'INSTRUCTION',
        title: (await replica(anna)).get('acme-training-forklift')?.data?.name,
        employee: 'acme-emp-anna',
        employeeName: 'Anna Berger',
        isRead: false,
      }),
    ]);
    expect(await notificationsOf(ben)).toEqual([]);
    expect((await notificationsOf(anna)).filter((change) => change.data?.action === 'ASSIGNED')).toEqual([]);

    // Another participant's progress is no new assignment.
    await setSessions('acme-training-forklift', (sessions) =>
      sessions.map((session) =>
        session.employee === 'acme-emp-wagner' ? { ...session, progressInPercent: 90 } : session,
      ),
    );
    expect((await notificationsOf(jana)).length).toBe(2);

    const notification = told[0];
    const read = await push(jana, {
      op: 'patch',
      type: 'NOTIFICATION',
      id: notification?.id ?? '',
      baseVersion: notification?.version ?? 0,
      fields: { isRead: { value: true, base: false } },
    });
    expect(read).toMatchObject({ status: 'applied' });
    const after = (await notificationsOf(jana)).find((change) => change.id === notification?.id);
    expect(after?.data?.isRead).toBe(true);
  });
});
