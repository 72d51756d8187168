import { windowEnd } from '../../../shared/domain/deadlines';
import { DUE_SOURCE_TYPES, type DueItem, type DueSource, dueItems } from '../../../shared/domain/due';
import { documentTitle } from '../../../shared/entities/document-title';
import type { ReplicaDb } from '../../sync/replica-db';
import { useReplicaQuery } from '../../sync/use-replica-query';
import { viewOfTypes } from '../../sync/view-of-type';
import { placesOf } from '../locations';
import { dueAtLocation, trainingParticipants } from './due-location';

export interface DueData {
  readonly items: readonly DueItem[];
  readonly byId: ReadonlyMap<string, DueSource>;
  /** The names of the participants of the trainings listed (DL-15), by employee id. */
  readonly names: ReadonlyMap<string, string>;
  /** The locations on the device, by name, for the location filter. */
  readonly locations: readonly { readonly id: string; readonly name: string }[];
}

/**
 * What is due by today + `days` (overdue included) among the documents this device holds, at
 * `location` when one is given: computed from the replica, so it works offline and shows only
 * what the user may read; undefined while the replica loads. The places of the items are read by
 * id along their chains (`placesOf`), not from the whole replica.
 */
export function useDueItems(
  db: ReplicaDb | undefined,
  today: string,
  days: number,
  location: string | undefined,
): DueData | undefined {
  return useReplicaQuery<DueData | undefined>(
    db,
    async (replica) => {
      const docs = await viewOfTypes(replica, DUE_SOURCE_TYPES);
      const sources = docs.map((doc) => ({ id: doc.id, type: doc.type, data: doc.data }));
      const all = dueItems(sources, today, windowEnd(today, days));
      const placed =
        location === undefined ? undefined : await placesOf(replica, sources, [location, ...trainingParticipants(all)]);
      const items = placed && location ? dueAtLocation(all, location, (id) => placed.get(id)) : all;
      const locations = sources
        .filter((source) => source.type === 'LOCATION')
        .map((source) => ({ id: source.id, name: typeof source.data.name === 'string' ? source.data.name : '' }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const participants = trainingParticipants(items);
      const employees = participants.length === 0 ? [] : await replica.view.bulkGet(participants);
      const names = new Map(employees.flatMap((doc) => (doc ? [[doc.id, documentTitle(doc.type, doc.data)]] : [])));
      return { items, byId: new Map(sources.map((source) => [source.id, source])), names, locations };
    },
    [today, days, location],
    undefined,
  );
}
