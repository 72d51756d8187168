import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalDay } from '../../../shared/domain/substances';
import type { Mutation, PushResponse } from '../../../shared/sync/protocol';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

/** docs/domain/substances.md REG-11 on a real server: a review for a day to come is refused, whatever the device sent. */

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=review-xsrf', 'x-xsrf-token': 'review-xsrf' };

let server: TestServer;
let anna: string;

async function push(mutation: Mutation) {
  const response = await callApi(server.url, '/api/v2/sync/push', {
    token: anna,
    tenant: 'acme',
    method: 'POST',
    headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: `review-${mutation.id}`, mutations: [mutation] }),
  });
  const { status, body } = await answer(response);
  expect(status).toBe(200);
  return (body as PushResponse).results[0];
}

function review(id: string, reviewedOn: string): Mutation {
  return {
    op: 'create',
    number: 1,
    type: 'SUBSTANCE_REGISTER_REVIEW',
    id,
    data: { location: 'acme-loc-ludwigshafen', reviewedOn, reviewedBy: 'acme-emp-anna' },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('the register review on the server (docs/domain/substances.md REG-11)', () => {
  it('REG-11: refuses a review dated tomorrow and records one dated today', async () => {
    const today = approvalDay(new Date().toISOString());
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(await push(review('reg-review-future', tomorrow.toISOString().slice(0, 10)))).toEqual({
      number: 1,
      status: 'rejected',
      code: 'VALIDATION',
      issues: [{ path: 'reviewedOn', message: 'rule.substanceRegisterReview.reviewedOnFuture' }],
    });
    expect(await push(review('reg-review-today', today))).toMatchObject({ status: 'applied', version: 1 });
  });
});
