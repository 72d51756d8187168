import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/config';
import { type Figure, mergeResults, round } from '../figures';
import { tokenSource } from '../token-source';
import { type DeviceSession, drive } from './driver';
import { comparedWith, figurePrefix, LOAD_GOALS, loadFigures, worstOf } from './load-stats';
import {
  type LoadPopulation,
  type LoadSettings,
  loadBackends,
  loadSettings,
  loadTenantName,
  population,
} from './settings';
import { sideBySide, type TargetFigures } from './side-by-side';
import { type LoadTarget, loadTargets } from './target';

/**
 * `npm run bench:load`: simulated devices pushing and pulling against the real server on
 * loopback for LOAD_SECONDS, first on SQLite (one instance), then on PostgreSQL (two
 * instances behind one balancer), as LOAD_BACKENDS chooses (bench/load/target.ts), LOAD_RUNS
 * times each on fresh servers, the targets taking turns. Prints the settings, each run's
 * p99s, and the worst run's value of each figure side by side, and writes those into
 * bench-results.json beside the figures of `npm run bench`. Fails only when the run itself breaks (a server does not start, a
 * sign-in fails), never on slow figures.
 */
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench-results.json');
const SIGN_IN_CONCURRENCY = 4;

/** The server's settings for the bench: production defaults, except where the environment or the setup needs otherwise. */
function serverEnv(people: LoadPopulation): { env: Record<string, string>; notes: string[] } {
  const defaults = loadConfig({});
  const syncLimit = process.env.SYNC_RATE_LIMIT_PER_MINUTE || String(defaults.syncRateLimitPerMinute);
  const loginDefault = String(defaults.loginAttemptsPerMinute);
  const loginLimit =
    process.env.LOGIN_ATTEMPTS_PER_MINUTE || String(Math.max(defaults.loginAttemptsPerMinute, 2 * people.users.length));
  const loginWhy = process.env.LOGIN_ATTEMPTS_PER_MINUTE
    ? 'set in the environment'
    : loginLimit === loginDefault
      ? 'the production default'
      : `default ${loginDefault} raised: the setup signs ${people.users.length} users in from one address before the load`;
  const notes = [
    `SYNC_RATE_LIMIT_PER_MINUTE=${syncLimit} (${process.env.SYNC_RATE_LIMIT_PER_MINUTE ? 'set in the environment' : 'the production default'}), per user and tenant, pulls and pushes each`,
    `LOGIN_ATTEMPTS_PER_MINUTE=${loginLimit} (${loginWhy})`,
    'request log at info, serialised and thrown away',
  ];
  return { env: { SYNC_RATE_LIMIT_PER_MINUTE: syncLimit, LOGIN_ATTEMPTS_PER_MINUTE: loginLimit }, notes };
}

function header(
  settings: LoadSettings,
  people: LoadPopulation,
  notes: readonly string[],
  targets: readonly LoadTarget[],
): string {
  const cpus = os.cpus();
  return [
    `Sorgfalt load bench, ${new Date().toISOString()}`,
    `machine: ${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}; node ${process.version}`,
    `load: ${settings.clients} devices (LOAD_CLIENTS) of ${people.users.length} users (LOAD_DEVICES_PER_USER=${settings.devicesPerUser}) in ${people.tenants} tenants (LOAD_TENANTS) for ${settings.seconds} s (LOAD_SECONDS)`,
    `each device: own clientId and keep-alive connection; a round pushes 1–${settings.maxBatch} CONTACT creates/patches (LOAD_BATCH), pulls from its cursor until done (limit ${settings.pullLimit}), pauses ${settings.thinkMs / 2}–${(settings.thinkMs * 3) / 2} ms (LOAD_THINK_MS); seed ${settings.seed}`,
    ...notes.map((note) => `server: ${note}`),
    `targets (LOAD_BACKENDS): ${targets.map((target) => target.name).join(', ')}, one after the other`,
    ...targets.flatMap((target) => target.description.map((line) => `  ${target.name}: ${line}`)),
    `runs: ${settings.runs} (LOAD_RUNS) of each target on fresh servers, taking turns; each figure is the worst run's`,
    `goals: error rate ≤ ${LOAD_GOALS.errorPercent} %, p99 ≤ ${LOAD_GOALS.p99Ms} ms per request kind`,
  ].join('\n');
}

