import { useLiveQuery } from 'dexie-react-hooks';
import type { PlacedDoc } from '../../../shared/entities/document-places';
import type { ReplicaDb } from '../../sync/replica-db';
import { viewOfType } from '../../sync/view-of-type';

/** The locations of the replica by name, and its locations and departments by id, to place employees. */
export interface LocationPlaces {
  readonly locations: readonly { readonly id: string; readonly name: string }[];
  readonly placeOf: (id: string) => PlacedDoc | undefined;
}

/** The replica's locations and departments (the organisation list's location filter, TRN-11); undefined while loading. */
export function useLocationPlaces(db: ReplicaDb | undefined): LocationPlaces | undefined {
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [locations, departments] = await Promise.all([
      viewOfType(db, 'LOCATION').toArray(),
      viewOfType(db, 'DEPARTMENT').toArray(),
    ]);
    const placed = new Map<string, PlacedDoc>(
      [...locations, ...departments].map((doc) => [doc.id, { type: doc.type, data: doc.data }]),
    );
    return {
      locations: locations
        .map((doc) => ({ id: doc.id, name: String(doc.data.name ?? '') }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
      placeOf: (id: string) => placed.get(id),
    };
  }, [db]);
}
