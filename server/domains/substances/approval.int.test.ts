import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/api/history';
import { approvalAfterStep, approvalDay } from '../../../shared/domain/substances';
import type { DocumentData } from '../../../shared/entities/entity';
import type { Mutation, MutationResult, PullResponse, PushResponse } from '../../../shared/sync/protocol';
import { accountByEmail } from '../../accounts/embedded-accounts';
import { setPassword } from '../../accounts/password-links';
import { hashPassword } from '../../idp/passwords';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The approval workflow of docs/domain/substances.md SUB-APR-4 and SUB-APR-5 on a real server:
 * steps admitted or refused after the merge (docs/sync-spec.md D4), who and when set by the
 * server, two devices taking conflicting steps, a reader without the right to change, and
 * other tenants.
 */

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=approval-xsrf', 'x-xsrf-token': 'approval-xsrf' };
const READER_PASSWORD = 'leser-passwort-42';
const SCHNEIDER = 'acme-emp-schneider';

let server: TestServer;
let anna: string;
let clients = 0;

async function pushAs(token: string, tenant: string, mutations: Mutation[], clientId = `approval-${++clients}`) {
  const response = await callApi(server.url, '/api/v2/sync/push', {
    token,
    tenant,
    method: 'POST',
    headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, mutations }),
  });
  return answer(response);
}

async function push(mutation: Mutation, token = anna): Promise<MutationResult | undefined> {
  const { status, body } = await pushAs(token, 'acme', [mutation]);
  expect(status).toBe(200);
  return (body as PushResponse).results[0];
}

async function stored(id: string): Promise<{ version: number; data: DocumentData }> {
  const response = await callApi(server.url, '/api/v2/sync/pull?cursor=0&limit=1000', {
    token: anna,
    tenant: 'acme',
    headers: SYNC,
  });
  const body = (await answer(response)).body as PullResponse;
  if (body.reset) throw new Error('unexpected reset');
  let found: { version: number; data: DocumentData } | undefined;
  for (const change of body.changes) if (change.id === id && 'data' in change) found = change;
  if (!found) throw new Error(`${id} not in the feed`);
  return found;
}

async function history(id: string): Promise<HistoryEntry[]> {
  const { body } = await answer(
    await callApi(server.url, `/api/v2/history/SUBSTANCE/${id}`, { token: anna, tenant: 'acme' }),
  );
  return (body as { entries: HistoryEntry[] }).entries;
}

/** A device's step: the approval as the device made it from what it saw, on the version it saw. */
function step(id: string, seen: { version: number; data: DocumentData }, approval: DocumentData): Mutation {
  return {
    op: 'patch',
    number: 1,
    type: 'SUBSTANCE',
    id,
    baseVersion: seen.version,
    fields: { approval: { value: approval, base: seen.data.approval ?? null } },
  };
}

const approvalOf = (doc: { data: DocumentData }) => (doc.data.approval ?? {}) as DocumentData;

const CHECK = {
  substitutionCheck: 'Wasserbasierter Reiniger im Versuch: löst die Rückstände nicht.',
  substitutionResult: 'NO_ALTERNATIVE',
};

async function createSubstance(id: string, approval?: DocumentData) {
  const result = await push({
    op: 'create',
    number: 1,
    type: 'SUBSTANCE',
    id,
    data: {
      name: `Prüfstoff ${id}`,
      storageLocations: [{ id: `${id}-store`, storage: 'acme-st-hazmat-store', quantity: { value: 5, unit: 'L' } }],
      ...(approval ? { approval } : {}),
    },
  });
  expect(result).toMatchObject({ status: 'applied', version: 1 });
  return stored(id);
}

