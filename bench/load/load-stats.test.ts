import { describe, expect, it } from 'vitest';
import { LoadRecorder, loadFigures, summarize } from './load-stats';

describe('summarize', () => {
  it('answers nearest-rank percentiles of unsorted samples', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summarize(samples)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('takes the one sample for every percentile, and zeros without samples', () => {
    expect(summarize([7])).toEqual({ count: 1, p50: 7, p95: 7, p99: 7, max: 7 });
    expect(summarize([])).toEqual({ count: 0, p50: 0, p95: 0, p99: 0, max: 0 });
  });

  it('sorts numerically, not as text', () => {
    expect(summarize([9, 10, 100, 2]).p50).toBe(9);
  });
});

describe('LoadRecorder', () => {
  it('counts requests by kind and every outcome but ok as an error', () => {
    const recorder = new LoadRecorder();
    recorder.record('push', 10, 'ok');
    recorder.record('push', 20, '429');
    recorder.record('pull', 5, 'ok');
    recorder.record('pull', 7, 'refused');
    recorder.record('pull', 9, 'ok');
    expect(recorder.requests).toBe(5);
    expect(recorder.errors).toBe(2);
    expect(recorder.latency('push')).toMatchObject({ count: 2, p50: 10, max: 20 });
    expect(recorder.latency('pull')).toMatchObject({ count: 3, p50: 7 });
    expect(recorder.outcomeText()).toBe('pull ok: 2, push ok: 1, push 429: 1, pull refused: 1');
  });
});

describe('loadFigures', () => {
  it('turns a run into rates per second, an error rate in percent and latencies with their goals', () => {
    const recorder = new LoadRecorder();
    for (let index = 1; index <= 100; index++) recorder.record('push', index, index === 100 ? '500' : 'ok');
    for (let index = 1; index <= 100; index++) recorder.record('pull', index * 3, 'ok');
    recorder.mutations = 300;
    recorder.documents = 5000;
    const figures = loadFigures(
      'sqlite',
      { recorder, elapsedMs: 10_000, peakRssBytes: 150 * 2 ** 20 },
      { errorPercent: 1, p99Ms: 250 },
    );
    const byName = Object.fromEntries(figures.map((figure) => [figure.name, figure]));
    expect(byName['load sqlite: requests/s']).toEqual({ name: 'load sqlite: requests/s', value: 20, unit: 'req/s' });
    expect(byName['load sqlite: mutations applied/s']?.value).toBe(30);
    expect(byName['load sqlite: documents pulled/s']?.value).toBe(500);
    expect(byName['load sqlite: error rate']).toMatchObject({ value: 0.5, unit: '%', limit: 1 });
    expect(byName['load sqlite: push p99']).toMatchObject({ value: 99, unit: 'ms', limit: 250 });
    expect(byName['load sqlite: pull p50']?.value).toBe(150);
    expect(byName['load sqlite: pull p99']?.value).toBe(297);
    expect(byName['load sqlite: server peak RSS']).toMatchObject({ value: 150, unit: 'MiB' });
  });
});
