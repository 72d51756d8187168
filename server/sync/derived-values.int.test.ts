import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../../shared/entities/entity';
import type { Mutation, PullResponse, PushResponse } from '../../shared/sync/protocol';
import { DEMO_DOCUMENTS } from '../seed/demo-data';
import { answer, callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=test-xsrf', 'x-xsrf-token': 'test-xsrf' };
const CHLORINE_DOCUMENT = 'acme-td-2026-121';

let server: TestServer;
let anna: string;
let clients = 0;

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

async function push(mutations: Mutation[], clientId = `derived-${++clients}-${Date.now()}`) {
  const response = await callApi(server.url, '/api/v2/sync/push', {
    token: anna,
    tenant: 'acme',
    method: 'POST',
    headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, mutations }),
  });
  const { status, body } = await answer(response);
  expect(status).toBe(200);
  return (body as PushResponse).results;
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

const chlorine = DEMO_DOCUMENTS.find((doc) => doc.id === CHLORINE_DOCUMENT);
if (!chlorine) throw new Error('the demo chlorine transport document is missing');
const [chlorineLine] = chlorine.data.cargo as DocumentData[];
const line = (id: string, order: number, litres: number): DocumentData => ({
  ...chlorineLine,
  id,
  order,
  name: 'Dieselkraftstoff',
  unNumber: '1202',
  hazardClass: '3',
  transportHazardClass: '3',
  classificationCode: 'F1',
  packingGroup: 'III',
  dangerLabels: ['3'],
  transportCategory: 3,
  tunnelRestrictionCode: 'D/E',
  quantityNet: { value: litres, unit: 'L' },
});

/** A patch of the chlorine document that writes nothing but its points. */
const forgePoints = (baseVersion: number, points: number): Mutation => ({
  op: 'patch',
  number: 1,
  type: 'ADR_TRANSPORT_DOCUMENT',
  id: CHLORINE_DOCUMENT,
  baseVersion,
  fields: { transportPoints: { value: points, base: 2600 } },
});

describe('derived values are the server’s (docs/sync-spec.md D1–D2)', () => {
  it('D2: a push that forges the transport points of a stored document keeps the 2,600 points', async () => {
    const before = await stored(CHLORINE_DOCUMENT);
    expect(before.data.transportPoints).toBe(2600);
    const [result] = await push([forgePoints(before.version, 0)]);
    expect(result).toEqual({
      number: 1,
      status: 'applied',
      version: before.version,
      seq: expect.any(Number),
      ignored: ['transportPoints'],
    });
    expect(await stored(CHLORINE_DOCUMENT)).toMatchObject({ version: before.version, data: { transportPoints: 2600 } });
  });

  it('D1: a create with forged points stores the points its cargo gives and says what it ignored', async () => {
    const data = { ...chlorine.data, name: 'Gefälschte Punkte', transportPoints: 1 };
    const [result] = await push([{ op: 'create', number: 1, type: 'ADR_TRANSPORT_DOCUMENT', id: 'td-forged', data }]);
    expect(result).toMatchObject({ status: 'applied', version: 1, ignored: ['transportPoints'] });
    expect((await stored('td-forged')).data.transportPoints).toBe(2600);
  });

  it('D1: two devices that add cargo to one draft offline end with both lines, the recomputed total and no conflict', async () => {
    const draft = { ...chlorine.data, name: 'Sammelladung Diesel', cargo: [line('c-base', 0, 100)] };
    const [created] = await push([
      { op: 'create', number: 1, type: 'ADR_TRANSPORT_DRAFT', id: 'draft-two', data: draft },
    ]);
    expect(created).toMatchObject({ status: 'applied', version: 1 });
    expect((await stored('draft-two')).data.transportPoints).toBe(100);
    // Each device saw version 1 and sends what its client computed for display; neither knows the other.
    const addLine = (id: string, order: number, litres: number, points: number): Mutation => ({
      op: 'patch',
      number: 1,
      type: 'ADR_TRANSPORT_DRAFT',
      id: 'draft-two',
      baseVersion: 1,
      fields: {
        cargo: { value: [line('c-base', 0, 100), line(id, order, litres)], base: [line('c-base', 0, 100)] },
        transportPoints: { value: points, base: 100 },
      },
    });
    const [first] = await push([addLine('c-tablet', 1, 200, 300)]);
    const [second] = await push([addLine('c-desktop', 2, 50, 150)]);
    expect(first).toMatchObject({ status: 'applied', ignored: ['transportPoints'] });
    expect(second).toMatchObject({ status: 'merged', ignored: ['transportPoints'] });
    const merged = await stored('draft-two');
    expect((merged.data.cargo as DocumentData[]).map((item) => item.id).sort()).toEqual([
      'c-base',
      'c-desktop',
      'c-tablet',
    ]);
    // Category 3 counts each litre once (ADR 1.1.3.6.4): 100 + 200 + 50.
    expect(merged.data.transportPoints).toBe(350);
  });

  it('D2: a patch with only a derived field commits nothing', async () => {
    const before = await stored(CHLORINE_DOCUMENT);
    const [result] = await push([forgePoints(before.version, 99)]);
    expect(result).toMatchObject({ status: 'applied', version: before.version, seq: expect.any(Number) });
    expect((await stored(CHLORINE_DOCUMENT)).version).toBe(before.version);
  });
});
