/**
 * Which substances and activities lack a risk assessment or an operating instruction
 * (docs/domain/compliance.md CMP-1, CMP-2).
 */
import type { DocumentType } from '../../enums/entity-types';
import { type ComplianceDocument, referencedIds } from './compliance-document';

/** A document a substance or an activity needs (dashboard reasons MISSING_RISK_ASSESSMENT, MISSING_OPERATING_INSTRUCTION). */
export type MissingDocument = 'RISK_ASSESSMENT' | 'OPERATING_INSTRUCTION';

/** The document type that provides each needed document. */
export const COVERING_TYPE: Readonly<Record<MissingDocument, DocumentType>> = {
  RISK_ASSESSMENT: 'RISK_ASSESSMENT',
  OPERATING_INSTRUCTION: 'SUBSTANCE_INSTRUCTION',
};

/** The types that need a risk assessment and an operating instruction. */
const SUBJECT_TYPES: ReadonlySet<string> = new Set<DocumentType>(['SUBSTANCE', 'ACTIVITY']);

/**
 * The ids the covering documents name: a risk assessment its `substances` (CMP-1); an operating
 * instruction its `target`, `substances` and `activities` (CMP-2). Deleted documents name nothing.
 */
function coveredIds(missing: MissingDocument, documents: readonly ComplianceDocument[]): Set<string> {
  return new Set(
    documents
      .filter((doc) => doc.type === COVERING_TYPE[missing] && doc.deleted !== true)
      .flatMap((doc) =>
        missing === 'RISK_ASSESSMENT'
          ? referencedIds(doc.data.substances)
          : [
              ...referencedIds(doc.data.target),
              ...referencedIds(doc.data.substances),
              ...referencedIds(doc.data.activities),
            ],
      ),
  );
}

/** CMP-1: an activity is covered by a risk assessment through its substance; anything else by its own id. */
function isCovered(subject: ComplianceDocument, missing: MissingDocument, covered: ReadonlySet<string>): boolean {
  if (subject.type === 'ACTIVITY' && missing === 'RISK_ASSESSMENT')
    return referencedIds(subject.data.substance).some((id) => covered.has(id));
  return covered.has(subject.id);
}

/**
 * CMP-1, CMP-2: the substances and activities among `subjects` that lack the document, judged by
 * the covering documents among `documents` (other types in either list are ignored, deleted ones
 * count as absent).
 */
export function lackingDocument<T extends ComplianceDocument>(
  missing: MissingDocument,
  subjects: readonly T[],
  documents: readonly ComplianceDocument[],
): T[] {
  const covered = coveredIds(missing, documents);
  return subjects.filter(
    (subject) => SUBJECT_TYPES.has(subject.type) && subject.deleted !== true && !isCovered(subject, missing, covered),
  );
}
