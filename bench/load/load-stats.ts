import { type Figure, round } from '../figures';

/** The kinds of request a simulated device makes. */
export const REQUEST_KINDS = ['push', 'pull'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** How one request ended: `ok`, an HTTP status, `refused` (a mutation not applied), or a network failure. */
export type Outcome = 'ok' | 'refused' | 'reset' | 'network' | 'timeout' | `${number}`;

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** Nearest-rank percentiles of the samples, sorting them once; all zero without samples. */
export function summarize(samples: readonly number[]): LatencySummary {
  if (samples.length === 0) return { count: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(samples).sort();
  const at = (share: number) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length))) - 1] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

/**
 * Every request of a run: its latency by kind (each request, failed ones included, from
 * sending to the parsed answer), its outcome, and what it moved (mutations applied,
 * documents pulled).
 */
export class LoadRecorder {
  private readonly latencies: Record<RequestKind, number[]> = { push: [], pull: [] };
  private readonly outcomes = new Map<string, number>();
  mutations = 0;
  documents = 0;

  record(kind: RequestKind, ms: number, outcome: Outcome): void {
    this.latencies[kind].push(ms);
    const key = `${kind} ${outcome}`;
    this.outcomes.set(key, (this.outcomes.get(key) ?? 0) + 1);
  }

  get requests(): number {
    return REQUEST_KINDS.reduce((sum, kind) => sum + this.latencies[kind].length, 0);
  }

  /** Requests that did not end `ok`. */
  get errors(): number {
    let errors = 0;
    for (const [key, count] of this.outcomes) if (!key.endsWith(' ok')) errors += count;
    return errors;
  }

  latency(kind: RequestKind): LatencySummary {
    return summarize(this.latencies[kind]);
  }

  /** `push ok: 1200, pull 429: 3, …`, most frequent first. */
  outcomeText(): string {
    return [...this.outcomes]
      .sort(([, a], [, b]) => b - a)
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ');
  }
}

export interface LoadGoals {
  /** The error rate to stay at or below, in percent. */
  readonly errorPercent: number;
  /** The p99 latency of each request kind to stay at or below, in ms. */
  readonly p99Ms: number;
}

export const LOAD_GOALS: LoadGoals = { errorPercent: 1, p99Ms: 250 };

/** What one server instance used while the load ran. */
export interface InstanceUse {
  /** The largest resident set, in bytes. */
  readonly peakRss: number;
  /** CPU time, user and system, in ms. */
  readonly cpuMs: number;
  /** The event loop's delay (sampled every 10 ms), p99 and max, in ms: synchronous work every request waited for. */
  readonly loopDelayP99Ms: number;
  readonly loopDelayMaxMs: number;
}

/** What the database server's processes (PostgreSQL: the postmaster and its backends) used while the load ran. */
export interface DatabaseUse {
  /** Their largest summed PSS, in bytes. */
  readonly peakPss: number;
  /** Their CPU time, user and system, in ms. */
  readonly cpuMs: number;
}

/** What the deployment's processes used while the load ran. */
export interface ResourceUse {
  /** Each server instance, in the order they started. */
  readonly instances: readonly InstanceUse[];
  /** Undefined when the database runs inside the instances (SQLite) or could not be sampled. */
  readonly database?: DatabaseUse;
}

export interface LoadOutcome {
  readonly recorder: LoadRecorder;
  /** From the first request to the last answer. */
  readonly elapsedMs: number;
  readonly use: ResourceUse;
}

const MIB = 2 ** 20;

/** The prefix of every figure of one target: `load <target>: `. */
export const figurePrefix = (target: string) => `load ${target}: `;

