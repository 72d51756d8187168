import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, PullResponse, PushResponse } from '../../shared/sync/protocol';
import { answer, callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';

/** docs/sync-spec.md A9: every member reads the company settings; changing them takes the rights. */

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=settings-xsrf', 'x-xsrf-token': 'settings-xsrf' };
const ID = 'company-settings';
const HIDDEN = [{ id: 'h1', entityType: 'CONTACT', field: 'phone' }];

let server: TestServer;
let anna: string;
let tom: string;
let lea: string;
let clients = 0;

async function push(token: string, tenant: string, mutation: Mutation) {
  const response = await callApi(server.url, '/api/v2/sync/push', {
    token,
    tenant,
    method: 'POST',
    headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: `settings-client-${++clients}`, mutations: [mutation] }),
  });
  const { status, body } = await answer(response);
  expect(status).toBe(200);
  return (body as PushResponse).results[0];
}

async function settingsIn(token: string, tenant: string) {
  const response = await callApi(server.url, '/api/v2/sync/pull?cursor=0&limit=1000', { token, tenant, headers: SYNC });
  const { status, body } = await answer(response);
  expect(status).toBe(200);
  const feed = body as PullResponse;
  return feed.reset ? undefined : feed.changes.find((change) => change.id === ID);
}

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
  lea = (await signIn(server.url, 'lea@sorgfalt.example')).accessToken;
  const created = await push(anna, 'nordlicht', {
    op: 'create',
    number: 1,
    type: 'COMPANY_SETTINGS',
    id: ID,
    data: { hiddenFields: HIDDEN },
  });
  expect(created).toMatchObject({ status: 'applied', version: 1 });
});

afterAll(async () => {
  await server?.close();
});

describe('company settings (docs/sync-spec.md A9)', () => {
  it('a driver without company information rights pulls them', async () => {
    expect(await settingsIn(tom, 'nordlicht')).toMatchObject({
      type: 'COMPANY_SETTINGS',
      data: { hiddenFields: HIDDEN },
    });
  });

  it('the driver cannot change or delete them', async () => {
    const patch: Mutation = {
      op: 'patch',
      number: 1,
      type: 'COMPANY_SETTINGS',
      id: ID,
      baseVersion: 1,
      fields: { hiddenFields: { value: [], base: HIDDEN } },
    };
    const remove: Mutation = { op: 'delete', number: 1, type: 'COMPANY_SETTINGS', id: ID, baseVersion: 1 };
    expect(await push(tom, 'nordlicht', patch)).toEqual({
      number: 1,
      status: 'rejected',
      code: 'FORBIDDEN',
      issues: [],
    });
    expect(await push(tom, 'nordlicht', remove)).toEqual({
      number: 1,
      status: 'rejected',
      code: 'FORBIDDEN',
      issues: [],
    });
    expect(await settingsIn(anna, 'nordlicht')).toMatchObject({ version: 1, data: { hiddenFields: HIDDEN } });
  });

  it('another tenant never sees them: not in acme, not in paragraf', async () => {
    expect(await settingsIn(anna, 'acme')).toBeUndefined();
    expect(await settingsIn(lea, 'paragraf')).toBeUndefined();
  });

  it('refuses settings that hide a required field', async () => {
    const patch: Mutation = {
      op: 'patch',
      number: 1,
      type: 'COMPANY_SETTINGS',
      id: ID,
      baseVersion: 1,
      fields: { hiddenFields: { value: [{ id: 'h2', entityType: 'CONTACT', field: 'name' }], base: HIDDEN } },
    };
    expect(await push(anna, 'nordlicht', patch)).toEqual({
      number: 1,
      status: 'rejected',
      code: 'VALIDATION',
      issues: [{ path: 'hiddenFields', message: 'rule.companySettings.hideableField' }],
    });
  });

  it('a create after another device deleted them brings them back (M7), with the create rights only', async () => {
    const removed = await push(anna, 'nordlicht', {
      op: 'delete',
      number: 1,
      type: 'COMPANY_SETTINGS',
      id: ID,
      baseVersion: 1,
    });
    expect(removed).toMatchObject({ status: 'applied', version: 2 });
    expect(await settingsIn(anna, 'nordlicht')).toBeUndefined();
    const again: Mutation = { op: 'create', number: 1, type: 'COMPANY_SETTINGS', id: ID, data: { hiddenFields: [] } };
    expect(await push(tom, 'nordlicht', again)).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
    expect(await push(anna, 'nordlicht', again)).toMatchObject({ status: 'applied', version: 3 });
    expect(await settingsIn(tom, 'nordlicht')).toMatchObject({
      type: 'COMPANY_SETTINGS',
      version: 3,
      data: { hiddenFields: [] },
    });
    // Only the singleton's fixed id comes back: a deleted contact's id stays taken.
    const contact: Mutation = {
      op: 'create',
      number: 1,
      type: 'CONTACT',
      id: 'revive-contact',
      data: { name: 'Eins' },
    };
    expect(await push(anna, 'nordlicht', contact)).toMatchObject({ status: 'applied' });
    const deleted = await push(anna, 'nordlicht', {
      op: 'delete',
      number: 1,
      type: 'CONTACT',
      id: 'revive-contact',
      baseVersion: 1,
    });
    expect(deleted).toMatchObject({ status: 'applied' });
    expect(await push(anna, 'nordlicht', contact)).toMatchObject({ status: 'conflict', kind: 'exists' });
  });
});
