import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';

/** Whether the server is closing: readiness reports it. */
export interface Draining {
  stopping(): boolean;
}

/**
 * What the server does once `app.close()` begins (docs/operations.md "Shutdown"). Fastify stops
 * the listener and closes idle connections; here every answer from then on carries
 * `connection: close`, so no kept-alive connection outlives the request in flight on it, and a
 * request that still arrives on such a connection is refused with 503 (clients retry, P9),
 * except the probes, which answer for themselves. Needs `return503OnClosing: false`.
 */
export function registerDraining(app: FastifyInstance, probePaths: readonly string[]): Draining {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (request) => {
    if (stopping && !probePaths.includes(request.routeOptions.url ?? '')) {
      throw new AppError('TIMEOUT', 'the server is shutting down');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  return { stopping: () => stopping };
}
