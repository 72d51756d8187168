import type { FastifyInstance } from 'fastify';
import { bindByEmail, membershipsOf } from '../../auth/identity';
import { loadPrincipal } from '../../auth/principal';
import type { Db } from '../../db/database';
import type { Guard } from '../../http/guard';
import { presentEmployee, presentTenant } from './present';

/** GET /api/v2/info/tenants and /api/v2/info/employee (platform.md §7). */
export function registerInfoRoutes(app: FastifyInstance, db: Db, guard: Guard): void {
  app.get('/api/v2/info/tenants', { preHandler: guard() }, async (request) => {
    const auth = request.auth;
    if (!auth) return [];
    const { user, token } = auth;
    if (token.email && token.emailVerified) await bindByEmail(db, user.id, token.email);
    return (await membershipsOf(db, user.id)).map((m) => presentTenant(m.tenant));
  });

  app.get('/api/v2/info/employee', { preHandler: guard({ tenant: true }) }, async (request, reply) => {
    const membership = request.membership;
    if (!membership) return reply.code(204).send();
    return presentEmployee(membership.employee, await loadPrincipal(db, membership));
  });
}
