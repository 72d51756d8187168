import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinkPath, SET_PASSWORD_PATH } from '../../shared/api/accounts';
import type { Mutation } from '../../shared/sync/protocol';
import { employeeAccounts, idpAccounts, oidcPayloads, passwordLinks } from '../db/schema';
import { SYNC_HEADERS, XSRF_HEADERS } from '../sync/test-support/sync-http';
import { readDocument } from '../sync/write-document';
import { answer, callApi } from '../test/api';
import { refreshTokens, signIn, startSignIn, submitLogin } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';

const SCHNEIDER = 'acme-emp-schneider';
const PASSWORD = 'ein-langes-passwort';

let server: TestServer;
let anna: string;
let clientNumber = 0;

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
}, 60_000);
afterAll(() => server.close());

const employee = async (id: string, tenantId = 'tenant-acme') => {
  const row = await readDocument(server.database.db, tenantId, id);
  if (!row) throw new Error(`no ${id}`);
  return row;
};

async function patch(token: string, tenant: string, id: string, fields: Record<string, unknown>) {
  const current = await readDocument(server.database.db, `tenant-${tenant}`, id);
  const mutation: Mutation = {
    op: 'patch',
    number: 1,
    type: 'EMPLOYEE',
    id,
    baseVersion: current?.version ?? 1,
    fields: Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, { value, base: current?.data[name] ?? null }]),
    ),
  };
  const response = await callApi(server.url, '/api/v2/sync/push', {
    token,
    tenant,
    method: 'POST',
    headers: { ...SYNC_HEADERS, ...XSRF_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: `accounts-${++clientNumber}`, mutations: [mutation] }),
  });
  const { status, body } = await answer(response);
  if (status !== 200) throw new Error(JSON.stringify(body));
  return (body as { results: { status: string; code?: string }[] }).results[0];
}

async function accountState(token: string, tenant: string, id: string) {
  return answer(await callApi(server.url, `/api/v2/employees/${id}/account`, { token, tenant }));
}

function requestLink(token: string, tenant: string, id: string) {
  return callApi(server.url, accountLinkPath(id), { token, tenant, method: 'POST', headers: XSRF_HEADERS });
}

async function linkToken(token: string, tenant: string, id: string): Promise<string> {
  const { status, body } = await answer(await requestLink(token, tenant, id));
  expect(status).toBe(200);
  const { url, expiresAt } = body as { url: string; expiresAt: number };
  expect(url.startsWith(`${server.url}${SET_PASSWORD_PATH}#token=`)).toBe(true);
  expect(expiresAt).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  return url.split('#token=')[1] ?? '';
}

