import type { DataSheetLanguage } from '../../../shared/enums/catalogs';
import type { ReplicaDb } from '../../sync/replica-db';
import { InvalidDocumentError } from '../../sync/write-api';
import { INSTRUCTION_FROM_ACTIVITY, INSTRUCTION_FROM_SUBSTANCE } from '../operating-instructions';
import { deriveDocument } from '../screens';

/** The missing documents' sources of an operating instruction and the derive action of each (OI-3). */
const ACTIONS = { SUBSTANCE: INSTRUCTION_FROM_SUBSTANCE, ACTIVITY: INSTRUCTION_FROM_ACTIVITY } as const;

/** What deriving gave: the new instruction, or why there is none. */
export type DeriveOutcome =
  | { readonly kind: 'created'; readonly id: string }
  /** The source lacks what the derivation needs (an activity without its substance …). */
  | { readonly kind: 'incomplete' }
  /** The source is no longer on the device (deleted, or no longer readable). */
  | { readonly kind: 'gone' };

/**
 * Makes the operating instruction a substance or an activity lacks (CMP-2) by the same derive
 * action as on its screen, prefilled from it as this device holds it. Loaded with the first
 * click, so the dashboard's first paint carries neither the derivation nor the write path.
 */
export async function deriveMissingInstruction(
  db: ReplicaDb,
  sourceId: string,
  language: DataSheetLanguage,
): Promise<DeriveOutcome> {
  const source = await db.view.get(sourceId);
  if (!source || (source.type !== 'SUBSTANCE' && source.type !== 'ACTIVITY')) return { kind: 'gone' };
  try {
    return { kind: 'created', id: await deriveDocument(db, ACTIONS[source.type], source, language) };
  } catch (error) {
    if (error instanceof InvalidDocumentError) return { kind: 'incomplete' };
    throw error;
  }
}
