import type { FastifyInstance } from 'fastify';
import type { OpenDatabase } from './db/database';

export interface ShutdownDeps {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  /** How long requests in flight may take before their connections are cut. */
  readonly graceMs: number;
}

/**
 * Graceful shutdown (docs/operations.md "Shutdown"): `app.close()` refuses new connections,
 * turns readiness to 503, sends every socket (live and assistant) 1001 and waits for the
 * requests in flight (pushes commit in one synchronous transaction, so a push is either
 * answered or never began). After the grace period the remaining connections are cut. Then
 * the database is checkpointed and closed. Resolves to whether everything finished within the grace period.
 */
export async function shutDown({ app, database, graceMs }: ShutdownDeps): Promise<boolean> {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, 'grace period over: cutting the connections still open');
    for (const socket of app.websocketServer.clients) socket.terminate();
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  await database.close();
  app.log.info({ withinGrace: !cut }, 'shut down');
  return !cut;
}
