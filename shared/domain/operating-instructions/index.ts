/**
 * Operating instructions (docs/domain/operating-instructions.md): the derive rules from a
 * substance, an activity and a risk assessment, the fingerprint of the source, the changes a
 * re-derivation would make, and the revision the server settles.
 */

export { derivationRecord, withDerivation } from './derivation-record';
export { deriveChanges, type FieldChange, rederivePatch } from './derive-changes';
export {
  type DerivedInstruction,
  type DerivedSentence,
  lines as instructionLines,
  type StatementTexts,
} from './derived';
export { derivationOf, sourceChanged, sourceFingerprint } from './fingerprint';
export { type ActivityPlaces, deriveFromActivity, emkgSentences, GEAR_SIGNS } from './from-activity';
export { type AssessmentMeasure, type AssessmentNames, deriveFromRiskAssessment } from './from-risk-assessment';
export { deriveFromSubstance, precautionarySection, statementSentence } from './from-substance';
export { type RevisionStamp, settleRevision } from './settle-revision';
