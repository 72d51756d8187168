import type { DocumentData } from '../../../shared/entities/entity';
import { COMPANY_SETTINGS_ID } from '../../../shared/entities/hidden-fields';
import type { ReplicaDb } from '../../sync/replica-db';
import { createDocument, patchDocument } from '../../sync/write-api';

/** Saves changed company settings through the write API: the one document is created on first use. */
export async function saveCompanySettings(db: ReplicaDb, changes: DocumentData): Promise<void> {
  const current = await db.view.get(COMPANY_SETTINGS_ID);
  if (current?.type === 'COMPANY_SETTINGS') await patchDocument(db, 'COMPANY_SETTINGS', COMPANY_SETTINGS_ID, changes);
  else await createDocument(db, 'COMPANY_SETTINGS', changes, COMPANY_SETTINGS_ID);
}
