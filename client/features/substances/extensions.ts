import type { ScreenExtensions } from '../screens';
import { RegisterRoute, StorageSection } from './lazy-screens';

/**
 * The hazardous substances route is the Gefahrstoffverzeichnis (docs/domain/substances.md REG-1
 * … REG-9); the substances list stays the generic one. A storage shows what it holds and the
 * TRGS 510 joint-storage guidance below its form (STO-1, STO-2).
 */
export const substanceExtensions: ScreenExtensions = {
  SUBSTANCE: { listScreens: { hazardousSubstances: RegisterRoute } },
  STORAGE: { detail: { Section: StorageSection } },
};