/** A substance whose substitution check Anna recorded, ready for the decision. */
async function checkedSubstance(id: string) {
  const requested = await createSubstance(id, { state: 'REQUESTED' });
  expect(
    await push(step(id, requested, { ...approvalOf(requested), ...CHECK, state: 'SUBSTITUTION_CHECKED' })),
  ).toMatchObject({
    status: 'applied',
  });
  return stored(id);
}

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('the approval workflow on the server (docs/domain/substances.md SUB-APR)', () => {
  it('SUB-APR-5: a request is stamped with the committing employee and the commit time, not with what the device sent', async () => {
    const doc = await createSubstance('sub-apr-request', {
      state: 'REQUESTED',
      requestedBy: 'acme-emp-becker',
      requestedAt: '2020-01-01T00:00:00.000Z',
      hasApproval: true,
    });
    const [created] = await history('sub-apr-request');
    expect(approvalOf(doc)).toEqual({
      state: 'REQUESTED',
      requestedBy: 'acme-emp-anna',
      requestedAt: created?.committedAt,
    });
    expect(doc.data.approvalState).toBe('REQUESTED');
  });

  it('SUB-APR-4: refuses an approval before the substitution check is recorded, and keeps the stored version', async () => {
    const doc = await createSubstance('sub-apr-early', { state: 'REQUESTED' });
    const result = await push(step('sub-apr-early', doc, { ...approvalOf(doc), ...CHECK, state: 'APPROVED' }));
    expect(result).toEqual({
      number: 1,
      status: 'rejected',
      code: 'VALIDATION',
      issues: [{ path: 'approval.state', message: 'rule.substance.approval.stepNotAllowed' }],
    });
    expect((await stored('sub-apr-early')).version).toBe(1);
  });

  it('SUB-APR-3: a recorded check needs its result and a rejection its reason', async () => {
    const doc = await createSubstance('sub-apr-needs', { state: 'REQUESTED' });
    const withoutResult = {
      ...approvalOf(doc),
      substitutionCheck: CHECK.substitutionCheck,
      state: 'SUBSTITUTION_CHECKED',
    };
    expect(await push(step('sub-apr-needs', doc, withoutResult))).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'approval.substitutionCheck', message: 'rule.substance.approval.substitutionCheck' }],
    });
    expect(await push(step('sub-apr-needs', doc, { ...approvalOf(doc), state: 'REJECTED' }))).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'approval.rejectionReason', message: 'rule.substance.approval.rejectionReason' }],
    });
    expect((await stored('sub-apr-needs')).version).toBe(1);
  });

  it('SUB-APR-4, SUB-APR-5: request, check and approval, each stamped, and the history names each step', async () => {
    const checked = await checkedSubstance('sub-apr-steps');
    expect(approvalOf(checked)).toMatchObject({
      state: 'SUBSTITUTION_CHECKED',
      ...CHECK,
      substitutionCheckedBy: 'acme-emp-anna',
      substitutionCheckedAt: expect.any(String),
    });
    const approved = await push(
      step('sub-apr-steps', checked, { ...approvalOf(checked), state: 'APPROVED', approvalReason: 'Kein Ersatz.' }),
    );
    expect(approved).toMatchObject({ status: 'applied', version: 3 });
    const doc = await stored('sub-apr-steps');
    const entries = await history('sub-apr-steps');
    expect(approvalOf(doc)).toMatchObject({
      state: 'APPROVED',
      hasApproval: true,
      approvedBy: 'acme-emp-anna',
      approvalDate: approvalDay(entries[2]?.committedAt ?? ''),
      approvalReason: 'Kein Ersatz.',
    });
    expect(doc.data.approvalState).toBe('APPROVED');
    expect(entries.map((entry) => [entry.committedBy?.name, entry.values?.approvalState])).toEqual([
      ['Anna Berger', 'REQUESTED'],
      ['Anna Berger', 'SUBSTITUTION_CHECKED'],
      ['Anna Berger', 'APPROVED'],
    ]);
    expect(entries[2]?.changedFields.sort()).toEqual(['approval', 'approvalState']);
  });

  it('SUB-APR-4: two devices decide offline on the same check: the first decision stands, the second is refused', async () => {
    const checked = await checkedSubstance('sub-apr-conflict');
    const tablet = step('sub-apr-conflict', checked, { ...approvalOf(checked), state: 'APPROVED' });
    const desktop = step('sub-apr-conflict', checked, {
      ...approvalOf(checked),
      state: 'REJECTED',
      rejectionReason: 'Ersatz durch einen Reiniger auf Wasserbasis.',
    });
    expect(await push(tablet)).toMatchObject({ status: 'applied', version: 3 });
    expect(await push(desktop)).toEqual({
      number: 1,
      status: 'rejected',
      code: 'VALIDATION',
      issues: [{ path: 'approval', message: 'rule.substance.approval.decided' }],
    });
    const doc = await stored('sub-apr-conflict');
    expect(doc.version).toBe(3);
    expect(approvalOf(doc)).toMatchObject({ state: 'APPROVED', hasApproval: true });
    expect(approvalOf(doc).rejectionReason).toBeUndefined();
  });

  it('SUB-APR-4: two devices that request a new review offline end with one request and no conflict', async () => {
    const checked = await checkedSubstance('sub-apr-twice');
    expect(await push(step('sub-apr-twice', checked, { ...approvalOf(checked), state: 'APPROVED' }))).toMatchObject({
      status: 'applied',
    });
    const approved = await stored('sub-apr-twice');
    // Both devices send what the screen sends for the step.
    const again = approvalAfterStep(approvalOf(approved), 'REQUEST');
    if (!again) throw new Error('a decided approval can be requested again');
    expect(await push(step('sub-apr-twice', approved, again))).toMatchObject({ status: 'applied', version: 4 });
    const first = await stored('sub-apr-twice');
    expect(await push(step('sub-apr-twice', approved, again))).toMatchObject({ status: 'merged', version: 4 });
    const doc = await stored('sub-apr-twice');
    expect(doc).toEqual(first);
    expect(approvalOf(doc)).toEqual({
      state: 'REQUESTED',
      substitutionCheck: CHECK.substitutionCheck,
      requestedBy: 'acme-emp-anna',
      requestedAt: expect.any(String),
    });
  });

  it('D4: a patch that only forges who and when commits nothing', async () => {
    const checked = await checkedSubstance('sub-apr-forged');
    const forged = {
      ...approvalOf(checked),
      substitutionCheckedBy: 'acme-emp-becker',
      requestedAt: '2020-01-01T00:00:00.000Z',
    };
    expect(await push(step('sub-apr-forged', checked, forged))).toMatchObject({ status: 'applied', version: 2 });
    expect(await stored('sub-apr-forged')).toEqual(checked);
  });

  it('refuses a step of a reader whose role may not change substances', async () => {
    await checkedSubstance('sub-apr-reader');
    expect(
      await push({
        op: 'patch',
        number: 1,
        type: 'EMPLOYEE',
        id: SCHNEIDER,
        baseVersion: 1,
        fields: { shouldCreateAccount: { value: true, base: null } },
      }),
    ).toMatchObject({ status: 'applied' });
    const account = await accountByEmail(server.database.db, 'm.schneider@acme-chemie.example');
    if (!account) throw new Error('no account for Markus Schneider');
    await setPassword(server.database.db, account.id, await hashPassword(READER_PASSWORD));
    const reader = (await signIn(server.url, 'm.schneider@acme-chemie.example', READER_PASSWORD)).accessToken;
    const checked = await stored('sub-apr-reader');
    const result = await push(step('sub-apr-reader', checked, { ...approvalOf(checked), state: 'APPROVED' }), reader);
    expect(result).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
    expect(await stored('sub-apr-reader')).toEqual(checked);
  });

  it('another tenant’s members and tenants without the module reach no substance of acme', async () => {
    const checked = await checkedSubstance('sub-apr-foreign');
    const tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
    const foreign = await pushAs(tom, 'acme', [
      step('sub-apr-foreign', checked, { ...approvalOf(checked), state: 'APPROVED' }),
    ]);
    expect(foreign.status).toBe(403);
    const { status, body } = await pushAs(anna, 'nordlicht', [
      step('sub-apr-foreign', checked, { ...approvalOf(checked), state: 'APPROVED' }),
    ]);
    expect(status).toBe(200);
    expect((body as PushResponse).results[0]).toMatchObject({ status: 'rejected', code: 'MODULE_NOT_SUBSCRIBED' });
    expect(await stored('sub-apr-foreign')).toEqual(checked);
  });

  it('a change of other fields leaves a decided approval as it is', async () => {
    const doc = await stored('acme-sub-acetone');
    const result = await push({
      op: 'patch',
      number: 1,
      type: 'SUBSTANCE',
      id: 'acme-sub-acetone',
      baseVersion: doc.version,
      fields: { smell: { value: 'süßlich', base: doc.data.smell ?? null } },
    });
    expect(result).toMatchObject({ status: 'applied', version: doc.version + 1 });
    expect(approvalOf(await stored('acme-sub-acetone'))).toEqual(approvalOf(doc));
  });
});
