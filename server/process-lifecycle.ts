import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config';
import type { OpenDatabase } from './db/database';
import type { StopJobs } from './jobs/job-runner';
import { shutDown } from './shutdown';

/** Ends a server process that could not start or stop: the configuration problems, or the error. */
export function fail(error: unknown, what: string): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nSee docs/operations.md for every setting.\n`);
  } else {
    process.stderr.write(
      `Sorgfalt ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
}

/**
 * SIGINT and SIGTERM shut the server down gracefully (server/shutdown.ts), once: a second
 * signal during the shutdown changes nothing; a second Ctrl+C after it ends the process.
 */
export function stopOnSignals(
  app: FastifyInstance,
  database: OpenDatabase,
  graceMs: number,
  stopJobs: StopJobs = async () => undefined,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs }, 'shutting down');
    void shutDown({ app, database, graceMs, stopJobs }).then(
      () => process.exit(0),
      (error: unknown) => fail(error, 'could not shut down cleanly'),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
