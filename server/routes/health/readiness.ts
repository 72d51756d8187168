import type { FastifyBaseLogger } from 'fastify';
import { type Db, pendingMigrations } from '../../db/database';

export type NotReadyReason = 'stopping' | 'database-unavailable' | 'migrations-pending';

export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: NotReadyReason };

/** Ready: not shutting down, and the database answers with every migration applied. */
export async function readiness(db: Db, stopping: boolean, log: FastifyBaseLogger): Promise<Readiness> {
  if (stopping) return { ready: false, reason: 'stopping' };
  try {
    return (await pendingMigrations(db)) === 0 ? { ready: true } : { ready: false, reason: 'migrations-pending' };
  } catch (error) {
    log.warn({ err: error }, 'readiness: the database does not answer');
    return { ready: false, reason: 'database-unavailable' };
  }
}