function setPassword(token: string, password = PASSWORD) {
  return fetch(`${server.url}${SET_PASSWORD_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
}

async function loginStatus(email: string, password: string): Promise<number> {
  const pending = await startSignIn(server.url);
  return (await submitLogin(server.url, pending, email, password)).status;
}

const accountOf = (email: string) =>
  server.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, email)).get();

describe('employee accounts in the embedded provider', () => {
  it('creates an account, hands out a one-time link, and the employee signs in with the password set', async () => {
    const email = String((await employee(SCHNEIDER)).data.email).toLowerCase();
    expect(await accountOf(email)).toBeUndefined();
    expect((await patch(anna, 'acme', SCHNEIDER, { shouldCreateAccount: true }))?.status).toBe('applied');
    expect((await employee(SCHNEIDER)).data).toMatchObject({ hasAccount: true, shouldCreateAccount: false });
    expect((await employee(SCHNEIDER)).updatedBy).toBeNull();
    expect((await accountOf(email))?.passwordPending).toBe(true);
    expect(await loginStatus(email, PASSWORD)).toBe(401);

    expect(await accountState(anna, 'acme', SCHNEIDER)).toEqual({
      status: 200,
      body: { provider: 'embedded', linkAvailable: true },
    });
    const token = await linkToken(anna, 'acme', SCHNEIDER);
    expect((await setPassword(token, 'kurz')).status).toBe(400);
    // The same link sent twice at once: one request sets the password, the other finds no link.
    const twice = await Promise.all([setPassword(token), setPassword(token)]);
    expect(twice.map((response) => response.status).sort()).toEqual([204, 404]);
    expect((await setPassword(token, 'noch-ein-passwort')).status).toBe(404);
    expect((await accountOf(email))?.passwordPending).toBe(false);
    // A link for an account that has its password would let the administrator take it over.
    expect((await requestLink(anna, 'acme', SCHNEIDER)).status).toBe(404);
    expect((await accountState(anna, 'acme', SCHNEIDER)).body).toEqual({ provider: 'embedded', linkAvailable: false });

    const tokens = await signIn(server.url, email, PASSWORD);
    const pull = await callApi(server.url, '/api/v2/sync/pull?cursor=0&limit=1', {
      token: tokens.accessToken,
      tenant: 'acme',
      headers: SYNC_HEADERS,
    });
    expect(pull.status).toBe(200);
    const accountId = (await accountOf(email))?.id ?? '';
    const providerRecords = async () =>
      (await server.database.db.select().from(oidcPayloads).where(eq(oidcPayloads.accountId, accountId)).all()).map(
        (row) => row.kind,
      );
    expect(await providerRecords()).toEqual(expect.arrayContaining(['Session', 'RefreshToken']));

    expect((await patch(anna, 'acme', SCHNEIDER, { shouldDeleteAccount: true }))?.status).toBe('applied');
    expect((await employee(SCHNEIDER)).data).toMatchObject({ hasAccount: false, shouldDeleteAccount: false });
    expect(await accountOf(email)).toBeUndefined();
    expect(await providerRecords()).toEqual([]);
    expect(await loginStatus(email, PASSWORD)).toBe(401);
    expect((await refreshTokens(server.url, tokens.refreshToken)).status).toBe(400);
  });

  it('refuses an expired link and makes an earlier link void when a new one is issued', async () => {
    const id = 'acme-emp-hoffmann';
    await patch(anna, 'acme', id, { shouldCreateAccount: true });
    const first = await linkToken(anna, 'acme', id);
    const second = await linkToken(anna, 'acme', id);
    expect((await setPassword(first)).status).toBe(404);
    await server.database.db
      .update(passwordLinks)
      .set({ expiresAt: Date.now() - 1 })
      .run();
    expect((await setPassword(second)).status).toBe(404);
  });

  it('refuses a create for an e-mail another employee of the tenant signs in with', async () => {
    const email = String((await employee('acme-emp-hoffmann')).data.email);
    const result = await patch(anna, 'acme', 'acme-emp-becker', { email, shouldCreateAccount: true });
    expect(result).toMatchObject({ status: 'rejected', code: 'VALIDATION' });
    expect((await employee('acme-emp-becker')).data.hasAccount).toBe(false);
  });

  it('binds an existing account of another tenant without a link, and a delete keeps the other binding', async () => {
    const id = 'acme-emp-becker';
    await patch(anna, 'acme', id, { email: 'tom@sorgfalt.example', shouldCreateAccount: true });
    expect((await employee(id)).data.hasAccount).toBe(true);
    expect((await requestLink(anna, 'acme', id)).status).toBe(404);
    await patch(anna, 'acme', id, { shouldDeleteAccount: true });
    expect((await employee(id)).data.hasAccount).toBe(false);
    const tom = await signIn(server.url, 'tom@sorgfalt.example');
    const tenants = await server.database.db
      .select()
      .from(employeeAccounts)
      .where(eq(employeeAccounts.userId, 'user-demo-tom'))
      .all();
    expect(tenants.map((binding) => binding.tenantId)).toEqual(['tenant-nordlicht']);
    expect(tom.accessToken).not.toBe('');
  });

  it('refuses links to a foreign tenant and to members without permission', async () => {
    const lea = (await signIn(server.url, 'lea@sorgfalt.example')).accessToken;
    expect((await requestLink(lea, 'acme', 'acme-emp-hoffmann')).status).toBe(403);
    expect((await requestLink(lea, 'paragraf', 'acme-emp-hoffmann')).status).toBe(404);
    expect((await accountState(lea, 'paragraf', 'acme-emp-hoffmann')).status).toBe(404);
    const tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
    const petersen = await employee('nord-emp-petersen', 'tenant-nordlicht');
    expect((await patch(tom, 'nordlicht', petersen.id, { shouldCreateAccount: true }))?.status).toBe('rejected');
    expect(await accountOf(String(petersen.data.email))).toBeUndefined();
    expect([403, 404]).toContain((await requestLink(tom, 'nordlicht', petersen.id)).status);
  });
});
