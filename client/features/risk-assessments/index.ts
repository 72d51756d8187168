import { lazy } from 'react';

export { riskAssessmentExtensions } from './extensions';

/** The settings card of the risk matrix bands, loaded with the settings screen's first render of it. */
export const RiskMatrixSettings = lazy(() =>
  import('./RiskMatrixSettings').then((module) => ({ default: module.RiskMatrixSettings })),
);
