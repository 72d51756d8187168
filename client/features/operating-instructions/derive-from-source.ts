import {
  type DerivedInstruction,
  derivationRecord,
  deriveFromActivity,
  deriveFromRiskAssessment,
  deriveFromSubstance,
  sourceFingerprint,
} from '../../../shared/domain/operating-instructions';
import { documentTitle } from '../../../shared/entities/document-title';
import type { DocumentData, DocumentLookup } from '../../../shared/entities/entity';
import type { InstructionLanguage } from '../../../shared/entities/operating-instruction-fields';
import type { DocumentType } from '../../../shared/enums/entity-types';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { viewOfType } from '../../sync/view-of-type';
import { InvalidDocumentError } from '../../sync/write-api';
import { loadStatementCatalog } from '../statements';

/** A derivation made on this device: the instruction's values and the record of what they came from. */
export interface Derivation {
  readonly derived: DerivedInstruction;
  readonly record: DocumentData;
}

/** The source is saved incomplete for a derivation (an activity without its substance on this device). */
function incomplete(path: string): InvalidDocumentError {
  return new InvalidDocumentError([{ path, message: 'validation.required' }]);
}

type Known = { readonly type: DocumentType; readonly data: DocumentData };

async function known(db: ReplicaDb, ids: readonly unknown[]): Promise<Map<string, Known>> {
  const wanted = ids.filter((id): id is string => typeof id === 'string');
  const docs = await db.view.bulkGet([...new Set(wanted)]);
  return new Map(docs.flatMap((doc) => (doc ? [[doc.id, { type: doc.type as DocumentType, data: doc.data }]] : [])));
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Derives an operating instruction from a saved substance, activity or risk assessment as this
 * device holds it (offline too): reads the documents the source names, loads the statement
 * catalog and, for an activity, rates it by EMKG (OI-4 … OI-14), and records the source's
 * fingerprint (OI-15). Throws InvalidDocumentError when the source lacks what the rule needs.
 */
export async function deriveFromSource(
  db: ReplicaDb,
  source: ViewDoc,
  language: InstructionLanguage,
  now: Date = new Date(),
): Promise<Derivation> {
  const catalog = await loadStatementCatalog();
  const texts = catalog.catalogText;
  const substanceId = source.type === 'ACTIVITY' ? source.data.substance : undefined;
  const docs = await known(db, [
    source.id,
    substanceId,
    ...idsOf(source.data.workEnvironments),
    ...idsOf(source.data.storageOrWorkEquipments),
    ...idsOf(source.data.substances),
  ]);
  docs.set(source.id, { type: source.type as DocumentType, data: source.data });
  const lookup: DocumentLookup = (id) => docs.get(id);
  const names = (ids: unknown) =>
    idsOf(ids).flatMap((id) => {
      const doc = docs.get(id);
      return doc ? [documentTitle(doc.type, doc.data)] : [];
    });
  const self = { id: source.id, data: source.data };

  let derived: DerivedInstruction;
  if (source.type === 'SUBSTANCE') derived = deriveFromSubstance(self, language, texts);
  else if (source.type === 'ACTIVITY') {
    const substance = typeof substanceId === 'string' ? docs.get(substanceId) : undefined;
    if (!substance || typeof substanceId !== 'string') throw incomplete('substance');
    const { rateActivity } = await import('../../../shared/domain/emkg');
    const rating = rateActivity(source.data, substance.data);
    const places = {
      workEnvironments: names(source.data.workEnvironments),
      equipment: names(source.data.storageOrWorkEquipments),
    };
    derived = deriveFromActivity(self, { id: substanceId, data: substance.data }, places, rating, language, texts);
  } else if (source.type === 'RISK_ASSESSMENT') {
    const assessmentNames = {
      equipment: names(source.data.storageOrWorkEquipments),
      substances: names(source.data.substances),
    };
    const measures = await viewOfType(db, 'MEASURE').toArray();
    derived = deriveFromRiskAssessment(self, assessmentNames, language, measures);
  } else throw incomplete('type');

  const fingerprint = sourceFingerprint(source.id, lookup, language);
  if (!fingerprint) throw incomplete('id');
  return { derived, record: derivationRecord(derived, source.id, fingerprint, now.toISOString()) };
}
