import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { FormAddon } from '../entity-detail';
import type { ScreenExtensions } from '../screens';
import { DataSheetButton } from './DataSheetButton';
import { RegisterRoute, StorageSection } from './lazy-screens';
import { SubstanceSummaryButton } from './SubstanceSummaryButton';

const LabelHintsPanel = lazy(() => import('./LabelHintsPanel').then((module) => ({ default: module.LabelHintsPanel })));
const ApprovalPanel = lazy(() => import('./ApprovalPanel').then((module) => ({ default: module.ApprovalPanel })));

/** Below a substance's fields: the plausibility hints on its label (SUB-4 … SUB-7), loaded with the form. */
const labelHints: FormAddon = (data) => (
  <Suspense fallback={null}>
    <LabelHintsPanel data={data} />
  </Suspense>
);

/** A saved substance's actions: the download of its data summary, and its update from a newer safety data sheet. */
function SubstanceActions({ doc }: { readonly doc: ViewDoc }) {
  return (
    <>
      <SubstanceSummaryButton doc={doc} />
      <DataSheetButton doc={doc} />
    </>
  );
}

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
 * The hazardous substances route is the Gefahrstoffverzeichnis (docs/domain/substances.md REG-1
 * … REG-9); the substances list stays the generic one. A substance's form shows the hints on its
 * label elements, and its approval section is the workflow of SUB-APR, not inputs of the form. A saved
 * substance offers the download of its data summary (SUB-SUM). A storage shows what it holds and
 * the TRGS 510 joint-storage guidance below its form (STO-1, STO-2).
 * The substances list creates a substance from a safety data sheet, a saved substance's screen
 * updates it from a newer one (issue 17, SDS-33).
 */
export const substanceExtensions: ScreenExtensions = {
  SUBSTANCE: {
    listScreens: { hazardousSubstances: RegisterRoute },
    ListActions: DataSheetButton,
    detail: {
      formAddon: labelHints,
      Actions: SubstanceActions,
      sectionFields: ['approval'],
      sectionPanels: { approval: ApprovalSection },
    },
  },
  STORAGE: { detail: { Section: StorageSection } },
};
