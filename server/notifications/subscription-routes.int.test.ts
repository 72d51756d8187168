import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUBSCRIPTIONS } from '../../shared/notifications/subscriptions';
import { answer, callApi } from '../test/api';
import { signIn, type Tokens } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { SUBSCRIPTIONS_PATH } from './subscription-routes';

const XSRF = { cookie: 'XSRF-TOKEN=notify-xsrf', 'x-xsrf-token': 'notify-xsrf', 'content-type': 'application/json' };

describe('GET and PUT /api/v2/notifications/subscriptions (per tenant and user)', () => {
  let server: TestServer;
  let anna: Tokens;
  let tom: Tokens;

  beforeAll(async () => {
    server = await startTestServer();
    [anna, tom] = await Promise.all([
      signIn(server.url, 'anna@sorgfalt.example'),
      signIn(server.url, 'tom@sorgfalt.example'),
    ]);
  });

  afterAll(async () => {
    await server?.close();
  });

  const read = async (tokens: Tokens, tenant: string) =>
    answer(await callApi(server.url, SUBSCRIPTIONS_PATH, { token: tokens.accessToken, tenant }));
  const save = async (tokens: Tokens, tenant: string, body: unknown) =>
    answer(
      await callApi(server.url, SUBSCRIPTIONS_PATH, {
        token: tokens.accessToken,
        tenant,
        method: 'PUT',
        headers: XSRF,
        body: JSON.stringify(body),
      }),
    );

  it('by default reminds of due dates in each due type and subscribes to no changes (decision 0041)', async () => {
    expect(DEFAULT_SUBSCRIPTIONS.INSPECTION).toEqual(['DUE_SOON', 'OVERDUE']);
    expect(DEFAULT_SUBSCRIPTIONS.CONTACT).toBeUndefined();
    expect(await read(anna, 'acme')).toEqual({ status: 200, body: { subscriptions: DEFAULT_SUBSCRIPTIONS } });
  });

  it('stores the subscriptions per tenant and user, each action once, empty lists dropped', async () => {
    const saved = await save(anna, 'acme', {
      subscriptions: { CONTACT: ['UPDATE', 'CREATE', 'UPDATE', 'DUE_SOON'], STORAGE: [], INSPECTION: ['OVERDUE'] },
    });
    // A contact falls due never: its reminder is not offered and dropped; saved settings replace the defaults.
    expect(saved).toEqual({
      status: 200,
      body: { subscriptions: { CONTACT: ['CREATE', 'UPDATE'], INSPECTION: ['OVERDUE'] } },
    });
    expect(await read(anna, 'acme')).toEqual({
      status: 200,
      body: { subscriptions: { CONTACT: ['CREATE', 'UPDATE'], INSPECTION: ['OVERDUE'] } },
    });
    expect(await read(anna, 'nordlicht')).toEqual({ status: 200, body: { subscriptions: DEFAULT_SUBSCRIPTIONS } });
    expect(await read(tom, 'nordlicht')).toEqual({ status: 200, body: { subscriptions: DEFAULT_SUBSCRIPTIONS } });
  });

  it('refuses unknown entity types and actions, and keeps what was stored', async () => {
    for (const subscriptions of [{ NOTIFICATION: ['CREATE'] }, { CONTACT: ['READ'] }, { CONTACT: 'CREATE' }]) {
      expect((await save(anna, 'acme', { subscriptions })).status, JSON.stringify(subscriptions)).toBe(400);
    }
    expect((await save(anna, 'acme', { subscriptions: {}, owner: 'user-demo-tom' })).status).toBe(400);
    expect((await read(anna, 'acme')).body).toEqual({
      subscriptions: { CONTACT: ['CREATE', 'UPDATE'], INSPECTION: ['OVERDUE'] },
    });
  });

  it('answers 403 for a tenant the user is not employed in, and 401 without a token', async () => {
    expect((await read(tom, 'acme')).status).toBe(403);
    expect((await save(tom, 'acme', { subscriptions: { CONTACT: ['CREATE'] } })).status).toBe(403);
    expect((await answer(await callApi(server.url, SUBSCRIPTIONS_PATH, { tenant: 'acme' }))).status).toBe(401);
    expect((await read(anna, 'acme')).body).toEqual({
      subscriptions: { CONTACT: ['CREATE', 'UPDATE'], INSPECTION: ['OVERDUE'] },
    });
  });
});
