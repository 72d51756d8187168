import { useLiveQuery } from 'dexie-react-hooks';
import type { DocumentData, DocumentLookup } from '../../../shared/entities/entity';
import type { DocumentType } from '../../../shared/enums/entity-types';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { viewOfTypes } from '../../sync/view-of-type';

/** The derive sources and their substances as this device holds them, live, as a lookup (OI-16). */
export function useSourceLookup(db: ReplicaDb | undefined): { lookup: DocumentLookup; ready: boolean } {
  const docs = useLiveQuery(
    async () => (db ? viewOfTypes(db, ['SUBSTANCE', 'ACTIVITY', 'RISK_ASSESSMENT']) : []),
    [db],
  );
  const byId = new Map<string, { type: DocumentType; data: DocumentData }>(
    (docs ?? []).map((doc: ViewDoc) => [doc.id, { type: doc.type as DocumentType, data: doc.data }]),
  );
  return { lookup: (id) => byId.get(id), ready: docs !== undefined };
}
