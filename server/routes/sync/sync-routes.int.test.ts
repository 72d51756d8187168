import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, PullResponse, PushResponse } from '../../../shared/sync/protocol';
import { DEMO_DOCUMENTS } from '../../seed/demo-data';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=test-xsrf', 'x-xsrf-token': 'test-xsrf' };

let server: TestServer;
let anna: string;
let tom: string;

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

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

async function pullAs(token: string, tenant: string, cursor = 0, limit = 500) {
  const response = await callApi(server.url, `/api/v2/sync/pull?cursor=${cursor}&limit=${limit}`, {
    token,
    tenant,
    headers: SYNC,
  });
  const { status, body } = await answer(response);
  return { status, body: body as PullResponse };
}

const createContact = (number: number, id: string, name = 'Entsorgung Meyer'): Mutation => ({
  op: 'create',
  number,
  type: 'CONTACT',
  id,
  data: { name, phone: '040 123' },
});

let clientSeq = 0;
const newClient = () => `client-${++clientSeq}-${Date.now()}`;

describe('sync push and pull (docs/sync-spec.md)', () => {
  it('P1: a sync call without the protocol version it speaks gets 426', async () => {
    const response = await callApi(server.url, '/api/v2/sync/pull', { token: anna, tenant: 'acme' });
    expect(await answer(response)).toEqual({ status: 426, body: { error: { code: 'PROTOCOL_UNSUPPORTED' } } });
  });

  it('P6/M1: a created document is applied as version 1 and reaches the feed', async () => {
    const client = newClient();
    const push = await pushAs(anna, 'acme', client, [createContact(1, 'contact-p6')]);
    expect(push.status).toBe(200);
    expect(push.body.results).toEqual([{ number: 1, status: 'applied', version: 1, seq: expect.any(Number) }]);
    const pull = await pullAs(anna, 'acme');
    expect(pull.body.reset).toBe(false);
    if (!pull.body.reset) {
      const change = pull.body.changes.find((c) => c.id === 'contact-p6');
      expect(change).toMatchObject({
        type: 'CONTACT',
        version: 1,
        deleted: false,
        data: { name: 'Entsorgung Meyer', phone: '040 123' },
      });
    }
  });

  it('P7: a retried push answers the stored results and applies nothing twice', async () => {
    const client = newClient();
    const first = await pushAs(anna, 'acme', client, [
      createContact(1, 'contact-p7'),
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'contact-p7',
        baseVersion: 1,
        fields: { phone: { value: '040 999', base: '040 123' } },
      },
    ]);
    const again = await pushAs(anna, 'acme', client, [
      createContact(1, 'contact-p7'),
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'contact-p7',
        baseVersion: 1,
        fields: { phone: { value: '040 999', base: '040 123' } },
      },
    ]);
    expect(again.body).toEqual(first.body);
    const history = await answer(
      await callApi(server.url, '/api/v2/history/CONTACT/contact-p7', { token: anna, tenant: 'acme' }),
    );
    expect((history.body as { entries: unknown[] }).entries).toHaveLength(2);
  });

  it('P7: a gap is refused together with every later mutation, nothing applied', async () => {
    const client = newClient();
    const push = await pushAs(anna, 'acme', client, [
      createContact(2, 'contact-gap-a'),
      createContact(3, 'contact-gap-b'),
    ]);
    expect(push.body.results).toEqual([
      { number: 2, status: 'gap' },
      { number: 3, status: 'gap' },
    ]);
    const retry = await pushAs(anna, 'acme', client, [createContact(1, 'contact-gap-a')]);
    expect(retry.body.results[0]).toMatchObject({ status: 'applied' });
  });

  it('P8/M9: a rejected mutation advances the number and names the field', async () => {
    const client = newClient();
    const push = await pushAs(anna, 'acme', client, [
      { op: 'create', number: 1, type: 'CONTACT', id: 'contact-bad', data: { phone: '1' } },
      createContact(2, 'contact-after-bad'),
    ]);
    expect(push.body.results).toEqual([
      { number: 1, status: 'rejected', code: 'VALIDATION', issues: [{ path: 'name', message: 'validation.required' }] },
      { number: 2, status: 'applied', version: 1, seq: expect.any(Number) },
    ]);
  });

  it('M2/M3: edits of two devices merge per field; the same field keeps the server value and returns a conflict', async () => {
    const tablet = newClient();
    const desktop = newClient();
    await pushAs(anna, 'acme', tablet, [createContact(1, 'contact-merge', 'Alt')]);
    const first = await pushAs(anna, 'acme', tablet, [
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'contact-merge',
        baseVersion: 1,
        fields: { name: { value: 'Tablet', base: 'Alt' } },
      },
    ]);
    expect(first.body.results[0]).toMatchObject({ status: 'applied', version: 2 });
    const second = await pushAs(anna, 'acme', desktop, [
      {
        op: 'patch',
        number: 1,
        type: 'CONTACT',
        id: 'contact-merge',
        baseVersion: 1,
        fields: { phone: { value: '040 555', base: '040 123' } },
      },
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'contact-merge',
        baseVersion: 1,
        fields: { name: { value: 'Desktop', base: 'Alt' } },
      },
    ]);
    expect(second.body.results[0]).toMatchObject({ status: 'merged', version: 3 });
    expect(second.body.results[1]).toMatchObject({
      status: 'conflict',
      kind: 'field',
      conflicts: [{ path: ['name'], base: 'Alt', server: 'Tablet', client: 'Desktop' }],
      server: { version: 3, data: { name: 'Tablet', phone: '040 555' } },
    });
  });

  it('M5/M6/M7: edit on a deleted document, delete on a stale base and a second create are conflicts', async () => {
    const office = newClient();
    const tablet = newClient();
    await pushAs(anna, 'acme', office, [createContact(1, 'contact-m5')]);
    await pushAs(anna, 'acme', office, [
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'contact-m5',
        baseVersion: 1,
        fields: { phone: { value: '2', base: '040 123' } },
      },
    ]);
    const stale = await pushAs(anna, 'acme', tablet, [
      { op: 'delete', number: 1, type: 'CONTACT', id: 'contact-m5', baseVersion: 1 },
      createContact(2, 'contact-m5'),
      { op: 'delete', number: 3, type: 'CONTACT', id: 'contact-m5', baseVersion: 2 },
      {
        op: 'patch',
        number: 4,
        type: 'CONTACT',
        id: 'contact-m5',
        baseVersion: 2,
        fields: { phone: { value: '3', base: '2' } },
      },
    ]);
    expect(stale.body.results.map((r) => [r.status, 'kind' in r ? r.kind : undefined])).toEqual([
      ['conflict', 'changed'],
      ['conflict', 'exists'],
      ['applied', undefined],
      ['conflict', 'deleted'],
    ]);
  });

  it("M6: a device's delete after its own unacknowledged edit is no conflict", async () => {
    const tablet = newClient();
    await pushAs(anna, 'acme', tablet, [createContact(1, 'contact-m6-own')]);
    const push = await pushAs(anna, 'acme', tablet, [
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'contact-m6-own',
        baseVersion: 1,
        fields: { phone: { value: '9', base: '040 123' } },
      },
      { op: 'delete', number: 3, type: 'CONTACT', id: 'contact-m6-own', baseVersion: 1 },
    ]);
    expect(push.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
  });

  it('M8: a client cannot set server-managed fields', async () => {
    const client = newClient();
    await pushAs(anna, 'acme', client, [createContact(1, 'contact-m8')]);
    const push = await pushAs(anna, 'acme', client, [
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'contact-m8',
        baseVersion: 1,
        fields: { createdBy: { value: 'someone', base: null } },
      },
    ]);
    expect(push.body.results[0]).toMatchObject({
      status: 'rejected',
      code: 'VALIDATION',
      issues: [{ path: 'createdBy', message: 'validation.invalid' }],
    });
  });

  it('A2/A3: a driver who may only read transport documents cannot create contacts and pulls none', async () => {
    const push = await pushAs(tom, 'nordlicht', newClient(), [createContact(1, 'contact-tom')]);
    expect(push.body.results[0]).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
    await pushAs(anna, 'nordlicht', newClient(), [createContact(1, 'contact-nordlicht')]);
    const pull = await pullAs(tom, 'nordlicht');
    expect(pull.body.reset).toBe(false);
    if (!pull.body.reset) expect(pull.body.changes.filter((c) => c.id.startsWith('contact'))).toEqual([]);
  });

  it("A4: a driver with OWN_LOCATION reads the transport documents of his depot and not another depot's", async () => {
    const party = (postalName: string) => ({
      postalName,
      street: 'Hafenstraße',
      houseNumber: '1',
      zipCode: '20457',
      city: 'Hamburg',
    });
    const transport = (number: number, id: string, location: string): Mutation => ({
      op: 'create',
      number,
      type: 'ADR_TRANSPORT_DOCUMENT',
      id,
      data: {
        name: `Tour ${id}`,
        location,
        consignor: party('Nordlicht Spedition GmbH'),
        consignee: party('Lackiererei Süd AG'),
        transporter: party('Nordlicht Spedition GmbH'),
        cargo: [
          {
            id: 'c1',
            dangerLabels: ['3'],
            numberOfItems: 4,
            packaging: 'Kanister',
            quantityNet: { value: 80, unit: 'L' },
            transportCategory: 3,
          },
        ],
      },
    });
    const office = newClient();
    const setup = await pushAs(anna, 'nordlicht', office, [
      { op: 'create', number: 1, type: 'LOCATION', id: 'nord-loc-bremen', data: { name: 'Depot Bremen' } },
      transport(2, 'tour-hamburg', 'nord-loc-hamburg'),
      transport(3, 'tour-bremen', 'nord-loc-bremen'),
    ]);
    expect(setup.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const pull = await pullAs(tom, 'nordlicht');
    if (pull.body.reset) throw new Error('unexpected reset');
    const seeded = DEMO_DOCUMENTS.filter(
      (d) => d.tenantId === 'tenant-nordlicht' && d.type === 'ADR_TRANSPORT_DOCUMENT',
    );
    const seededHamburg = seeded.filter((d) => d.data.location === 'nord-loc-hamburg').map((d) => d.id);
    const seededElsewhere = seeded.filter((d) => d.data.location !== 'nord-loc-hamburg').map((d) => d.id);
    expect(seededHamburg.length).toBeGreaterThanOrEqual(2);
    expect(seededElsewhere.length).toBeGreaterThanOrEqual(1);
    const ids = pull.body.changes.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['tour-hamburg', ...seededHamburg]));
    expect(ids.filter((id) => id === 'tour-bremen' || seededElsewhere.includes(id))).toEqual([]);
    expect(pull.body.changes.map((c) => ('type' in c ? c.type : 'removed'))).toEqual(
      ids.map(() => 'ADR_TRANSPORT_DOCUMENT'),
    );
    const denied = await pushAs(tom, 'nordlicht', newClient(), [
      {
        op: 'patch',
        number: 1,
        type: 'ADR_TRANSPORT_DOCUMENT',
        id: 'tour-hamburg',
        baseVersion: 1,
        fields: { name: { value: 'x', base: 'Tour tour-hamburg' } },
      },
    ]);
    expect(denied.body.results[0]).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
  });

  it("A8: when a driver's location is taken away, his next pull answers reset and the fresh pull holds nothing of the depot", async () => {
    const before = await pullAs(tom, 'nordlicht');
    if (before.body.reset) throw new Error('unexpected reset');
    expect(before.body.changes.map((c) => c.id)).toContain('tour-hamburg');
    const office = newClient();
    const edit = await pushAs(anna, 'nordlicht', office, [
      {
        op: 'patch',
        number: 1,
        type: 'EMPLOYEE',
        id: 'nord-emp-tom',
        baseVersion: 1,
        fields: { locations: { value: [], base: ['nord-loc-hamburg'] } },
      },
    ]);
    expect(edit.body.results[0]).toMatchObject({ status: 'applied' });
    const response = await callApi(
      server.url,
      `/api/v2/sync/pull?cursor=${before.body.cursor}&scope=${before.body.scope}`,
      { token: tom, tenant: 'nordlicht', headers: SYNC },
    );
    expect((await answer(response)).body).toMatchObject({ reset: true, cursor: 0 });
    const fresh = await pullAs(tom, 'nordlicht');
    if (fresh.body.reset) throw new Error('unexpected reset');
    expect(fresh.body.changes.map((c) => c.id)).not.toContain('tour-hamburg');
    await pushAs(anna, 'nordlicht', office, [
      {
        op: 'patch',
        number: 2,
        type: 'EMPLOYEE',
        id: 'nord-emp-tom',
        baseVersion: 2,
        fields: { locations: { value: ['nord-loc-hamburg'], base: [] } },
      },
    ]);
  });

  it('A6: a document that is deleted reaches a device that pulled it before as a removal', async () => {
    const client = newClient();
    await pushAs(anna, 'nordlicht', client, [createContact(1, 'contact-a6')]);
    const before = await pullAs(anna, 'nordlicht');
    const cursor = before.body.reset ? 0 : before.body.cursor;
    await pushAs(anna, 'nordlicht', client, [
      { op: 'delete', number: 2, type: 'CONTACT', id: 'contact-a6', baseVersion: 1 },
    ]);
    const after = await pullAs(anna, 'nordlicht', cursor);
    expect(after.body).toMatchObject({ reset: false, changes: [{ id: 'contact-a6', removed: true }] });
  });

  it("A7: another tenant's document id answers not found, in push and in history", async () => {
    await pushAs(anna, 'acme', newClient(), [createContact(1, 'contact-acme-only')]);
    const push = await pushAs(anna, 'nordlicht', newClient(), [
      {
        op: 'patch',
        number: 1,
        type: 'CONTACT',
        id: 'contact-acme-only',
        baseVersion: 1,
        fields: { name: { value: 'x', base: 'Entsorgung Meyer' } },
      },
    ]);
    expect(push.body.results[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    const history = await callApi(server.url, '/api/v2/history/CONTACT/contact-acme-only', {
      token: anna,
      tenant: 'nordlicht',
    });
    expect(await answer(history)).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it('A7: an id held by a document of another type answers not found; creating it is refused', async () => {
    await pushAs(anna, 'acme', newClient(), [createContact(1, 'contact-typed')]);
    const push = await pushAs(anna, 'acme', newClient(), [
      { op: 'delete', number: 1, type: 'STORAGE', id: 'contact-typed', baseVersion: 1 },
      {
        op: 'patch',
        number: 2,
        type: 'LOCATION',
        id: 'contact-typed',
        baseVersion: 1,
        fields: { name: { value: 'x', base: 'Entsorgung Meyer' } },
      },
      { op: 'create', number: 3, type: 'LOCATION', id: 'contact-typed', data: { name: 'Lager' } },
    ]);
    expect(push.body.results.map((result) => (result.status === 'rejected' ? result.code : result.status))).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'FORBIDDEN',
    ]);
    const history = await callApi(server.url, '/api/v2/history/STORAGE/contact-typed', { token: anna, tenant: 'acme' });
    expect(await answer(history)).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it('history lists who changed which fields when', async () => {
    const client = newClient();
    await pushAs(anna, 'acme', client, [
      createContact(1, 'contact-history'),
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'contact-history',
        baseVersion: 1,
        fields: { phone: { value: '040 1', base: '040 123' } },
      },
    ]);
    const history = await answer(
      await callApi(server.url, '/api/v2/history/CONTACT/contact-history', { token: anna, tenant: 'acme' }),
    );
    expect(history.body).toEqual({
      entries: [
        {
          version: 1,
          committedAt: expect.any(String),
          committedBy: { employeeId: 'acme-emp-anna', name: 'Anna Berger' },
          changedFields: ['name', 'phone'],
          deleted: false,
          systemReason: null,
        },
        {
          version: 2,
          committedAt: expect.any(String),
          committedBy: { employeeId: 'acme-emp-anna', name: 'Anna Berger' },
          changedFields: ['phone'],
          deleted: false,
          systemReason: null,
        },
      ],
    });
  });

  it('S2: the history names the system and its reason for a version no device made', async () => {
    const history = await answer(
      await callApi(server.url, '/api/v2/history/ADR_TRANSPORT_DOCUMENT/acme-td-2026-121', {
        token: anna,
        tenant: 'acme',
      }),
    );
    expect(history.body).toMatchObject({ entries: [{ version: 1, committedBy: null, systemReason: 'seed' }] });
  });

  it('P3: pages follow the cursor, never repeat a commit and end with hasMore false', async () => {
    const seen: string[] = [];
    let cursor = 0;
    for (let page = 0; page < 100; page += 1) {
      const pull = await pullAs(anna, 'acme', cursor, 2);
      if (pull.body.reset) throw new Error('unexpected reset');
      seen.push(...pull.body.changes.map((c) => c.id));
      cursor = pull.body.cursor;
      if (!pull.body.hasMore) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain('contact-p6');
  });

  it('P3: a page that more follow names the next cursor and scope in its headers; the last page and a reset do not', async () => {
    const ask = (cursor: number, limit: number) =>
      callApi(server.url, `/api/v2/sync/pull?cursor=${cursor}&limit=${limit}`, {
        token: anna,
        tenant: 'acme',
        headers: SYNC,
      });
    const first = await ask(0, 2);
    const page = (await first.json()) as PullResponse;
    if (page.reset) throw new Error('unexpected reset');
    expect(page.hasMore).toBe(true);
    expect(first.headers.get('sorgfalt-next-cursor')).toBe(String(page.cursor));
    expect(first.headers.get('sorgfalt-next-scope')).toBe(page.scope);
    const last = await ask(0, 1000);
    expect(await last.json()).toMatchObject({ reset: false, hasMore: false });
    expect(last.headers.get('sorgfalt-next-cursor')).toBeNull();
    const reset = await ask(999_999, 2);
    expect(await reset.json()).toMatchObject({ reset: true });
    expect(reset.headers.get('sorgfalt-next-cursor')).toBeNull();
    expect(reset.headers.get('sorgfalt-next-scope')).toBeNull();
  });

  it('P5: a cursor the server cannot serve answers reset', async () => {
    expect((await pullAs(anna, 'acme', 999_999)).body).toMatchObject({ reset: true, cursor: 0 });
  });

  it('malformed pushes get a 4xx with a code, never a 5xx', async () => {
    const bodies = [
      '{}',
      '[]',
      '{"clientId":"short","mutations":[]}',
      JSON.stringify({ clientId: 'client-xxxxxxxx', mutations: [{ op: 'drop', number: 1 }] }),
      'not json',
    ];
    for (const body of bodies) {
      const response = await callApi(server.url, '/api/v2/sync/push', {
        token: anna,
        tenant: 'acme',
        method: 'POST',
        headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
        body,
      });
      const { status, body: answerBody } = await answer(response);
      expect(status, body).toBe(400);
      expect(answerBody).toEqual({ error: { code: 'VALIDATION' } });
    }
  });
});
