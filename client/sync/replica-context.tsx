import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-context';
import type { ReplicaSession } from './replica-session';
import type { SyncStatus } from './sync-engine';
import { useOnline } from './use-online';

const ReplicaContext = createContext<ReplicaSession | undefined>(undefined);

/**
 * Opens the replica for the layout's lifetime; screens read it through `useReplica`. Its code
 * (Dexie, the sync engine, the entity registry) is a chunk of its own, loaded once the layout
 * is shown, not part of the first page load (issue 25); the service worker precaches it.
 */
export function ReplicaProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [replica, setReplica] = useState<ReplicaSession | undefined>(undefined);
  useEffect(() => {
    let opened: ReplicaSession | undefined;
    let closed = false;
    import('./replica-session').then(
      ({ openReplicaSession }) => {
        if (closed) return;
        opened = openReplicaSession(session);
        setReplica(opened);
      },
      (error: unknown) => console.error('the replica could not be loaded', error),
    );
    return () => {
      closed = true;
      opened?.close();
    };
  }, [session]);
  return <ReplicaContext.Provider value={replica}>{children}</ReplicaContext.Provider>;
}

/** The replica of the active tenant; undefined during the first render. */
export function useReplica(): ReplicaSession | undefined {
  return useContext(ReplicaContext);
}

const IDLE: SyncStatus = {
  phase: 'idle',
  leader: false,
  lastSyncAt: undefined,
  progress: undefined,
  problem: undefined,
  upload: undefined,
};
const noop = () => () => {};

export function useSyncStatus(): SyncStatus {
  const replica = useReplica();
  return useSyncExternalStore(replica?.engine.subscribe ?? noop, replica?.engine.getSnapshot ?? (() => IDLE));
}

/**
 * Offline for Sorgfalt: the browser says so, or the last sync could not reach the server at
 * all (a dead Wi-Fi, a captive portal), though the browser believes it is online.
 */
export function useOffline(): boolean {
  const online = useOnline();
  const { phase } = useSyncStatus();
  return !online || phase === 'offline';
}
