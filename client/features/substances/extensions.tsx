import { lazy, Suspense } from 'react';
import { isHazardousSubstance } from '../../../shared/domain/substances';
import type { FormAddon } from '../entity-detail';
import type { ScreenExtensions } from '../screens';
import { SubstanceSummaryButton } from './SubstanceSummaryButton';

const LabelHintsPanel = lazy(() => import('./LabelHintsPanel').then((module) => ({ default: module.LabelHintsPanel })));

/** Below a substance's fields: the plausibility hints on its label (SUB-4 … SUB-7), loaded with the form. */
const labelHints: FormAddon = (data) => (
  <Suspense fallback={null}>
    <LabelHintsPanel data={data} />
  </Suspense>
);

/**
 * The hazardous substances screen lists the substances of docs/domain/substances.md SUB-1; a
 * substance's form shows the hints on its label elements, a saved one the download of its summary.
 */
export const substanceExtensions: ScreenExtensions = {
  SUBSTANCE: {
    listFilters: { hazardousSubstances: isHazardousSubstance },
    detail: { formAddon: labelHints, Actions: SubstanceSummaryButton },
  },
};
