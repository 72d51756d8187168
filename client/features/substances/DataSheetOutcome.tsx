import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** How confirming a safety data sheet's review ended, when it did not succeed. */
export type DataSheetOutcomeState = 'invalid' | 'failed' | 'fileProblem' | undefined;

interface DataSheetOutcomeProps {
  /** Creating a substance from the sheet (the review) or updating a saved one (SDS-33). */
  readonly action: 'create' | 'update';
  readonly outcome: DataSheetOutcomeState;
  /** What is wrong with the inputs, shown under the notice when they are faulty. */
  readonly issues?: ReactNode;
  readonly busy: boolean;
  readonly onBack: () => void;
  readonly onClose: () => void;
}

/**
 * The end of a safety data sheet's review, shared by creating and updating a substance: the notice
 * of a failed confirmation (faulty inputs, a failure, a PDF the device could not store) and the
 * dialog's actions back, discard and confirm.
 */
export function DataSheetOutcome({ action, outcome, issues, busy, onBack, onClose }: DataSheetOutcomeProps) {
  const create = action === 'create';
  const failedId = create ? 'sds-create-failed' : 'sds-update-failed';
  return (
    <>
      {outcome === 'invalid' && (
        <div className="notice notice-error" role="alert" data-testid="form-invalid">
          <p>
            <Trans>Inputs are faulty, check and retry.</Trans>
          </p>
          {issues}
        </div>
      )}
      {outcome === 'failed' && (
        <p className="notice notice-error" role="alert" data-testid={failedId}>
          {create ? (
            <Trans>The substance could not be created. Please try again; if it happens again, contact support.</Trans>
          ) : (
            <Trans>The substance could not be updated. Please try again; if it happens again, contact support.</Trans>
          )}
        </p>
      )}
      {outcome === 'fileProblem' && (
        <p className="notice notice-error" role="alert" data-testid={failedId}>
          {create ? (
            <Trans>
              The PDF could not be stored on this device, so the substance was not created. Free some space and retry.
            </Trans>
          ) : (
            <Trans>
              The PDF could not be stored on this device, so the substance was not updated. Free some space and retry.
            </Trans>
          )}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" disabled={busy} onClick={onBack} data-testid="sds-back">
          <Trans>Back</Trans>
        </button>
        <button type="button" className="button" disabled={busy} onClick={onClose} data-testid="sds-discard">
          <Trans>Discard</Trans>
        </button>
        <button type="submit" className="button button-primary" disabled={busy} data-testid={`sds-${action}`}>
          {create ? <Trans>Create substance</Trans> : <Trans>Update substance</Trans>}
        </button>
      </div>
    </>
  );
}
