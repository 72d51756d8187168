import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pokeThrottle } from './poke-throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function throttled() {
  const sent: [number, number][] = [];
  const throttle = pokeThrottle(
    (cursor) => sent.push([Date.now(), cursor]),
    200,
    () => Date.now(),
  );
  return { sent, throttle };
}

describe('pokeThrottle (docs/sync-spec.md P10)', () => {
  it('pokes at once for the first commit after a quiet spell, with its cursor', () => {
    const start = Date.now();
    const { sent, throttle } = throttled();
    throttle.committed(7);
    expect(sent).toEqual([[start, 7]]);
    vi.advanceTimersByTime(1_000);
    throttle.committed(8);
    expect(sent).toEqual([
      [start, 7],
      [start + 1_000, 8],
    ]);
  });

  it('gathers the commits of a burst into one poke with the newest cursor, 200 ms after the poke before', () => {
    const start = Date.now();
    const { sent, throttle } = throttled();
    throttle.committed(1);
    vi.advanceTimersByTime(50);
    throttle.committed(3);
    throttle.committed(2);
    vi.advanceTimersByTime(100);
    throttle.committed(4);
    expect(sent).toEqual([[start, 1]]);
    vi.advanceTimersByTime(49);
    expect(sent).toEqual([[start, 1]]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [start, 1],
      [start + 200, 4],
    ]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
  });

  it('never pokes more than once per 200 ms under steady commits', () => {
    const { sent, throttle } = throttled();
    for (let step = 0; step < 100; step++) {
      throttle.committed(step + 1);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(200);
    const gaps = sent.slice(1).map(([at], index) => at - (sent[index]?.[0] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200);
    expect(sent.at(-1)?.[1]).toBe(100);
  });

  it('sends nothing gathered after it is cancelled', () => {
    const { sent, throttle } = throttled();
    throttle.committed(1);
    throttle.committed(2);
    throttle.cancel();
    vi.advanceTimersByTime(1_000);
    expect(sent.map(([, cursor]) => cursor)).toEqual([1]);
  });
});
