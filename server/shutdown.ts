import type { FastifyInstance } from 'fastify';
import type { OpenDatabase } from './db/database';
import type { StopJobs } from './jobs/job-runner';

export interface ShutdownDeps {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  /** How long requests in flight may take before their connections are cut. */
  readonly graceMs: number;
  /** Stops the scheduled jobs (server/jobs/job-runner.ts); a run in progress ends before the database closes. */
  readonly stopJobs?: StopJobs;
}

/**
 * Graceful shutdown (docs/operations.md "Shutdown"): `app.close()` refuses new connections,
 * turns readiness to 503, sends every socket (live and assistant) 1001 and waits for the
 * requests in flight (pushes commit in one synchronous transaction, so a push is either
 * answered or never began); meanwhile the jobs stop scheduling and finish a run in progress.
 * After the grace period the remaining connections are cut. Then the database is checkpointed
 * and closed. Resolves to whether everything finished within the grace period.
 */
export async function shutDown({ app, database, graceMs, stopJobs }: ShutdownDeps): Promise<boolean> {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, 'grace period over: cutting the connections still open');
    for (const socket of app.websocketServer.clients) socket.terminate();
    app.server.closeAllConnections();
  }, graceMs);
  const jobsStopped = stopJobs?.();
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  await jobsStopped;
  await database.close();
  app.log.info({ withinGrace: !cut }, 'shut down');
  return !cut;
}
