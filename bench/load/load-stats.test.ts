import { describe, expect, it } from 'vitest';
import { comparedWith, LoadRecorder, loadFigures, summarize, worstOf } from './load-stats';

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
      {
        recorder,
        elapsedMs: 10_000,
        use: { instances: [{ peakRss: 150 * 2 ** 20, cpuMs: 1000, loopDelayP99Ms: 12.34, loopDelayMaxMs: 80 }] },
      },
      { errorPercent: 1, p99Ms: 250 },
    );
    const byName = Object.fromEntries(figures.map((figure) => [figure.name, figure]));
    expect(byName['load sqlite: requests/s']).toEqual({ name: 'load sqlite: requests/s', value: 20, unit: 'req/s' });
    expect(byName['load sqlite: mutations applied/s']?.value).toBe(30);
    expect(byName['load sqlite: documents pulled/s']?.value).toBe(500);
    expect(byName['load sqlite: errors']).toEqual({ name: 'load sqlite: errors', value: 1, unit: 'requests' });
    expect(byName['load sqlite: error rate']).toMatchObject({ value: 0.5, unit: '%', limit: 1 });
    expect(byName['load sqlite: push p99']).toMatchObject({ value: 99, unit: 'ms', limit: 250 });
    expect(byName['load sqlite: pull p50']?.value).toBe(150);
    expect(byName['load sqlite: pull p99']?.value).toBe(297);
    expect(byName['load sqlite: server CPU per request']).toMatchObject({ value: 5, unit: 'ms' });
    expect(byName['load sqlite: total CPU per request']).toMatchObject({ value: 5, unit: 'ms' });
    expect(byName['load sqlite: server peak RSS']).toMatchObject({ value: 150, unit: 'MiB' });
    expect(byName['load sqlite: event-loop delay p99']).toMatchObject({ value: 12.3, unit: 'ms' });
    expect(byName['load sqlite: event-loop delay max']).toMatchObject({ value: 80, unit: 'ms' });
    expect(figures.filter((figure) => /instance|database/.test(figure.name))).toEqual([]);
  });

  it('sums the instances into the server peak and CPU, lists each peak, and adds the database processes', () => {
    const recorder = new LoadRecorder();
    for (let index = 0; index < 3; index++) recorder.record('push', 1, 'ok');
    const use = {
      instances: [
        { peakRss: 100 * 2 ** 20, cpuMs: 10, loopDelayP99Ms: 5, loopDelayMaxMs: 30 },
        { peakRss: 120.25 * 2 ** 20, cpuMs: 20, loopDelayP99Ms: 7, loopDelayMaxMs: 20 },
      ],
      database: { peakPss: 80 * 2 ** 20, cpuMs: 4 },
    };
    const figures = loadFigures('postgres 2×', { recorder, elapsedMs: 1000, use });
    expect(figures.slice(-9)).toEqual([
      { name: 'load postgres 2×: server CPU per request', value: 10, unit: 'ms' },
      { name: 'load postgres 2×: database CPU per request', value: 1.33, unit: 'ms' },
      { name: 'load postgres 2×: total CPU per request', value: 11.33, unit: 'ms' },
      { name: 'load postgres 2×: event-loop delay p99', value: 7, unit: 'ms' },
      { name: 'load postgres 2×: event-loop delay max', value: 30, unit: 'ms' },
      { name: 'load postgres 2×: server peak RSS', value: 220.3, unit: 'MiB' },
      { name: 'load postgres 2×: instance 1 peak RSS', value: 100, unit: 'MiB' },
      { name: 'load postgres 2×: instance 2 peak RSS', value: 120.3, unit: 'MiB' },
      { name: 'load postgres 2×: database peak PSS', value: 80, unit: 'MiB' },
    ]);
  });
});

describe('comparedWith', () => {
  it("puts the baseline target's value and the ratio on throughput and p99 figures only", () => {
    const sqlite = [
      { name: 'load sqlite: requests/s', value: 200, unit: 'req/s' },
      { name: 'load sqlite: push p50', value: 10, unit: 'ms' },
      { name: 'load sqlite: push p99', value: 20, unit: 'ms', limit: 250 },
      { name: 'load sqlite: pull p99', value: 0, unit: 'ms', limit: 250 },
    ];
    const postgres = [
      { name: 'load pg: requests/s', value: 150, unit: 'req/s' },
      { name: 'load pg: push p50', value: 30, unit: 'ms' },
      { name: 'load pg: push p99', value: 45, unit: 'ms', limit: 250 },
      { name: 'load pg: pull p99', value: 5, unit: 'ms', limit: 250 },
      { name: 'load pg: documents pulled/s', value: 5, unit: 'documents/s' },
    ];
    expect(comparedWith('pg', postgres, 'sqlite', sqlite)).toEqual([
      { name: 'load pg: requests/s', value: 150, unit: 'req/s', baseline: 200, ratio: 0.75 },
      { name: 'load pg: push p50', value: 30, unit: 'ms' },
      { name: 'load pg: push p99', value: 45, unit: 'ms', limit: 250, baseline: 20, ratio: 2.25 },
      { name: 'load pg: pull p99', value: 5, unit: 'ms', limit: 250 },
      { name: 'load pg: documents pulled/s', value: 5, unit: 'documents/s' },
    ]);
  });
});

describe('worstOf', () => {
  const run = (requests: number, p99: number, errors: number) => [
    { name: 'load sqlite: requests/s', value: requests, unit: 'req/s' },
    { name: 'load sqlite: push p99', value: p99, unit: 'ms', limit: 250 },
    { name: 'load sqlite: error rate', value: errors, unit: '%', limit: 1 },
  ];

  it('takes the lowest throughput and the highest latency and error rate of the runs, keeping the limits', () => {
    expect(worstOf('sqlite', [run(200, 16, 0), run(190, 241, 0.5), run(210, 30, 0)])).toEqual([
      { name: 'load sqlite: requests/s', value: 190, unit: 'req/s' },
      { name: 'load sqlite: push p99', value: 241, unit: 'ms', limit: 250 },
      { name: 'load sqlite: error rate', value: 0.5, unit: '%', limit: 1 },
    ]);
  });

  it('answers one run as it is, and nothing for no run', () => {
    expect(worstOf('sqlite', [run(200, 16, 0)])).toEqual(run(200, 16, 0));
    expect(worstOf('sqlite', [])).toEqual([]);
  });
});
