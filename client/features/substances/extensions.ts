import { isHazardousSubstance } from '../../../shared/domain/substances';
import type { ScreenExtensions } from '../screens';

/** The hazardous substances screen lists the substances of docs/domain/substances.md SUB-1. */
export const substanceExtensions: ScreenExtensions = {
  SUBSTANCE: { listFilters: { hazardousSubstances: isHazardousSubstance } },
};
