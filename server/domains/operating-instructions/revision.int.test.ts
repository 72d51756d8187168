import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalDay } from '../../../shared/domain/substances';
import type { DocumentData } from '../../../shared/entities/entity';
import type { Mutation, MutationResult, PullResponse, PushResponse } from '../../../shared/sync/protocol';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The revision of an operating instruction on a real server (docs/domain/operating-instructions.md
 * OI-21, OI-22): a device says "revised", the server stamps who and the commit day, and the next
 * revision follows from it; what a device sends for who and when otherwise is not taken.
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

function patch(id: string, seen: { version: number; data: DocumentData }, fields: DocumentData): Mutation {
  return {
    op: 'patch',
    number: 1,
    type: 'SUBSTANCE_INSTRUCTION',
    id,
    baseVersion: seen.version,
    fields: Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, { value, base: seen.data[name] ?? null }]),
    ),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('the revision of an operating instruction (OI-21, OI-22)', () => {
  it('stamps the committing employee and the commit day and derives the next revision', async () => {
    const created = await push({
      op: 'create',
      number: 1,
      type: 'SUBSTANCE_INSTRUCTION',
      id: 'oi-revision',
      data: {
        name: 'Betriebsanweisung Prüfstoff',
        target: 'acme-sub-acetone',
        substances: ['acme-sub-acetone'],
        workEnvironments: ['acme-dep-filling'],
        revisionInterval: 12,
        revisedAt: '2020-01-01',
        revisedBy: 'acme-emp-becker',
      },
    });
    expect(created).toMatchObject({ status: 'applied' });
    const first = await stored('oi-revision');
    const today = approvalDay(new Date().toISOString());
    expect(first.data).toMatchObject({ revisedAt: today, revisedBy: 'acme-emp-anna' });
    const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
    expect(first.data.nextRevisionAt).toBe(rest === '-02-29' ? `${year + 1}-02-28` : `${year + 1}${rest}`);

    expect(await push(patch('oi-revision', first, { revisedBy: 'acme-emp-becker', name: 'Umbenannt' }))).toMatchObject({
      status: 'applied',
    });
    const renamed = await stored('oi-revision');
    expect(renamed.data).toMatchObject({ name: 'Umbenannt', revisedAt: today, revisedBy: 'acme-emp-anna' });

    expect(await push(patch('oi-revision', renamed, { revisionInterval: 6 }))).toMatchObject({ status: 'applied' });
    expect((await stored('oi-revision')).data.nextRevisionAt).not.toBe(renamed.data.nextRevisionAt);
  });
});
