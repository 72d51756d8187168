import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Approval } from '../../../shared/domain/substances';
import type { FieldMap } from '../../../shared/entities/fields';
import { substance } from '../../../shared/entities/substance';
import { type CellContext, cellText, plainExcerpt } from '../../ui/cell-text';
import type { ReferenceOption } from '../entity-detail';
import { approvalTimeline, type TimelineStep } from './approval-timeline';

const FULL_TEXT = 10_000;

const approvalFields: FieldMap = substance.fields.approval.fields;

interface ApprovalTimelineProps {
  readonly approval: Approval;
  /** The approval on the device differs from the server's: its newest step is not yet sent. */
  readonly waiting: boolean;
  readonly titles: ReadonlyMap<string, readonly ReferenceOption[]>;
}

/** The steps of the approval's current round, each with what it recorded and who took it when. */
export function ApprovalTimeline({ approval, waiting, titles }: ApprovalTimelineProps) {
  const { i18n } = useLingui();
  const context: CellContext = {
    i18n,
    titles: new Map([...titles.values()].flat().map((option) => [option.id, option.title])),
  };
  const value = (name: string) => {
    const field = approvalFields[name];
    if (!field) return '';
    return field.kind === 'richText' && typeof approval[name] === 'string'
      ? plainExcerpt(approval[name], FULL_TEXT)
      : cellText(field, approval[name], context);
  };
  const detail = (name: string, label: ReactNode) => {
    const text = value(name);
    return text ? (
      <p className="approval-detail" data-field={name}>
        <span className="approval-detail-label">{label}</span> {text}
      </p>
    ) : null;
  };
  const steps = approvalTimeline(approval, waiting);
  if (steps.length === 0) {
    return (
      <p className="form-hint" data-testid="approval-none">
        <Trans>No approval has been requested for this substance yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="approval-timeline" data-testid="approval-timeline">
      {steps.map((step) => (
        <li key={step.kind} className="approval-timeline-step" data-kind={step.kind}>
          <p className="approval-timeline-what">{heading(step, value('substitutionResult'))}</p>
          {(step.kind === 'checked' || step.kind === 'approvedBefore') && (
            <>
              {detail('substitutionCheck', <Trans>Alternatives considered:</Trans>)}
              {detail('substitutedSubstances', <Trans>Substitutes from the register:</Trans>)}
            </>
          )}
          {(step.kind === 'approved' || step.kind === 'approvedBefore') &&
            detail('approvalReason', <Trans>Reason:</Trans>)}
          {step.kind === 'rejected' && detail('rejectionReason', <Trans>Reason:</Trans>)}
          <p className="comment-meta">
            <Stamp
              step={step}
              by={step.by ? (context.titles.get(step.by) ?? '—') : undefined}
              at={value(step.atField)}
            />
          </p>
        </li>
      ))}
    </ol>
  );
}

function heading(step: TimelineStep, result: string): ReactNode {
  switch (step.kind) {
    case 'requested':
      return <Trans>Approval requested</Trans>;
    case 'checked':
      return result ? <Trans>Substitution check recorded: {result}</Trans> : <Trans>Substitution check recorded</Trans>;
    case 'approved':
      return <Trans>Approved</Trans>;
    case 'rejected':
      return <Trans>Rejected</Trans>;
    case 'approvedBefore':
      return <Trans>Approved (recorded before the approval workflow)</Trans>;
  }
}

/** Who and when of a step, or that the server will set them once the step is sent. */
function Stamp({
  step,
  by,
  at,
}: {
  readonly step: TimelineStep;
  readonly by: string | undefined;
  readonly at: string;
}) {
  if (step.waiting) return <Trans>Waiting to be sent; who and when are recorded by the server.</Trans>;
  if (by && at) {
    return (
      <Trans>
        {at} by {by}
      </Trans>
    );
  }
  if (at) return <>{at}</>;
  if (by) return <Trans>by {by}</Trans>;
  return null;
}
