import { describe, expect, it } from 'vitest';
import { memoryRateCounter } from './rate-counter';
import { type CounterStore, rateLimitStore } from './rate-limit-store';

function incr(store: CounterStore, key: string) {
  return new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), 60_000, 10),
  );
}

describe('the rate-limit plugin store over a shared counter', () => {
  it('counts each route apart and answers the hits and the time left in the window', async () => {
    const clock = { now: 0 };
    const Store = rateLimitStore(memoryRateCounter(() => clock.now));
    const root = new Store({});
    const login = root.child({ routeInfo: { method: 'POST', url: '/interaction/:uid/login' } });
    const upload = root.child({ routeInfo: { method: 'PUT', url: '/api/v2/blobs/:sha256' } });
    expect(await incr(login, '127.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    clock.now = 15_000;
    expect(await incr(login, '127.0.0.1')).toEqual({ current: 2, ttl: 45_000 });
    expect(await incr(upload, '127.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('hands a failing counter’s error to the plugin', async () => {
    const Store = rateLimitStore({ hit: () => Promise.reject(new Error('database gone')) });
    await expect(incr(new Store({}), 'x')).rejects.toThrow('database gone');
  });
});
