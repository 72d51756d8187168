/**
 * Substances (docs/domain/substances.md): what counts as a hazardous substance, whether a
 * composition can add up, whether the safety data sheet is current, and the approval workflow.
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
export {
  type CompositionFinding,
  compositionFindings,
  compositionProportionsValid,
  type ProportionRange,
  proportionRange,
} from './composition';
export { isHazardousSubstance } from './hazardous-substance';
export { newestSafetyDataSheetDate, outdatedSafetyDataSheet } from './safety-data-sheets';