/** Runs `work` over the items, at most `limit` at a time. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function runTarget(
  target: LoadTarget,
  settings: LoadSettings,
  people: LoadPopulation,
  env: Record<string, string>,
  label: string,
): Promise<Figure[]> {
  console.log(`${label}: starting …`);
  const running = await target.start(settings, env, process.env.LOAD_CPU_PROFILE || undefined);
  try {
    const signInStart = performance.now();
    const tokens = await inPool(people.users, SIGN_IN_CONCURRENCY, async (user) => {
      const url = running.urls[user.index % running.urls.length] ?? '';
      const source = tokenSource(url, user.email);
      await source(false);
      return source;
    });
    console.log(
      `${label}: ${people.users.length} users signed in in ${round((performance.now() - signInStart) / 1000)} s; loading for ${settings.seconds} s …`,
    );
    const sessions: DeviceSession[] = people.clients.map((client) => {
      const user = people.users[client.user];
      const token = tokens[client.user];
      if (!user || !token) throw new Error(`device ${client.index} has no user`);
      return {
        client,
        url: running.urls[client.index % running.urls.length] ?? '',
        tenant: loadTenantName(user.tenant),
        token,
      };
    });
    await running.resetUse();
    const result = await drive(sessions, settings);
    const use = await running.use();
    console.log(
      `${label}: ${result.recorder.requests} requests in ${round(result.elapsedMs / 1000)} s — ${result.recorder.outcomeText()}`,
    );
    for (const line of await running.report(result.recorder.requests)) console.log(`${label}: ${line}`);
    return loadFigures(target.name, { ...result, use });
  } finally {
    await running.close();
  }
}

/** `sqlite: p99 per run, push 12 / 30 / 16 ms, pull …`: how far the runs spread. */
function noiseLine(target: string, runs: readonly (readonly Figure[])[]): string {
  const per = (measure: string) =>
    runs.map((figures) => figures.find((figure) => figure.name === `${figurePrefix(target)}${measure}`)?.value ?? '—');
  return `${target}: p99 per run, push ${per('push p99').join(' / ')} ms, pull ${per('pull p99').join(' / ')} ms; error rate ${per('error rate').join(' / ')} %`;
}

async function main(): Promise<void> {
  const settings = loadSettings(process.env);
  const targets = loadTargets(loadBackends(process.env));
  const people = population(settings);
  const { env, notes } = serverEnv(people);
  console.log(header(settings, people, notes, targets));
  const measured = new Map<string, Figure[][]>(targets.map((target) => [target.name, []]));
  for (let run = 1; run <= settings.runs; run++) {
    for (const target of targets) {
      const figures = await runTarget(target, settings, people, env, `${target.name}, run ${run}/${settings.runs}`);
      measured.get(target.name)?.push(figures);
    }
  }
  console.log('');
  const runs: TargetFigures[] = [];
  for (const target of targets) {
    const each = measured.get(target.name) ?? [];
    console.log(noiseLine(target.name, each));
    const figures = worstOf(target.name, each);
    const baseline = runs[0];
    runs.push({
      target: target.name,
      figures: baseline ? comparedWith(target.name, figures, baseline.target, baseline.figures) : figures,
    });
  }
  console.log('');
  console.log(sideBySide(runs));
  const figures: Figure[] = runs.flatMap((run) => run.figures);
  mergeResults(RESULTS_FILE, figures, (name) => name.startsWith('load '));
  console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
}

const started = performance.now();
main().then(
  () => console.log(`load bench took ${round((performance.now() - started) / 1000)} s`),
  (error: unknown) => {
    console.error('load bench failed:', error);
    process.exitCode = 1;
  },
);
