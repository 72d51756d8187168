import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateCounter } from './rate-counter';

/** The route a child store counts for: the plugin hands the route as `routeInfo` (its types say otherwise). */
function routeKey(params: object): string {
  const info: unknown = 'routeInfo' in params ? params.routeInfo : undefined;
  if (typeof info !== 'object' || info === null) return 'route';
  const method = 'method' in info ? String(info.method) : '';
  const url = 'url' in info ? String(info.url) : '';
  return `route:${method}:${url}`;
}

/** A store of the plugin; `child` takes what the plugin hands it (its route under `routeInfo`). */
export interface CounterStore extends FastifyRateLimitStore {
  child(routeOptions: object): CounterStore;
}

/**
 * @fastify/rate-limit's store over our counter, so the sign-in, set-password and upload limits
 * count across the instances of one PostgreSQL database. Each route counts apart, as with the
 * plugin's own store.
 */
export function rateLimitStore(counter: RateCounter): new (options?: unknown) => CounterStore {
  class RouteCounterStore implements CounterStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = 'route') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(`${this.#prefix}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): CounterStore {
      return new RouteCounterStore(undefined, routeKey(routeOptions));
    }
  }
  return RouteCounterStore;
}
