import { acquireToken, isNetworkFailure, RedirectingError } from '../auth/auth-client';
import type { Session } from '../session/bootstrap';
import { type BlobApi, createBlobApi } from './attachments/blob-api';
import { createHistoryApi, fetchRecentChanges, type HistoryApi, type RecentChangesApi } from './history-api';
import { connectLiveSocket } from './live-socket';
import { ReplicaDb, replicaName } from './replica-db';
import { createSyncApi, RetryableError, ServerUnreachableError, type SyncApiOptions } from './sync-api';
import { SyncEngine } from './sync-engine';

export interface ReplicaSession {
  readonly db: ReplicaDb;
  readonly engine: SyncEngine;
  /** For `readAttachment`: files this device does not hold come from the server. */
  readonly blobApi: BlobApi;
  /** The history tab's look-up on the server. */
  readonly history: HistoryApi;
  /** The dashboard's last changes on the server. */
  readonly recentChanges: RecentChangesApi;
  /** The active tenant's API as this session calls it, for calls beside sync (notification settings). */
  readonly endpoint: SyncApiOptions;
  close(): void;
}

/**
 * Opens the replica of the signed-in user in the active tenant and starts syncing it:
 * the engine (one tab per replica holds the lock) and the live socket that pokes it.
 * Offline, the replica opens from the device and the engine waits for the connection.
 */
export function openReplicaSession(session: Session): ReplicaSession {
  const name = replicaName(session.tenant.trimmedName, session.user.subject);
  const db = new ReplicaDb(name);
  const { manager } = session;
  const token = async (renew: boolean) => {
    if (!manager) throw new RetryableError('no sign-in settings on this device yet');
    try {
      return await acquireToken(manager, renew);
    } catch (error) {
      if (error instanceof RedirectingError) throw error;
      const message = error instanceof Error ? error.message : 'no token obtainable yet';
      // A renewal whose request could not be sent means no connection.
      if (error instanceof Error && isNetworkFailure(error.cause)) throw new ServerUnreachableError(message);
      throw new RetryableError(message);
    }
  };
  const endpoint = { backendUrl: session.config.backendUrl, tenant: session.tenant.trimmedName, token };
  const api = createSyncApi(endpoint);
  const blobApi = createBlobApi(endpoint);
  const engine = new SyncEngine(db, api, { lockName: `${name}:sync`, blobApi });
  engine.start();
  const stopLive = manager
    ? connectLiveSocket({
        backendUrl: session.config.backendUrl,
        tenant: session.tenant.trimmedName,
        token: () => token(false),
        onPoke: () => engine.requestSync(0),
      })
    : () => {};
  return {
    db,
    engine,
    blobApi,
    history: createHistoryApi(endpoint),
    recentChanges: (limit, location) => fetchRecentChanges(endpoint, limit, location),
    endpoint,
    close: () => {
      stopLive();
      engine.stop();
      db.close();
    },
  };
}
