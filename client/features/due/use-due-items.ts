import { windowEnd } from '../../../shared/domain/deadlines';
import { DUE_SOURCE_TYPES, type DueItem, type DueSource, dueItems } from '../../../shared/domain/due';
import type { ReplicaDb } from '../../sync/replica-db';
import { useReplicaQuery } from '../../sync/use-replica-query';

export interface DueData {
  readonly items: readonly DueItem[];
  readonly byId: ReadonlyMap<string, DueSource>;
}

/**
 * What is due by today + `days` (overdue included) among the documents this device holds:
 * computed from the replica, so it works offline and shows only what the user may read;
 * undefined while the replica loads.
 */
export function useDueItems(db: ReplicaDb | undefined, today: string, days: number): DueData | undefined {
  return useReplicaQuery<DueData | undefined>(
    db,
    async (replica) => {
      const docs = await replica.view
        .where('type')
        .anyOf([...DUE_SOURCE_TYPES])
        .toArray();
      const sources = docs.map((doc) => ({ id: doc.id, type: doc.type, data: doc.data }));
      return { items: dueItems(sources, today, windowEnd(today, days)), byId: new Map(sources.map((s) => [s.id, s])) };
    },
    [today, days],
    undefined,
  );
}
