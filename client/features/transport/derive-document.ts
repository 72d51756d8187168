import { cargoLines, transportPoints } from '../../../shared/domain/transport';
import type { DocumentData } from '../../../shared/entities/entity';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';

/**
 * A transport document from a draft (issue 6): a copy of the draft's values as they are now,
 * with the link to the draft and its ADR 1.1.3.6 points; later draft edits do not reach it.
 * Throws InvalidDocumentError when the draft is not complete enough for a document.
 */
export async function deriveTransportDocument(db: ReplicaDb, draft: ViewDoc, id?: string): Promise<string> {
  const copy: Record<string, unknown> = structuredClone({ ...draft.data }) as DocumentData;
  copy.draft = draft.id;
  copy.transportPoints = transportPoints(cargoLines(copy)).total;
  const documentId = id ?? crypto.randomUUID();
  await createDocument(db, 'ADR_TRANSPORT_DOCUMENT', copy, documentId);
  return documentId;
}
