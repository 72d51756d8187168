import type { ScreenExtensions } from '../screens';
import { RegisterRoute } from './RegisterRoute';

/**
 * The hazardous substances route is the Gefahrstoffverzeichnis (docs/domain/substances.md REG-1
 * … REG-9); the substances list stays the generic one.
 */
export const substanceExtensions: ScreenExtensions = {
  SUBSTANCE: { listScreens: { hazardousSubstances: RegisterRoute } },
};
