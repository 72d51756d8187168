import type { FastifyInstance } from 'fastify';
import { canReadEverywhere } from '../../../shared/access/evaluate';
import { AppError } from '../../../shared/errors';
import { loadPrincipal } from '../../auth/principal';
import type { Db } from '../../db/database';
import type { Guard } from '../../http/guard';
import { customerOverview } from './customer-overview';
import { MANAGER_MODULE } from './delivery';

export const REGULATION_CUSTOMERS_PATH = '/api/v2/regulations/customers';

/**
 * GET /api/v2/regulations/customers: the regulation manager's customers with their counts
 * (RGL-13, decision 0043); for members who read regulations everywhere in a manager tenant.
 */
export function registerRegulationCustomerRoutes(app: FastifyInstance, db: Db, guard: Guard): void {
  app.get(
    REGULATION_CUSTOMERS_PATH,
    { preHandler: guard({ tenant: true, module: MANAGER_MODULE }) },
    async (request) => {
      const membership = request.membership;
      if (!membership) throw new AppError('FORBIDDEN', 'no membership');
      if (!canReadEverywhere(await loadPrincipal(db, membership), 'REGULATIONS')) {
        throw new AppError('FORBIDDEN', 'may not read regulations');
      }
      return { customers: await customerOverview(db, membership.tenant) };
    },
  );
}
