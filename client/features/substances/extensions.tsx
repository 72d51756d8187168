import { lazy, Suspense } from 'react';
import type { FormAddon } from '../entity-detail';
import type { ScreenExtensions } from '../screens';
import { RegisterRoute, StorageSection } from './lazy-screens';

const LabelHintsPanel = lazy(() => import('./LabelHintsPanel').then((module) => ({ default: module.LabelHintsPanel })));

/** Below a substance's fields: the plausibility hints on its label (SUB-4 … SUB-7), loaded with the form. */
const labelHints: FormAddon = (data) => (
  <Suspense fallback={null}>
    <LabelHintsPanel data={data} />
  </Suspense>
);

/**
 * The hazardous substances route is the Gefahrstoffverzeichnis (docs/domain/substances.md REG-1
 * … REG-9); the substances list stays the generic one, and a substance's form shows the hints on
 * its label elements. A storage shows what it holds and the TRGS 510 joint-storage guidance below
 * its form (STO-1, STO-2).
 */
export const substanceExtensions: ScreenExtensions = {
  SUBSTANCE: { listScreens: { hazardousSubstances: RegisterRoute }, detail: { formAddon: labelHints } },
  STORAGE: { detail: { Section: StorageSection } },
};
