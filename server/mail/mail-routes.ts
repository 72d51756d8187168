import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { can, NO_PLACE } from '../../shared/access/evaluate';
import { MAILS_PATH, OutboxSchema } from '../../shared/api/mails';
import { AppError } from '../../shared/errors';
import { loadPrincipal } from '../auth/principal';
import type { Db } from '../db/database';
import type { Guard } from '../http/guard';
import { tenantMails } from './outbox';

/** The newest mails Settings › E-mails lists. */
const LISTED = 200;

/**
 * The tenant's outbox for its administrators: those who may change employees everywhere in the
 * tenant (the mails carry set-password links, which only they may make).
 */
export function registerMailRoutes(app: FastifyInstance, db: Db, guard: Guard): void {
  const preHandler = guard({ tenant: true, module: 'EMPLOYEE_MANAGEMENT' });
  app.get(MAILS_PATH, { preHandler }, async (request) => {
    const membership = request.membership;
    if (!membership) throw new AppError('FORBIDDEN', 'no membership');
    const principal = await loadPrincipal(db, membership);
    if (!can(principal, 'UPDATE', 'EMPLOYEES', NO_PLACE)) throw new AppError('FORBIDDEN', 'not an administrator');
    const mails = await tenantMails(db, membership.tenant.id, LISTED);
    // The schema keeps the listed fields only (no tenant or lease) and checks each state.
    return v.parse(OutboxSchema, { mails });
  });
}
