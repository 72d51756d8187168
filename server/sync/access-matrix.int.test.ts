import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, MutationResult, PushResponse } from '../../shared/sync/protocol';
import { answer, callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { relaxDurability, startTestServer, type TestServer } from '../test/test-server';
import {
  createAt,
  decoyId,
  deleteOf,
  EMPLOYEES,
  type EmployeeFixture,
  employeeEmail,
  insertIdentities,
  type MatrixCase,
  matrixCases,
  type Outcome,
  PLACE_LABELS,
  type PlaceKey,
  RESOURCES,
  type ResourceFixture,
  renameOf,
  resourceFixture,
  setupDocuments,
  sharedId,
  signInFrom,
  targetId,
} from './test-support/access-fixtures';

/**
 * The access matrix of docs/sync-spec.md A1–A5 and A7 (issue 3): employee (role × action ×
 * organisation scope) × resource × place × channel (pull, history, patch, delete, create),
 * every cell asserted against one real server; plus tenant membership and module subscription.
 */

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=matrix-xsrf', 'x-xsrf-token': 'matrix-xsrf' };
const MAX_BATCH = 100;

let server: TestServer;
let anna: string;
const tokens = new Map<string, string>();
const pulls = new Map<string, Promise<Map<string, string>>>();
let clients = 0;
const newClient = () => `matrix-client-${++clients}`;

function tokenOf(employee: EmployeeFixture): string {
  const token = tokens.get(employee.key);
  if (!token) throw new Error(`${employee.key} is not signed in`);
  return token;
}

async function pushAs(token: string, tenant: string, clientId: string, mutations: Mutation[]) {
  const response = await callApi(server.url, '/api/v2/sync/push', {
    token,
    tenant,
    method: 'POST',
    headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, mutations }),
  });
  const { status, body } = await answer(response);
  return { status, body: body as PushResponse };
}

/** One mutation from a fresh device; its single result. */
async function pushOne(token: string, tenant: string, mutation: Mutation): Promise<MutationResult | undefined> {
  const { status, body } = await pushAs(token, tenant, newClient(), [mutation]);
  expect(status).toBe(200);
  return body.results[0];
}

interface FeedPage {
  readonly reset: boolean;
  readonly cursor: number;
  readonly hasMore?: boolean;
  readonly changes?: readonly { readonly id: string; readonly type?: string; readonly removed?: true }[];
}

/** The ids and types a full pull (all pages from cursor 0) shows the caller. */
async function fullPull(token: string, tenant: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  let cursor = 0;
  for (let page = 0; page < 100; page++) {
    const response = await callApi(server.url, `/api/v2/sync/pull?cursor=${cursor}&limit=1000`, {
      token,
      tenant,
      headers: SYNC,
    });
    const { status, body } = await answer(response);
    if (status !== 200) throw new Error(`pull answered ${status}`);
    const feed = body as FeedPage;
    if (feed.reset) throw new Error('unexpected reset');
    for (const change of feed.changes ?? []) {
      if (change.removed) seen.delete(change.id);
      else seen.set(change.id, change.type ?? '');
    }
    cursor = feed.cursor;
    if (!feed.hasMore) return seen;
  }
  throw new Error('pull did not end');
}

function pullOf(employee: EmployeeFixture): Promise<Map<string, string>> {
  let pull = pulls.get(employee.key);
  if (!pull) {
    pull = fullPull(tokenOf(employee), 'acme');
    pulls.set(employee.key, pull);
  }
  return pull;
}

async function history(token: string, tenant: string, type: string, id: string) {
  return answer(await callApi(server.url, `/api/v2/history/${type}/${id}`, { token, tenant }));
}

beforeAll(async () => {
  // A trusted loopback proxy lets each employee sign in from an address of its own (signInFrom).
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  // Durability is not under test: without an fsync per commit the ~2,700 commits take seconds, not half a minute.
  relaxDurability(server.database);
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  const documents = setupDocuments();
  for (let start = 0; start < documents.length; start += MAX_BATCH) {
    const batch: Mutation[] = documents
      .slice(start, start + MAX_BATCH)
      .map((doc, index) => ({ op: 'create', number: start + index + 1, ...doc }));
    const { body } = await pushAs(anna, 'acme', 'access-matrix-setup', batch);
    const failed = body.results.filter((result) => result.status !== 'applied');
    if (failed.length > 0) throw new Error(`setup push failed: ${JSON.stringify(failed.slice(0, 3))}`);
  }
  await insertIdentities(server.database.db, EMPLOYEES);
  for (let start = 0; start < EMPLOYEES.length; start += 4) {
    await Promise.all(
      EMPLOYEES.slice(start, start + 4).map(async (employee, offset) => {
        const address = `198.51.100.${start + offset + 1}`;
        tokens.set(employee.key, await signInFrom(server.url, employeeEmail(employee), address));
      }),
    );
  }
});

