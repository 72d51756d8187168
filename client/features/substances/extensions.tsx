import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { isHazardousSubstance } from '../../../shared/domain/substances';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { ScreenExtensions } from '../screens';

const ApprovalPanel = lazy(() => import('./ApprovalPanel').then((module) => ({ default: module.ApprovalPanel })));

/** The approval workflow, loaded when a substance screen first shows it (it is not part of the first page load). */
function ApprovalSection(props: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  return (
    <Suspense
      fallback={
        <p className="boot-spinner" role="status">
          <Trans>Loading…</Trans>
        </p>
      }
    >
      <ApprovalPanel {...props} />
    </Suspense>
  );
}

/**
 * The hazardous substances screen lists the substances of docs/domain/substances.md SUB-1; the
 * substance screen's approval section is the workflow of SUB-APR, not inputs of the form.
 */
export const substanceExtensions: ScreenExtensions = {
  SUBSTANCE: {
    listFilters: { hazardousSubstances: isHazardousSubstance },
    detail: { sectionFields: ['approval'], sectionPanels: { approval: ApprovalSection } },
  },
};
