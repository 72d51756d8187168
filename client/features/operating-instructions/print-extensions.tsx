import { lazy, Suspense } from 'react';
import type { ViewDoc } from '../../sync/replica-db';
import type { ScreenExtensions } from '../screens';

const InstructionPdfButton = lazy(() =>
  import('./InstructionPdfButton').then((module) => ({ default: module.InstructionPdfButton })),
);

/** The download of the printed instruction, loaded with the instruction's screen, not with the first page. */
function PrintAction({ doc }: { readonly doc: ViewDoc }) {
  return (
    <Suspense fallback={null}>
      <InstructionPdfButton doc={doc} />
    </Suspense>
  );
}

/** Both kinds of operating instruction offer their printed document on their screen (OI-PRINT-1 … OI-PRINT-6). */
export const instructionPrintExtensions: ScreenExtensions = {
  SUBSTANCE_INSTRUCTION: { detail: { Actions: PrintAction } },
  WORK_EQUIPMENT_INSTRUCTION: { detail: { Actions: PrintAction } },
};