afterAll(async () => {
  await server?.close();
});

function expectChange(result: MutationResult | undefined, expected: Outcome, version: number): void {
  if (expected === 'allow') {
    expect(result).toMatchObject({ number: 1, status: 'applied', version });
    return;
  }
  const code = expected === 'deny (NOT_FOUND)' ? 'NOT_FOUND' : 'FORBIDDEN';
  expect(result).toEqual({ number: 1, status: 'rejected', code, issues: [] });
}

async function assertCell(c: MatrixCase): Promise<void> {
  const token = tokenOf(c.employee);
  const shared = sharedId(c.resource, c.place);
  switch (c.channel) {
    case 'pull': {
      const seen = await pullOf(c.employee);
      if (c.expected === 'allow') expect(seen.get(shared)).toBe(c.resource.type);
      else expect(seen.has(shared)).toBe(false);
      return;
    }
    case 'history': {
      const { status, body } = await history(token, 'acme', c.resource.type, shared);
      if (c.expected === 'allow') {
        expect(status).toBe(200);
        expect(body).toMatchObject({ entries: [{ version: 1, deleted: false }] });
      } else {
        expect({ status, body }).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
      }
      return;
    }
    case 'update':
      expectChange(await pushOne(token, 'acme', renameOf(1, c.resource, targetId(c))), c.expected, 2);
      return;
    case 'delete':
      expectChange(await pushOne(token, 'acme', deleteOf(1, c.resource, targetId(c))), c.expected, 2);
      return;
    case 'create':
      expectChange(await pushOne(token, 'acme', createAt(1, c.resource, c.place, targetId(c))), c.expected, 1);
      return;
  }
}

/** `%s` names a test in full; `$name` would be cut after 40 characters. */
const named = <T extends { readonly name: string }>(cases: readonly T[]) => cases.map((c): [string, T] => [c.name, c]);
const EMPLOYEE_ROWS = EMPLOYEES.map((employee): [string, EmployeeFixture] => [employee.label, employee]);

describe.each(EMPLOYEE_ROWS)('A2–A5 access matrix in acme, role %s', (_label, employee) => {
  it.each(named(matrixCases(employee)))('%s', (_name, c) => assertCell(c));
});

const PLACED = RESOURCES.flatMap((resource) =>
  resource.places.map((place): [string, ResourceFixture, PlaceKey] => [
    `${resource.resource} at ${PLACE_LABELS[place]}`,
    resource,
    place,
  ]),
);

describe('A2–A5: the denied changes of the matrix changed nothing', () => {
  it.each(PLACED)('the decoy %s, target of every denied update and delete, is still version 1', async (_n, r, p) => {
    const { status, body } = await history(anna, 'acme', r.type, decoyId(r, p));
    expect(status).toBe(200);
    expect(body).toEqual({ entries: [expect.objectContaining({ version: 1, deleted: false })] });
  });
});

