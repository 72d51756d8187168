import type { FastifyInstance } from 'fastify';

/**
 * Sign-out helper: tells the browser to drop its HTTP cache of this origin, so files and
 * answers of the tenant cached with `private` headers do not outlive the session
 * (SECURITY.md "Browser"). It needs no token: it only affects the caller's own browser.
 */
export function registerSessionRoutes(app: FastifyInstance): void {
  app.post('/api/v2/session/clear-cache', async (_request, reply) => {
    return reply.code(204).header('clear-site-data', '"cache"').header('cache-control', 'no-store').send();
  });
}