/** The figures of one target's run, each name starting with `load <target>: `. */
export function loadFigures(target: string, outcome: LoadOutcome, goals: LoadGoals = LOAD_GOALS): Figure[] {
  const { recorder, elapsedMs, use } = outcome;
  const seconds = elapsedMs / 1000;
  const name = (text: string) => `${figurePrefix(target)}${text}`;
  const requests = recorder.requests;
  const figures: Figure[] = [
    { name: name('requests/s'), value: round(requests / seconds), unit: 'req/s' },
    { name: name('mutations applied/s'), value: round(recorder.mutations / seconds), unit: 'mutations/s' },
    { name: name('documents pulled/s'), value: round(recorder.documents / seconds), unit: 'documents/s' },
    { name: name('errors'), value: recorder.errors, unit: 'requests' },
    {
      name: name('error rate'),
      value: requests === 0 ? 0 : round((100 * recorder.errors) / requests, 2),
      unit: '%',
      limit: goals.errorPercent,
    },
  ];
  for (const kind of REQUEST_KINDS) {
    const latency = recorder.latency(kind);
    figures.push(
      { name: name(`${kind} p50`), value: round(latency.p50), unit: 'ms' },
      { name: name(`${kind} p95`), value: round(latency.p95), unit: 'ms' },
      { name: name(`${kind} p99`), value: round(latency.p99), unit: 'ms', limit: goals.p99Ms },
    );
  }
  const perRequest = (ms: number) => (requests === 0 ? 0 : round(ms / requests, 2));
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const serverCpuMs = sum(use.instances.map((instance) => instance.cpuMs));
  figures.push({ name: name('server CPU per request'), value: perRequest(serverCpuMs), unit: 'ms' });
  if (use.database) {
    figures.push({ name: name('database CPU per request'), value: perRequest(use.database.cpuMs), unit: 'ms' });
  }
  figures.push({
    name: name('total CPU per request'),
    value: perRequest(serverCpuMs + (use.database?.cpuMs ?? 0)),
    unit: 'ms',
  });
  const worst = (values: readonly number[]) => round(Math.max(0, ...values));
  figures.push(
    { name: name('event-loop delay p99'), value: worst(use.instances.map((i) => i.loopDelayP99Ms)), unit: 'ms' },
    { name: name('event-loop delay max'), value: worst(use.instances.map((i) => i.loopDelayMaxMs)), unit: 'ms' },
  );
  figures.push({
    name: name('server peak RSS'),
    value: round(sum(use.instances.map((instance) => instance.peakRss)) / MIB),
    unit: 'MiB',
  });
  if (use.instances.length > 1) {
    for (const [index, instance] of use.instances.entries()) {
      figures.push({ name: name(`instance ${index + 1} peak RSS`), value: round(instance.peakRss / MIB), unit: 'MiB' });
    }
  }
  if (use.database) {
    figures.push({ name: name('database peak PSS'), value: round(use.database.peakPss / MIB), unit: 'MiB' });
  }
  return figures;
}

/** Figures where more is better: their worst run is the lowest. */
const MORE_IS_BETTER: readonly string[] = ['requests/s', 'mutations applied/s', 'documents pulled/s'];

/**
 * One target's figures over several fresh runs, each the worst run's value: the lowest
 * throughput, the highest latency, error rate, CPU and memory. A figure only some runs have
 * is taken from those.
 */
export function worstOf(target: string, runs: readonly (readonly Figure[])[]): Figure[] {
  const [first, ...others] = runs;
  if (!first) return [];
  const prefix = figurePrefix(target);
  return first.map((figure) => {
    const values = [figure, ...others.flatMap((run) => run.filter((other) => other.name === figure.name))].map(
      (each) => each.value,
    );
    const better = MORE_IS_BETTER.includes(figure.name.slice(prefix.length));
    return { ...figure, value: better ? Math.min(...values) : Math.max(...values) };
  });
}

/** The figures compared between targets, as this target's value ÷ the baseline target's: throughput, p99 and CPU. */
const COMPARED_FIGURES: readonly string[] = [
  'requests/s',
  'mutations applied/s',
  'documents pulled/s',
  'push p99',
  'pull p99',
  'total CPU per request',
];

/**
 * The target's figures with `baseline` (the baseline target's value of the same figure) and
 * `ratio` (ours ÷ baseline) on those of COMPARED_FIGURES; a figure whose baseline is missing
 * or zero stays as it is.
 */
export function comparedWith(
  target: string,
  figures: readonly Figure[],
  baselineTarget: string,
  baselineFigures: readonly Figure[],
): Figure[] {
  const baselines = new Map(
    baselineFigures.map((figure) => [figure.name.slice(figurePrefix(baselineTarget).length), figure.value]),
  );
  return figures.map((figure) => {
    const measure = figure.name.slice(figurePrefix(target).length);
    const baseline = baselines.get(measure);
    if (!COMPARED_FIGURES.includes(measure) || baseline === undefined || baseline === 0) return figure;
    return { ...figure, baseline, ratio: round(figure.value / baseline, 2) };
  });
}
