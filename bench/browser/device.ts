import { createBlobApi } from '../../client/sync/attachments/blob-api';
import { connectLiveSocket } from '../../client/sync/live-socket';
import { ReplicaDb, replicaName } from '../../client/sync/replica-db';
import { createSyncApi, type SyncApi } from '../../client/sync/sync-api';
import { SyncEngine, type SyncStatus } from '../../client/sync/sync-engine';
import { pageToken } from './page-token';

/** One replica of this browser, synced as client/sync/replica-session.ts wires it. */
export interface Device {
  readonly db: ReplicaDb;
  readonly api: SyncApi;
  readonly engine: SyncEngine;
  close(): void;
}

const SUBJECT = 'bench-anna';

/** Opens the replica of `tenant`, starts its engine and its live socket, with tokens from the node side. */
export function openDevice(tenant: string): Device {
  const name = replicaName(tenant, SUBJECT);
  const db = new ReplicaDb(name);
  const endpoint = { backendUrl: `${location.origin}/api`, tenant, token: pageToken() };
  const api = createSyncApi(endpoint);
  const engine = new SyncEngine(db, api, {
    lockName: `${name}:sync`,
    blobApi: createBlobApi(endpoint),
  });
  engine.start();
  const stopLive = connectLiveSocket({
    backendUrl: endpoint.backendUrl,
    tenant,
    token: () => endpoint.token(false),
    onPoke: () => engine.requestSync(0),
  });
  return {
    db,
    api,
    engine,
    close: () => {
      stopLive();
      engine.stop();
      db.close();
    },
  };
}

/** Resolves once the engine has finished a round; a refusal or an outdated protocol breaks the bench. */
export function firstRound(engine: SyncEngine): Promise<SyncStatus> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const status = engine.getSnapshot();
      if (status.phase === 'failed' || status.phase === 'outdated') {
        unsubscribe();
        reject(new Error(`sync ${status.phase}: ${status.problem ?? ''}`));
      } else if (status.phase === 'idle' && status.lastSyncAt !== undefined) {
        unsubscribe();
        resolve(status);
      }
    };
    const unsubscribe = engine.subscribe(check);
    check();
  });
}

const nextStatus = (engine: SyncEngine): Promise<void> =>
  new Promise((resolve) => {
    const unsubscribe = engine.subscribe(() => {
      unsubscribe();
      resolve();
    });
  });

/**
 * Resolves once the outbox is empty and no round runs: the last edit was acknowledged and
 * pulled back. Until that pull, the local view shows the server state before the edit.
 */
export async function settled(device: Device): Promise<void> {
  for (;;) {
    await firstRound(device.engine);
    const pending = await device.db.outbox.count();
    if (pending === 0 && device.engine.getSnapshot().phase === 'idle') return;
    await nextStatus(device.engine);
  }
}
