import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../shared/errors';
import { SubscriptionsSchema } from '../../shared/notifications/subscriptions';
import type { Db } from '../db/database';
import type { Guard } from '../http/guard';
import { readSubscriptions, saveSubscriptions } from './subscription-store';

export const SUBSCRIPTIONS_PATH = '/api/v2/notifications/subscriptions';

const SaveBody = v.strictObject({ subscriptions: SubscriptionsSchema });

function caller(request: FastifyRequest): { tenantId: string; userId: string } {
  const membership = request.membership;
  const user = request.auth?.user;
  if (!membership || !user) throw new AppError('FORBIDDEN', 'no membership');
  return { tenantId: membership.tenant.id, userId: user.id };
}

/** The caller's notification subscriptions in the active tenant (docs/decisions/0015-notifications.md). */
export function registerSubscriptionRoutes(app: FastifyInstance, db: Db, guard: Guard): void {
  app.get(SUBSCRIPTIONS_PATH, { preHandler: guard({ tenant: true }) }, async (request) => {
    const { tenantId, userId } = caller(request);
    return { subscriptions: await readSubscriptions(db, tenantId, userId) };
  });

  app.put(SUBSCRIPTIONS_PATH, { preHandler: guard({ tenant: true }), bodyLimit: 16 * 1024 }, async (request) => {
    const { tenantId, userId } = caller(request);
    const { subscriptions } = v.parse(SaveBody, request.body);
    await saveSubscriptions(db, tenantId, userId, subscriptions);
    return { subscriptions };
  });
}