describe.each(EMPLOYEE_ROWS)('A1: role %s calls nordlicht, where the employee is no member', (_label, employee) => {
  it('pull answers 403', async () => {
    const response = await callApi(server.url, '/api/v2/sync/pull', {
      token: tokenOf(employee),
      tenant: 'nordlicht',
      headers: SYNC,
    });
    expect(await answer(response)).toEqual({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
  });

  it('push answers 403 and applies nothing', async () => {
    const id = `am-foreign-${employee.key}`;
    const contact = resourceFixture('CONTACTS');
    const { status, body } = await pushAs(tokenOf(employee), 'nordlicht', newClient(), [
      createAt(1, contact, 'none', id),
    ]);
    expect({ status, body }).toEqual({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    expect((await history(anna, 'nordlicht', 'CONTACT', id)).status).toBe(404);
  });

  it('history answers 403', async () => {
    expect(await history(tokenOf(employee), 'nordlicht', 'CONTACT', 'am-co-x')).toEqual({
      status: 403,
      body: { error: { code: 'FORBIDDEN' } },
    });
  });
});

interface ForeignCase {
  readonly name: string;
  readonly resource: ResourceFixture;
  readonly place: PlaceKey;
  readonly code: 'NOT_FOUND' | 'MODULE_NOT_SUBSCRIBED';
}

const FOREIGN_CASES: readonly ForeignCase[] = RESOURCES.flatMap((resource) =>
  resource.places.map((place) => {
    const code = resource.inNordlicht ? 'NOT_FOUND' : 'MODULE_NOT_SUBSCRIBED';
    return { name: `${resource.resource} at ${PLACE_LABELS[place]}`, resource, place, code };
  }),
);

describe("A7: Anna, admin in nordlicht, meets acme's documents as ids that do not exist", () => {
  it('the full pull of nordlicht holds none of them', async () => {
    const seen = await fullPull(anna, 'nordlicht');
    const acmeIds = FOREIGN_CASES.map((c) => sharedId(c.resource, c.place));
    expect(acmeIds.filter((id) => seen.has(id))).toEqual([]);
  });

  it.each(named(FOREIGN_CASES))('history of %s answers 404', async (_name, c) => {
    expect(await history(anna, 'nordlicht', c.resource.type, sharedId(c.resource, c.place))).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
  });

  const withCode = FOREIGN_CASES.map((c): [string, ForeignCase] => [`${c.name}: rejected ${c.code}`, c]);

  it.each(withCode)('patch of %s', async (_name, c) => {
    const result = await pushOne(anna, 'nordlicht', renameOf(1, c.resource, sharedId(c.resource, c.place)));
    expect(result).toEqual({ number: 1, status: 'rejected', code: c.code, issues: [] });
  });

  it.each(withCode)('delete of %s', async (_name, c) => {
    const result = await pushOne(anna, 'nordlicht', deleteOf(1, c.resource, sharedId(c.resource, c.place)));
    expect(result).toEqual({ number: 1, status: 'rejected', code: c.code, issues: [] });
  });

  it('the acme documents are unchanged afterwards (version 1 in acme)', async () => {
    for (const c of FOREIGN_CASES) {
      const { body } = await history(anna, 'acme', c.resource.type, sharedId(c.resource, c.place));
      expect(body, c.name).toMatchObject({ entries: [{ version: 1 }] });
      expect((body as { entries: unknown[] }).entries).toHaveLength(1);
    }
  });

  it('a create in nordlicht with an acme id applies as a new document, not as an "exists" conflict', async () => {
    const contact = resourceFixture('CONTACTS');
    const result = await pushOne(anna, 'nordlicht', createAt(1, contact, 'none', sharedId(contact, 'none')));
    expect(result).toMatchObject({ number: 1, status: 'applied', version: 1 });
  });
});

describe('A1 modules: nordlicht does not subscribe HAZARDOUS_SUBSTANCES', () => {
  const substance = {
    name: 'Aceton',
    storageLocations: [{ id: 'sl-1', storage: 'am-nl-st', quantity: { value: 20, unit: 'L' } }],
  };

  it("Anna's SUBSTANCE create in nordlicht is rejected MODULE_NOT_SUBSCRIBED; its storage (no module) applies", async () => {
    const { status, body } = await pushAs(anna, 'nordlicht', newClient(), [
      {
        op: 'create',
        number: 1,
        type: 'DEPARTMENT',
        id: 'am-nl-dep',
        data: { name: 'Lager', parent: 'nord-loc-hamburg' },
      },
      {
        op: 'create',
        number: 2,
        type: 'STORAGE',
        id: 'am-nl-st',
        data: { name: 'Fasslager', department: 'am-nl-dep', responsible: 'nord-emp-anna' },
      },
      { op: 'create', number: 3, type: 'SUBSTANCE', id: 'am-nl-su', data: substance },
    ]);
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { number: 1, status: 'applied', version: 1, seq: expect.any(Number) },
      { number: 2, status: 'applied', version: 1, seq: expect.any(Number) },
      { number: 3, status: 'rejected', code: 'MODULE_NOT_SUBSCRIBED', issues: [] },
    ]);
  });

  it('the same SUBSTANCE create applies in acme, which subscribes the module', async () => {
    const result = await pushOne(anna, 'acme', {
      op: 'create',
      number: 1,
      type: 'SUBSTANCE',
      id: 'am-acme-su',
      data: {
        ...substance,
        storageLocations: [{ id: 'sl-1', storage: 'am-st-nm', quantity: { value: 5, unit: 'L' } }],
      },
    });
    expect(result).toMatchObject({ number: 1, status: 'applied', version: 1 });
  });

  it('nordlicht shows no substance in pull or history', async () => {
    const seen = await fullPull(anna, 'nordlicht');
    expect([...seen.values()]).not.toContain('SUBSTANCE');
    expect(seen.get('am-nl-st')).toBe('STORAGE');
    expect((await history(anna, 'nordlicht', 'SUBSTANCE', 'am-nl-su')).status).toBe(404);
  });
});
