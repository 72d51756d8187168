import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openStore } from '../db/database';
import { jobRuns } from '../db/schema';
import { NO_HOOKS } from '../sync/commit-hooks';
import { serverProcess } from '../sync/test-support/server-process';
import { type PostgresCluster, startPostgresCluster } from '../test/postgres-cluster';
import { latestRun } from './job-runs';
import { serverJobs } from './server-jobs';

const SERVER_JOBS = serverJobs({ hooks: NO_HOOKS, publicUrl: 'http://localhost' });

import { type RunnerChild, startRunner } from './test-support/runner-child';
import { createEffectsTable, effectsBySlot, SLOW_WRITER_ROWS, slowWriter } from './test-support/test-jobs';

/*
 * Job runners as processes of their own (docs/decisions/0025-scheduled-jobs.md): two servers and
 * two runners on one PostgreSQL database, and a runner killed during a run on each backend. The
 * file starts its own cluster, so it runs in the `server` project.
 */

let cluster: PostgresCluster;
let folder: string;
const runners: RunnerChild[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-jobs-'));
}, 60_000);
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop('SIGKILL')));
  await cluster?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A store on a fresh database of the backend, with the jobs' scratch table; its location for the runners. */
async function freshDatabase(backend: 'sqlite' | 'postgres', name: string) {
  const location = backend === 'postgres' ? await cluster.createDatabase(name) : path.join(folder, `${name}.db`);
  const database: OpenDatabase = await openStore(
    backend === 'postgres' ? { kind: 'postgres', url: location } : { kind: 'sqlite', file: location },
  );
  await createEffectsTable(database.db);
  return { location, database };
}

function launch(scenario: string, location: string, env: Record<string, string> = {}): RunnerChild {
  const runner = startRunner(scenario, location, env);
  runners.push(runner);
  return runner;
}

/** The log lines of both runners about one job and slot, by message. */
function linesAbout(children: RunnerChild[], job: string, slot: number): string[] {
  const iso = new Date(slot).toISOString();
  return children
    .flatMap((child) => child.lines())
    .filter((line) => line.job === job && line.slot === iso)
    .map((line) => String(line.msg))
    .sort();
}

function recordOf(database: OpenDatabase, job: string, slot: number) {
  return database.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.slot, slot)))
    .get();
}

describe('two job runners on one PostgreSQL database', () => {
  it('run a job scheduled every second exactly once per slot, and a failing slot is recorded and the next slot runs again', async () => {
    const { location, database } = await freshDatabase('postgres', 'jobs_two_runners');
    try {
      const pair = [launch('every-second', location), launch('every-second', location)];
      await Promise.all(pair.map((runner) => runner.waitFor('"msg":"jobs scheduled"')));
      const from = Math.ceil(Date.now() / 1000) * 1000 + 1000;
      await sleep(6_000);
      const to = Math.floor(Date.now() / 1000) * 1000 - 1000;
      await Promise.all(pair.map((runner) => runner.stop('SIGTERM')));

      const window = Array.from({ length: (to - from) / 1000 + 1 }, (_, i) => from + i * 1000);
      expect(window.length).toBeGreaterThanOrEqual(4);
      const written = await effectsBySlot(database.db, 'test.every-second');
      // Over the whole run, no slot was written twice; inside the window, each slot once.
      expect([...written.values()].every((n) => n === 1)).toBe(true);
      let contested = 0;
      for (const slot of window) {
        expect(written.get(slot), new Date(slot).toISOString()).toBe(1);
        const lines = linesAbout(pair, 'test.every-second', slot);
        expect(lines.filter((msg) => msg === 'job run ok')).toHaveLength(1);
        if (lines.includes('job slot taken by another run')) contested++;
      }
      // Both runners reached for the slots: the database let one of them have each.
      expect(contested).toBeGreaterThanOrEqual(window.length / 2);

      const flaky = await effectsBySlot(database.db, 'test.flaky');
      for (const slot of window) {
        const record = await recordOf(database, 'test.flaky', slot);
        const even = new Date(slot).getUTCSeconds() % 2 === 0;
        expect(record, new Date(slot).toISOString()).toMatchObject(
          even
            ? { outcome: 'failed', attempts: 1, error: `even second ${new Date(slot).toISOString()}` }
            : { outcome: 'ok', attempts: 1, counts: { written: 1 } },
        );
        expect(flaky.get(slot) ?? 0).toBe(even ? 0 : 1);
      }
    } finally {
      await database.close();
    }
  }, 90_000);
});

