import { openStore } from '../../db/database';
import type { Job } from '../job';
import { startJobs } from '../job-runner';
import { everySecond, flaky, slowWriter } from './test-jobs';

/**
 * A job runner as a process of its own, for the tests that run several instances or kill one:
 * `node --import tsx runner-process.ts <scenario>` with JOB_TEST_DATABASE a postgres:// URL or
 * an SQLite file. It logs one JSON object per line on stdout and stops on SIGTERM.
 *   every-second: test.every-second and test.flaky
 *   slow-writer:  test.slow-writer, pausing SLOW_WRITER_PAUSE_MS inside its run
 */
const scenarios: Record<string, () => Job[]> = {
  'every-second': () => [everySecond, flaky],
  'slow-writer': () => [slowWriter(Number(process.env.SLOW_WRITER_PAUSE_MS ?? 0))],
};

const line = (level: string) => (fields: Record<string, unknown>, msg: string) =>
  process.stdout.write(`${JSON.stringify({ level, pid: process.pid, ...fields, msg })}\n`);
const log = { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };

async function main(): Promise<void> {
  const scenario = scenarios[process.argv[2] ?? ''];
  const location = process.env.JOB_TEST_DATABASE ?? '';
  if (!scenario || !location) throw new Error('usage: JOB_TEST_DATABASE=… runner-process.ts <scenario>');
  const database = await openStore(
    location.startsWith('postgres://') ? { kind: 'postgres', url: location } : { kind: 'sqlite', file: location },
  );
  const stop = startJobs(database.db, scenario(), { log });
  process.once('SIGTERM', () => {
    void stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
