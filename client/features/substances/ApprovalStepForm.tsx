import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import {
  type ApprovalInputs,
  type ApprovalStep,
  approvalAfterStep,
  approvalRecord,
} from '../../../shared/domain/substances';
import type { FormField } from '../../../shared/entities/derive/form-fields';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import type { FieldMap } from '../../../shared/entities/fields';
import { substance } from '../../../shared/entities/substance';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { InvalidDocumentError, patchDocument } from '../../sync/write-api';
import { FieldInput, FormContext, issuesByPath, type ReferenceOption } from '../entity-detail';

/** The inputs each step takes, in the order shown. */
const STEP_INPUTS: Readonly<Record<ApprovalStep, readonly (keyof ApprovalInputs)[]>> = {
  REQUEST: [],
  RECORD_CHECK: ['substitutionCheck', 'substitutedSubstances', 'substitutionResult'],
  APPROVE: ['approvalReason'],
  REJECT: ['rejectionReason'],
};

const approvalFields: FieldMap = substance.fields.approval.fields;

function approvalInput(name: string, required: boolean): FormField {
  const field = approvalFields[name];
  if (!field) throw new Error(`the approval has no field ${name}`);
  return { path: `approval.${name}`, label: field.label, field, required, children: [] };
}

interface ApprovalStepFormProps {
  readonly db: ReplicaDb;
  readonly doc: ViewDoc;
  readonly step: ApprovalStep;
  /** The documents the inputs may point to (substances as substitutes, without this one). */
  readonly references: ReadonlyMap<string, readonly ReferenceOption[]>;
  /** The step is stored on the device: whether it waits for a connection, and the state it led to. */
  readonly onDone: (offline: boolean, state: string) => void;
  readonly onCancel: () => void;
}

/**
 * The inputs of one approval step and its button: the step is stored on the device at once and
 * sent with the next sync; who and when are set by the server (SUB-APR-5). A step the current
 * state no longer admits (another device was quicker) says so instead of queueing.
 */
export function ApprovalStepForm({ db, doc, step, references, onDone, onCancel }: ApprovalStepFormProps) {
  const { t } = useLingui();
  const current = approvalRecord(doc.data.approval);
  const [values, setValues] = useState<ApprovalInputs>(() =>
    Object.fromEntries(
      STEP_INPUTS[step].map((name) => [name, current[name]]).filter(([, value]) => value !== undefined),
    ),
  );
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [failure, setFailure] = useState<'gone' | 'failed' | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const context = useMemo(() => ({ issues: issuesByPath(issues), references }), [issues, references]);
  const reasonRequired =
    step === 'REJECT' || (step === 'APPROVE' && current.substitutionResult === 'SUBSTITUTION_POSSIBLE');

  async function take() {
    setBusy(true);
    setFailure(undefined);
    try {
      const next = approvalAfterStep(current, step, values);
      if (!next) {
        setFailure('gone');
        return;
      }
      await patchDocument(db, substance.type, doc.id, { approval: next });
      onDone(!navigator.onLine, String(next.state));
    } catch (error) {
      if (error instanceof InvalidDocumentError) setIssues(error.issues);
      else {
        console.error('approval step failed', error);
        setFailure('failed');
      }
    } finally {
      setBusy(false);
    }
  }

  const label =
    step === 'RECORD_CHECK'
      ? t`Record substitution check`
      : step === 'APPROVE'
        ? t`Approve`
        : step === 'REJECT'
          ? t`Reject`
          : t`Request`;
  return (
    <FormContext.Provider value={context}>
      <div className="approval-step" data-step={step}>
        {step === 'REQUEST' && (
          <p className="form-hint">
            <Trans>
              A request starts a round of the approval: the substitution check is recorded next, then the substance is
              approved or rejected.
            </Trans>
          </p>
        )}
        {STEP_INPUTS[step].map((name) => (
          <FieldInput
            key={name}
            input={approvalInput(
              name,
              name === 'substitutedSubstances' ? false : name.endsWith('Reason') ? reasonRequired : true,
            )}
            prefix=""
            value={values[name]}
            onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
          />
        ))}
        {failure === 'gone' && (
          <p className="notice notice-error" role="alert">
            <Trans>This step no longer follows the current state of the approval.</Trans>
          </p>
        )}
        {failure === 'failed' && (
          <p className="notice notice-error" role="alert">
            <Trans>Could not be saved, please contact support.</Trans>
          </p>
        )}
        <div className="form-actions">
          <button
            type="button"
            className={step === 'REJECT' ? 'button button-danger' : 'button button-primary'}
            disabled={busy}
            data-testid="approval-step-confirm"
            onClick={() => void take()}
          >
            {label}
          </button>
          <button type="button" className="button" disabled={busy} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    </FormContext.Provider>
  );
}