describe.each(['sqlite', 'postgres'] as const)('a job runner killed during a run on %s', (backend) => {
  it('leaves no row of the slot and no ok record; after the lease expires a new start completes the slot', async () => {
    const { location, database } = await freshDatabase(backend, `jobs_killed_${backend}`);
    try {
      const slot = slowWriter(0).latestSlot(new Date())?.getTime() ?? 0;
      const doomed = launch('slow-writer', location, { SLOW_WRITER_PAUSE_MS: '60000' });
      await doomed.waitFor(`slow-writer wrote ${SLOW_WRITER_ROWS} rows`);
      await doomed.stop('SIGKILL');

      expect(await effectsBySlot(database.db, 'test.slow-writer')).toEqual(new Map());
      const left = await latestRun(database.db, 'test.slow-writer');
      expect(left).toMatchObject({ slot, outcome: 'running', attempts: 1, finishedAt: null });

      await sleep(Math.max(0, (left?.leaseUntil ?? 0) - Date.now() + 100));
      const next = launch('slow-writer', location);
      await next.waitFor('"msg":"job run ok"');
      await next.stop('SIGTERM');
      expect(await effectsBySlot(database.db, 'test.slow-writer')).toEqual(new Map([[slot, SLOW_WRITER_ROWS]]));
      expect(await latestRun(database.db, 'test.slow-writer')).toMatchObject({
        slot,
        outcome: 'ok',
        attempts: 2,
        counts: { written: SLOW_WRITER_ROWS },
      });
    } finally {
      await database.close();
    }
  }, 90_000);
});

describe('two server instances on one PostgreSQL database', () => {
  it("start together and run each job's latest slot once; readiness shows it on both; SIGTERM stops them", async () => {
    const { location, database } = await freshDatabase('postgres', 'jobs_two_servers');
    const env = { DATABASE_URL: location, LOG_LEVEL: 'info' };
    const servers = await Promise.all([serverProcess('bundle', env), serverProcess('bundle', env)]);
    try {
      await Promise.all(servers.map((server) => server.start()));
      const output = () => servers.map((server) => server.output()).join('\n');
      const deadline = Date.now() + 20_000;
      while (output().split('"msg":"job run ok"').length - 1 < SERVER_JOBS.length && Date.now() < deadline) {
        await sleep(50);
      }
      for (const job of SERVER_JOBS) {
        const slot = job.latestSlot(new Date())?.getTime();
        expect(await recordOf(database, job.name, slot ?? 0), job.name).toMatchObject({ outcome: 'ok', attempts: 1 });
        const ran = output()
          .split('\n')
          .filter((line) => line.includes('"msg":"job run ok"') && line.includes(`"job":"${job.name}"`));
        expect(ran, job.name).toHaveLength(1);
      }
      for (const server of servers) {
        const ready = (await (await fetch(`${server.url}/api/ready`)).json()) as { jobs: { lastRun: unknown }[] };
        expect(ready.jobs.map((job) => job.lastRun)).toEqual(
          SERVER_JOBS.map(() => expect.objectContaining({ state: 'ok' })),
        );
      }
      expect(await Promise.all(servers.map((server) => server.signal('SIGTERM')))).toEqual([0, 0]);
    } finally {
      await Promise.all(servers.map((server) => server.dispose()));
      await database.close();
    }
  }, 120_000);
});
