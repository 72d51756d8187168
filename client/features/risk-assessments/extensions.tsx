import { lazy, Suspense } from 'react';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { SaveCheck, ScreenExtensions } from '../screens';
import { NextRevisionCell } from './NextRevisionCell';
import { useNewRiskAssessment } from './use-new-risk-assessment';

const RisksSection = lazy(() => import('./RisksSection').then((module) => ({ default: module.RisksSection })));
const AssessmentActions = lazy(() =>
  import('./AssessmentActions').then((module) => ({ default: module.AssessmentActions })),
);

/** RA-7 before a measure is saved; the rule loads with the first save, not with the app. */
const personalReason: SaveCheck = async (db, doc) =>
  (await import('./personal-reason-check')).personalReasonCheck(db, doc);

function Risks(props: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  return (
    <Suspense fallback={null}>
      <RisksSection {...props} />
    </Suspense>
  );
}

function Actions(props: { readonly doc: ViewDoc }) {
  return (
    <Suspense fallback={null}>
      <AssessmentActions {...props} />
    </Suspense>
  );
}

/**
 * A risk assessment (docs/domain/risk-assessments.md): the header in the generic form, the
 * risks with the matrix and their measures in their own section, and below the heading the open
 * measures, the revision with "Revised", the assessments linking to it and the PDF. Loaded
 * when an assessment is first opened, not with the app. A measure of a risk saved in the generic
 * measure form is checked against RA-7 first. A new assessment made for a substance or an
 * activity (`?for=…`) starts prefilled from it. The list marks an overdue next revision (RA-12).
 */
export const riskAssessmentExtensions: ScreenExtensions = {
  RISK_ASSESSMENT: {
    detail: {
      sectionFields: ['risks', 'undoneNewMeasureCount', 'lastRevisedAt', 'lastRevisedBy'],
      Section: Risks,
      Actions,
      useNewDocument: useNewRiskAssessment,
    },
    listCells: { nextRevisionAt: NextRevisionCell },
  },
  // RA-7 also when a measure of a risk is changed in the generic measure form.
  MEASURE: { detail: { saveChecks: [personalReason] } },
};
