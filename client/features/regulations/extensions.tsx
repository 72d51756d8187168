import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { ScreenExtensions } from '../screens';

// The customers list loads when first shown, not with the screens every route loads.
const CustomersScreen = lazy(() => import('./CustomersScreen').then((module) => ({ default: module.CustomersScreen })));
const ReportsScreen = lazy(() => import('./ReportsScreen').then((module) => ({ default: module.ReportsScreen })));
const ChangesPanel = lazy(() => import('./ChangesPanel').then((module) => ({ default: module.ChangesPanel })));
const EvaluationPanel = lazy(() => import('./EvaluationPanel').then((module) => ({ default: module.EvaluationPanel })));

/** Below a regulation's form: the customer's compliance evaluation, loaded when first shown. */
function Evaluation(props: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  return (
    <Suspense fallback={null}>
      <EvaluationPanel {...props} />
    </Suspense>
  );
}

const loading = (
  <p className="notice" role="status">
    <Trans>Loading…</Trans>
  </p>
);

/** Below a regulation's form: its changes with the measures derived from each, loaded when first shown. */
function Changes(props: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  return (
    <Suspense fallback={null}>
      <ChangesPanel {...props} />
    </Suspense>
  );
}

/** The screen of `/regulations/customers`. */
function CustomersRoute() {
  return (
    <Suspense fallback={loading}>
      <CustomersScreen />
    </Suspense>
  );
}

/** The screen of `/regulations/reports`: the reports with their preview and PDF, and a manager's new report. */
function ReportsRoute() {
  return (
    <Suspense fallback={loading}>
      <ReportsScreen />
    </Suspense>
  );
}

/**
 * Regulations across tenants (docs/domain/regulations.md): the manager's customers list (RGL-13)
 * and reports (RGL-14 … RGL-16), and the customer's compliance evaluation below a delivered or individual regulation (RGL-10).
 */
export const regulationExtensions: ScreenExtensions = {
  REGULATION: { listScreens: { regulationCustomers: CustomersRoute }, detail: { Panels: [Evaluation, Changes] } },
  INDIVIDUAL_REGULATION: { detail: { Panels: [Evaluation, Changes] } },
  REGULATION_REPORT: { listScreens: { regulationReports: ReportsRoute } },
};
