/**
 * Substances (docs/domain/substances.md): what counts as a hazardous substance, the check digits
 * of CAS and EC numbers.
 */
export { isHazardousSubstance } from './hazardous-substance';
export {
  casNumberProblem,
  ecNumberProblem,
  isValidCasNumber,
  isValidEcNumber,
  type RegistryNumberProblem,
} from './registry-numbers';
