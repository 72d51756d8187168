import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../shared/errors';
import type { RateCounter } from './rate-counter';

export interface UserRateLimit {
  /** What the budget is for; budgets of different names are counted apart. */
  readonly name: string;
  /** Requests allowed per tenant and user in one window. */
  readonly max: number;
  readonly windowMs: number;
}

/** Counts one request of a user in a tenant: `undefined` when allowed, else the milliseconds until the window resets. */
export type UserBudget = (tenantId: string, userId: string) => Promise<number | undefined>;

/**
 * Fixed windows per tenant and user, shared by everything that holds the budget (all sockets
 * and requests of the user) and, with a database counter, by every instance.
 */
export function userBudget(limit: UserRateLimit, counter: RateCounter): UserBudget {
  return async (tenantId, userId) => {
    const { count, resetInMs } = await counter.hit(`${limit.name}:${tenantId}:${userId}`, limit.windowMs);
    return count > limit.max ? resetInMs : undefined;
  };
}

/**
 * A rate limit keyed by tenant and user, after authentication (SECURITY.md "Abuse"): one
 * device cannot flood the store, and users behind one proxy address do not share a budget.
 */
export function userRateLimit(limit: UserRateLimit, counter: RateCounter): preHandlerAsyncHookHandler {
  const take = userBudget(limit, counter);
  return async (request: FastifyRequest, reply) => {
    const user = request.auth?.user.id;
    const tenant = request.membership?.tenant.id;
    if (!user || !tenant) return;
    const retryAfterMs = await take(tenant, user);
    if (retryAfterMs === undefined) return;
    reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
    throw new AppError('RATE_LIMITED', `more than ${limit.max} requests in ${limit.windowMs} ms`);
  };
}
