import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenSqliteDatabase, openDatabase } from '../db/database';
import { jobRuns } from '../db/schema';
import { defineJob } from './job';
import { type JobLog, startJobs } from './job-runner';
import { createEffectsTable, effectsBySlot, everySecond, flaky } from './test-support/test-jobs';

/* The runner's loop in one instance on SQLite, the embedded default (docs/decisions/0025-scheduled-jobs.md). */

let folder: string;
let database: OpenSqliteDatabase;
const logged: { level: string; message: string; fields: Record<string, unknown> }[] = [];
const entry = (level: string) => (fields: Record<string, unknown>, message: string) => {
  logged.push({ level, message, fields });
};
const log: JobLog = { debug: entry('debug'), info: entry('info'), warn: entry('warn'), error: entry('error') };

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-job-runner-'));
  database = openDatabase(path.join(folder, 'jobs.db'));
  await createEffectsTable(database.db);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const runsOf = (job: string) =>
  database.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.slot)).all();

describe('the job runner on SQLite', () => {
  it('runs each second once on its slot, records failures, runs a failed job again on its next slot, and stops', async () => {
    const stop = startJobs(database.db, [everySecond, flaky], { log });
    await sleep(3_500);
    await stop();

    const runs = await runsOf('test.every-second');
    // The slot before the start is made up at start, then one run per second.
    expect(runs.length).toBeGreaterThanOrEqual(4);
    const slots = runs.map((run) => run.slot);
    expect(slots.every((slot, i) => slot % 1000 === 0 && slot > (slots[i - 1] ?? 0))).toBe(true);
    expect(slots.at(-1)).toBe((slots[0] ?? 0) + (slots.length - 1) * 1000);
    expect(runs.every((run) => run.outcome === 'ok' && run.attempts === 1 && run.trigger === 'schedule')).toBe(true);
    expect([...(await effectsBySlot(database.db, 'test.every-second')).keys()]).toEqual(slots);

    const flakyRuns = await runsOf('test.flaky');
    expect(flakyRuns.length).toBeGreaterThanOrEqual(4);
    for (const run of flakyRuns) {
      const even = new Date(run.slot).getUTCSeconds() % 2 === 0;
      expect(run.outcome).toBe(even ? 'failed' : 'ok');
    }
    expect([...(await effectsBySlot(database.db, 'test.flaky')).keys()]).toEqual(
      flakyRuns.filter((run) => run.outcome === 'ok').map((run) => run.slot),
    );
    const failure = logged.find((line) => line.message === 'job run failed');
    expect(failure?.level).toBe('warn');
    expect(failure?.fields).toMatchObject({
      job: 'test.flaky',
      attempt: 1,
      error: expect.stringMatching(/^even second/),
    });
  }, 20_000);

  it('stopping waits for the run in progress, which still commits', async () => {
    let started = false;
    const slow = defineJob({
      name: 'test.stop-waits',
      schedule: '* * * * * *',
      run: async () => {
        started = true;
        await sleep(400);
        return { done: 1 };
      },
    });
    const stop = startJobs(database.db, [slow], { log });
    while (!started) await sleep(10);
    await stop();
    expect((await runsOf('test.stop-waits')).map((run) => run.outcome)).toEqual(['ok']);
  });
});
