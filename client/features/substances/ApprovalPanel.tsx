import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import {
  type ApprovalStep,
  approvalRecord,
  approvalStateOf,
  nextApprovalSteps,
} from '../../../shared/domain/substances';
import { substance } from '../../../shared/entities/substance';
import { jsonEqual } from '../../../shared/sync/equal';
import { useSession } from '../../session/session-context';
import { serverState } from '../../sync/local-view';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { useReferences } from '../entity-detail';
import { enumText } from '../enums';
import { ApprovalStepForm } from './ApprovalStepForm';
import { ApprovalTimeline } from './ApprovalTimeline';
import '../../styles/substances.css';

interface ApprovalPanelProps {
  readonly db: ReplicaDb;
  /** The stored substance; undefined while it is being created. */
  readonly doc: ViewDoc | undefined;
}

/**
 * The approval section of a substance (docs/domain/substances.md SUB-APR): where the approval
 * stands, the steps of its round with who took them when, and a button for each step that may
 * follow, offered to users whose role lets them change substances. Steps are stored on the
 * device and sent with the next sync, also offline.
 */
export function ApprovalPanel({ db, doc }: ApprovalPanelProps) {
  const { t, i18n } = useLingui();
  const { grants } = useSession().employee;
  const references = useReferences(db, substance);
  const [step, setStep] = useState<ApprovalStep | undefined>(undefined);
  /** The step just taken here: its note stays while the approval is in the state the step led to. */
  const [taken, setTaken] = useState<{ readonly offline: boolean; readonly state: string } | undefined>(undefined);
  const server = useLiveQuery(
    async () => (doc ? db.transaction('r', [db.shadows, db.view], () => serverState(db, doc.id)) : undefined),
    [db, doc?.id, doc?.pending, doc?.version],
  );
  const substitutes = useMemo(
    () =>
      new Map([
        ...references.byType,
        ['SUBSTANCE', (references.byType.get('SUBSTANCE') ?? []).filter((option) => option.id !== doc?.id)],
      ]),
    [references, doc?.id],
  );
  if (!doc) {
    return (
      <p className="notice" role="status">
        <Trans>Save the substance first; then its approval can be requested.</Trans>
      </p>
    );
  }
  const approval = approvalRecord(doc.data.approval);
  const state = approvalStateOf(approval);
  const waiting = !jsonEqual(approval, approvalRecord(server?.data.approval));
  const writable = grantsAnywhere(grants, 'UPDATE', substance.resource);
  const steps = writable ? nextApprovalSteps(state) : [];
  const stateField = substance.fields.approvalState;
  const stateText =
    state && stateField.kind === 'enum' ? enumText(i18n, stateField.values, state) : t`No approval requested`;
  const stepLabel = (next: ApprovalStep) =>
    next === 'REQUEST'
      ? state === undefined
        ? t`Request approval`
        : t`Request a new review`
      : next === 'RECORD_CHECK'
        ? state === 'SUBSTITUTION_CHECKED'
          ? t`Change the substitution check`
          : t`Record substitution check`
        : next === 'APPROVE'
          ? t`Approve`
          : t`Reject`;

  return (
    <div className="approval" data-testid="approval" data-state={state ?? 'NONE'}>
      <p className="approval-state">
        <Trans>State:</Trans> <strong data-testid="approval-state">{stateText}</strong>
        {waiting && (
          <span className="entity-pending" data-testid="approval-waiting">
            <Trans>not yet sent</Trans>
          </span>
        )}
      </p>
      <ApprovalTimeline approval={approval} waiting={waiting} titles={references.byType} />
      {taken && !step && taken.state === state && (
        <div className="notice" role="status" data-testid="approval-step-saved">
          <p>
            {taken.offline && waiting ? (
              <Trans>Saved on this device; it will be sent when you are online</Trans>
            ) : (
              <Trans>Saved</Trans>
            )}
          </p>
        </div>
      )}
      {!writable && (
        <p className="form-hint">
          <Trans>Your access role lets you read the approval but not take its steps.</Trans>
        </p>
      )}
      {step ? (
        <ApprovalStepForm
          key={step}
          db={db}
          doc={doc}
          step={step}
          references={substitutes}
          onDone={(offline, next) => {
            setStep(undefined);
            setTaken({ offline, state: next });
          }}
          onCancel={() => setStep(undefined)}
        />
      ) : (
        steps.length > 0 && (
          <div className="approval-actions">
            {steps.map((next) => (
              <button
                key={next}
                type="button"
                className={next === 'REJECT' ? 'button button-danger-outline' : 'button'}
                data-step={next}
                onClick={() => {
                  setTaken(undefined);
                  setStep(next);
                }}
              >
                {stepLabel(next)}
              </button>
            ))}
          </div>
        )
      )}
    </div>
  );
}
