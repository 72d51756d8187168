/** Substances (docs/domain/substances.md): what counts as a hazardous substance. */
export { isHazardousSubstance } from './hazardous-substance';
