import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRevision } from '../../../shared/domain/risk-assessments';
import type { DocumentData } from '../../../shared/entities/entity';
import type { Mutation, MutationResult, PullResponse, PushResponse } from '../../../shared/sync/protocol';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The revision of a risk assessment on a real server (docs/domain/risk-assessments.md RA-8,
 * RA-9): the reviser is the committing employee whatever the device sent, the next revision
 * follows from the day and the interval; and a measure of a risk names its section (RA-10).
 */

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=revision-xsrf', 'x-xsrf-token': 'revision-xsrf' };

let server: TestServer;
let anna: string;
let clients = 0;

async function push(mutation: Mutation): Promise<MutationResult | undefined> {
  const response = await callApi(server.url, '/api/v2/sync/push', {
    token: anna,
    tenant: 'acme',
    method: 'POST',
    headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: `revision-${++clients}`, mutations: [mutation] }),
  });
  const { status, body } = await answer(response);
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

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('risk assessments on the server (docs/domain/risk-assessments.md)', () => {
  it('RA-9, RA-8: "revised" records the committing employee and sets the next revision', async () => {
    const before = await stored('acme-ra-forklift');
    const day = new Date().toISOString().slice(0, 10);
    const result = await push({
      op: 'patch',
      number: 1,
      type: 'RISK_ASSESSMENT',
      id: 'acme-ra-forklift',
      baseVersion: before.version,
      fields: {
        lastRevisedAt: { value: day, base: before.data.lastRevisedAt ?? null },
        lastRevisedBy: { value: 'acme-emp-wagner', base: before.data.lastRevisedBy ?? null },
      },
    });
    expect(result).toMatchObject({ status: 'applied' });
    const after = await stored('acme-ra-forklift');
    expect(after.data.lastRevisedBy).toBe('acme-emp-anna');
    expect(after.data.nextRevisionAt).toBe(nextRevision(after.data.lastRevisedAt, 24));
    expect(String(after.data.nextRevisionAt) > day).toBe(true);
  });

  it('RA-10: refuses a measure of a risk without the section of the operating instruction', async () => {
    const result = await push({
      op: 'create',
      number: 1,
      type: 'MEASURE',
      id: 'ra-measure-without-section',
      data: {
        name: 'Absaugung prüfen',
        origin: 'acme-ra-filling',
        originRisk: 'acme-ra-filling-risk-vapour',
        measureType: 'TECHNICAL',
        responsible: 'acme-emp-becker',
        isDone: false,
        isRecurring: false,
      },
    });
    expect(result).toMatchObject({ status: 'rejected' });
    expect(JSON.stringify(result)).toContain('rule.measure.riskInstructionKey');
  });
});
