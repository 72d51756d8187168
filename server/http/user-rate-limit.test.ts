import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { memoryRateCounter } from './rate-counter';
import { userRateLimit } from './user-rate-limit';

async function appWithLimit(clock: { now: number }) {
  const app = Fastify();
  registerErrorHandling(app);
  app.decorateRequest('auth', null);
  app.decorateRequest('membership', null);
  const limit = userRateLimit(
    { name: 'test', max: 2, windowMs: 1000 },
    memoryRateCounter(() => clock.now),
  );
  app.get(
    '/limited',
    {
      preHandler: [
        async (request) => {
          const user = String(request.headers['x-user']);
          const tenant = String(request.headers['x-tenant']);
          Object.assign(request, { auth: { user: { id: user } }, membership: { tenant: { id: tenant } } });
        },
        limit,
      ],
    },
    async () => ({ ok: true }),
  );
  return app;
}

describe('rate limit per tenant and user', () => {
  it('answers 429 past the budget of one user in one tenant, and resets with the window', async () => {
    const clock = { now: 0 };
    const app = await appWithLimit(clock);
    const call = (user: string, tenant = 'acme') =>
      app.inject({ url: '/limited', headers: { 'x-user': user, 'x-tenant': tenant } }).then((r) => r.statusCode);
    expect([await call('anna'), await call('anna'), await call('anna')]).toEqual([200, 200, 429]);
    expect(await call('tom')).toBe(200);
    expect(await call('anna', 'nordlicht')).toBe(200);
    clock.now = 1000;
    expect(await call('anna')).toBe(200);
  });
});
