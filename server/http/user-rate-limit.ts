import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../shared/errors';

export interface UserRateLimit {
  /** Requests allowed per tenant and user in one window. */
  readonly max: number;
  readonly windowMs: number;
}

/**
 * A rate limit keyed by tenant and user, after authentication (SECURITY.md "Abuse"): one
 * device cannot flood the store, and users behind one proxy address do not share a budget.
 * Fixed windows in this process' memory; several instances need a shared counter (issue 8).
 */
export function userRateLimit(limit: UserRateLimit, now: () => number = Date.now): preHandlerAsyncHookHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (request: FastifyRequest, reply) => {
    const user = request.auth?.user.id;
    const tenant = request.membership?.tenant.id;
    if (!user || !tenant) return;
    const time = now();
    const key = `${tenant}:${user}`;
    const window = windows.get(key);
    if (!window || time - window.start >= limit.windowMs) {
      if (windows.size > 10_000) {
        for (const [stale, entry] of windows) if (time - entry.start >= limit.windowMs) windows.delete(stale);
      }
      windows.set(key, { start: time, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > limit.max) {
      reply.header('retry-after', Math.ceil((window.start + limit.windowMs - time) / 1000));
      throw new AppError('RATE_LIMITED', `more than ${limit.max} requests in ${limit.windowMs} ms`);
    }
  };
}
