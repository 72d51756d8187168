import type { DataSheetLanguage } from '../../../shared/enums/catalogs';
import type { ReplicaDb } from '../../sync/replica-db';
import { INSTRUCTION_FROM_ACTIVITY, INSTRUCTION_FROM_SUBSTANCE } from '../operating-instructions';
import { deriveDocument } from '../screens';

/** The missing documents' sources of an operating instruction and the derive action of each (OI-3). */
const ACTIONS = { SUBSTANCE: INSTRUCTION_FROM_SUBSTANCE, ACTIVITY: INSTRUCTION_FROM_ACTIVITY } as const;

/**
 * Makes the operating instruction a substance or an activity lacks (CMP-2) by the same derive
 * action as on its screen, prefilled from it as this device holds it, and answers the new
 * instruction's id; undefined when the source is no longer on the device. Throws
 * InvalidDocumentError when the source lacks what the derivation needs.
 */
export async function deriveMissingInstruction(
  db: ReplicaDb,
  sourceId: string,
  language: DataSheetLanguage,
): Promise<string | undefined> {
  const source = await db.view.get(sourceId);
  if (!source || (source.type !== 'SUBSTANCE' && source.type !== 'ACTIVITY')) return undefined;
  return deriveDocument(db, ACTIONS[source.type], source, language);
}
