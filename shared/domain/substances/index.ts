/**
 * Substances (docs/domain/substances.md): what counts as a hazardous substance, the check digits
 * of CAS and EC numbers, plausibility hints on the label elements, joint-storage guidance.
 */
export { type LabelElements, labelElements, type StatementSignalWord } from './clp-label-elements';
export { isHazardousSubstance } from './hazardous-substance';
export {
  type JointStorage,
  type JointStorageBasis,
  type JointStorageGuidance,
  type JointStorageSource,
  jointStorage,
  SMALL_QUANTITY_EXEMPTION,
} from './joint-storage';
export { type LabelHint, type LabelHintId, labelHints } from './label-hints';
export {
  casNumberProblem,
  ecNumberProblem,
  isValidCasNumber,
  isValidEcNumber,
  type RegistryNumberProblem,
} from './registry-numbers';
