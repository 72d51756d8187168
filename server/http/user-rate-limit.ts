import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../shared/errors';

export interface UserRateLimit {
  /** Requests allowed per tenant and user in one window. */
  readonly max: number;
  readonly windowMs: number;
}

/** Counts one request of a user in a tenant: `undefined` when allowed, else the milliseconds until the window resets. */
export type UserBudget = (tenantId: string, userId: string) => number | undefined;

/**
 * Fixed windows per tenant and user in this process' memory, shared by everything that
 * holds the budget (all sockets and requests of the user); several instances need a
 * shared counter (issue 8).
 */
export function userBudget(limit: UserRateLimit, now: () => number = Date.now): UserBudget {
  const windows = new Map<string, { start: number; count: number }>();
  return (tenantId, userId) => {
    const time = now();
    const key = `${tenantId}:${userId}`;
    const window = windows.get(key);
    if (!window || time - window.start >= limit.windowMs) {
      if (windows.size > 10_000) {
        for (const [stale, entry] of windows) if (time - entry.start >= limit.windowMs) windows.delete(stale);
      }
      windows.set(key, { start: time, count: 1 });
      return undefined;
    }
    window.count += 1;
    return window.count > limit.max ? window.start + limit.windowMs - time : undefined;
  };
}

/**
 * A rate limit keyed by tenant and user, after authentication (SECURITY.md "Abuse"): one
 * device cannot flood the store, and users behind one proxy address do not share a budget.
 */
export function userRateLimit(limit: UserRateLimit, now: () => number = Date.now): preHandlerAsyncHookHandler {
  const take = userBudget(limit, now);
  return async (request: FastifyRequest, reply) => {
    const user = request.auth?.user.id;
    const tenant = request.membership?.tenant.id;
    if (!user || !tenant) return;
    const retryAfterMs = take(tenant, user);
    if (retryAfterMs === undefined) return;
    reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
    throw new AppError('RATE_LIMITED', `more than ${limit.max} requests in ${limit.windowMs} ms`);
  };
}
