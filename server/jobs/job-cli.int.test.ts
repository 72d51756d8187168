import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { oidcPayloads } from '../db/schema';
import { latestRun } from './job-runs';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let dataDir: string;

/** `npm run job -- <args>` as npm runs it (tsx), in a data folder of its own. */
async function jobCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/jobs/job-cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-job-cli-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run job', () => {
  it('--list prints the job names, one per line', async () => {
    expect(await jobCli('--list')).toEqual({
      code: 0,
      stdout:
        'signin-records.purge\njob-runs.prune\nderived-values.recompute\nrecurring-measures.generate\nmaintenance.embedded-measures\ndeadlines.due-reminders\nsearch-index.rebuild\ndocument-refs.rebuild\ncompliance-score.record\n',
      stderr: '',
    });
  });

  it('an unknown job name is refused with the names it knows and exit code 1', async () => {
    const result = await jobCli('signin-records.purgee');
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      'unknown job "signin-records.purgee"; the jobs are: signin-records.purge, job-runs.prune, derived-values.recompute, recurring-measures.generate, maintenance.embedded-measures, deadlines.due-reminders, search-index.rebuild, document-refs.rebuild, compliance-score.record\n',
    );
    expect((await jobCli()).stderr).toMatch(/^usage: npm run job/);
  });

  it('runs a job now against the configured database, says what it did and records the run', async () => {
    const database = openDatabase(path.join(dataDir, 'sorgfalt.db'));
    const now = Math.floor(Date.now() / 1000);
    const record = (id: string, expiresAt: number) => ({ kind: 'Session', id, payload: {}, expiresAt });
    await database.db
      .insert(oidcPayloads)
      .values([record('old-1', now - 60), record('old-2', now - 5), record('current', now + 3600)])
      .run();
    await database.close();

    const result = await jobCli('signin-records.purge');
    expect(result.stdout).toMatch(/^signin-records\.purge at \S+Z: ok \(attempt 1\): purged 2\n$/);
    expect(result.code).toBe(0);

    const after = openDatabase(path.join(dataDir, 'sorgfalt.db'));
    try {
      expect((await after.db.select({ id: oidcPayloads.id }).from(oidcPayloads).all()).map((row) => row.id)).toEqual([
        'current',
      ]);
      expect(await latestRun(after.db, 'signin-records.purge')).toMatchObject({
        trigger: 'operator',
        outcome: 'ok',
        counts: { purged: 2 },
      });
    } finally {
      await after.close();
    }
  });
});
