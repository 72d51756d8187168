/**
 * Substances (docs/domain/substances.md): what counts as a hazardous substance, the check digits
 * of CAS and EC numbers, plausibility hints on the label elements, joint-storage guidance, whether
 * a composition can add up, whether the safety data sheet is current, the approval workflow, the
 * rows of the hazardous substance register and its yearly review per location.
 */
export {
  APPROVAL_STEPS,
  type Approval,
  type ApprovalInputs,
  type ApprovalStep,
  approvalAfterStep,
  approvalDespiteSubstituteReasoned,
  approvalRecord,
  approvalStateOf,
  hasText,
  nextApprovalSteps,
  rejectionReasoned,
  substitutionCheckRecorded,
} from './approval';
export {
  APPROVAL_STAMPS,
  type ApprovalCommitter,
  type ApprovalRefusal,
  approvalDay,
  type SettledApproval,
  settleApproval,
} from './approval-settle';
export { type LabelElements, labelElements, type StatementSignalWord } from './clp-label-elements';
export {
  type CompositionFinding,
  compositionFindings,
  compositionProportionsValid,
  type ProportionRange,
  proportionRange,
} from './composition';
export { isHazardousSubstance } from './hazardous-substance';
export {
  type JointStorage,
  type JointStorageBasis,
  type JointStorageGuidance,
  type JointStorageReference,
  type JointStorageSource,
  jointStorage,
  SMALL_QUANTITY_EXEMPTION,
} from './joint-storage';
export { type LabelHint, type LabelHintId, labelHints } from './label-hints';
export { type Places, placesOf, type RegisterDocument } from './register-places';
export {
  latestReviews,
  nextReviewDue,
  REVIEW_LOOKAHEAD_DAYS,
  type RegisterReview,
  type ReviewStatus,
  reviewDayInFuture,
  reviewStatus,
} from './register-review';
export {
  type DataSheetReference,
  type LocationTotal,
  type Quantity,
  REGISTER_SOURCE_TYPES,
  type RegisterFilter,
  type RegisterRow,
  type RegisterSources,
  registerRows,
  registerSources,
  type StoredQuantity,
  summed,
  type WorkArea,
} from './register-rows';
export {
  casNumberProblem,
  ecNumberProblem,
  isValidCasNumber,
  isValidEcNumber,
  type RegistryNumberProblem,
} from './registry-numbers';
export { newestSafetyDataSheetDate, outdatedSafetyDataSheet } from './safety-data-sheets';
export {
  type SmallQuantityCheck,
  type SmallQuantityStatus,
  smallQuantityCheck,
} from './small-quantities';
export { type StorageClassFinding, storageClassFindings } from './storage-class-fit';
export { type ClassTotal, type StorageContents, type StoredSubstance, storageContents } from './storage-contents';
