import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('subscribes to nothing by default', async () => {
    expect(await read(anna, 'acme')).toEqual({ status: 200, body: { subscriptions: {} } });
  });

  it('stores the subscriptions per tenant and user, each action once, empty lists dropped', async () => {
    const saved = await save(anna, 'acme', {
      subscriptions: { CONTACT: ['UPDATE', 'CREATE', 'UPDATE'], STORAGE: [] },
    });
    expect(saved).toEqual({ status: 200, body: { subscriptions: { CONTACT: ['CREATE', 'UPDATE'] } } });
    expect(await read(anna, 'acme')).toEqual({
      status: 200,
      body: { subscriptions: { CONTACT: ['CREATE', 'UPDATE'] } },
    });
    expect(await read(anna, 'nordlicht')).toEqual({ status: 200, body: { subscriptions: {} } });
    expect(await read(tom, 'nordlicht')).toEqual({ status: 200, body: { subscriptions: {} } });
  });

  it('refuses unknown entity types and actions, and keeps what was stored', async () => {
    for (const subscriptions of [{ NOTIFICATION: ['CREATE'] }, { CONTACT: ['READ'] }, { CONTACT: 'CREATE' }]) {
      expect((await save(anna, 'acme', { subscriptions })).status, JSON.stringify(subscriptions)).toBe(400);
    }
    expect((await save(anna, 'acme', { subscriptions: {}, owner: 'user-demo-tom' })).status).toBe(400);
    expect((await read(anna, 'acme')).body).toEqual({ subscriptions: { CONTACT: ['CREATE', 'UPDATE'] } });
  });

  it('answers 403 for a tenant the user is not employed in, and 401 without a token', async () => {
    expect((await read(tom, 'acme')).status).toBe(403);
    expect((await save(tom, 'acme', { subscriptions: { CONTACT: ['CREATE'] } })).status).toBe(403);
    expect((await answer(await callApi(server.url, SUBSCRIPTIONS_PATH, { tenant: 'acme' }))).status).toBe(401);
    expect((await read(anna, 'acme')).body).toEqual({ subscriptions: { CONTACT: ['CREATE', 'UPDATE'] } });
  });
});
