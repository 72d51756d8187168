import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Draining } from '../../http/draining';
import type { Job } from '../../jobs/job';
import { jobStatus } from '../../jobs/job-status';
import { readiness } from './readiness';

export const HEALTH_PATH = '/api/health';
export const READY_PATH = '/api/ready';

/**
 * Liveness and readiness probes (docs/operations.md "Health and readiness"): no sign-in, no
 * tenant data, no rate limit, never cached. Readiness also shows each scheduled job's newest
 * run (state and times, no error texts), the operators' view of the jobs. Their request lines are logged at warn only, so a
 * probe every few seconds does not flood the log.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db, draining: Draining, jobs: readonly Job[]): void {
  const probe = { logLevel: 'warn' } as const;

  app.get(HEALTH_PATH, probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get(READY_PATH, probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await readiness(db, draining.stopping(), request.log);
    if (!state.ready) return reply.code(503).send({ status: 'not-ready', reason: state.reason });
    return { status: 'ready', jobs: await jobStatus(db, jobs) };
  });
}
