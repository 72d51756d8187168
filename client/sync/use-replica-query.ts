import { useEffect, useState } from 'react';
import type { ReplicaDb } from './replica-db';

/**
 * A live query of the replica, as `useLiveQuery` of dexie-react-hooks answers one, for what the
 * layout shows (issue 25): the replica, and Dexie with it, loads after the first screen, and
 * that hook would bring Dexie into the first page load. `initial` until the replica is open and
 * the query has answered; after a change of `deps`, the last answer until the new one comes.
 * A failing query throws to the nearest error boundary.
 */
export function useReplicaQuery<T>(
  db: ReplicaDb | undefined,
  query: (db: ReplicaDb) => Promise<T>,
  deps: readonly unknown[],
  initial: T,
): T {
  const [answer, setAnswer] = useState<{ readonly value: T } | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is new each render; the caller names what it reads
  useEffect(() => {
    if (!db) return;
    const subscription = db
      .live(() => query(db))
      .subscribe({
        next: (value) => setAnswer({ value }),
        error: (error: unknown) =>
          setAnswer(() => {
            throw error;
          }),
      });
    return () => subscription.unsubscribe();
  }, [db, ...deps]);
  return answer ? answer.value : initial;
}
