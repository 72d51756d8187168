import { approvalRecord } from '../../../shared/domain/substances';

/** One step the approval went through in its current round, as the approval section lists it. */
export interface TimelineStep {
  readonly kind: 'requested' | 'checked' | 'approved' | 'rejected' | 'approvedBefore';
  /** The employee who took the step (undefined: not known, or not yet stamped by the server). */
  readonly by: string | undefined;
  /** The field holding when it was taken (`requestedAt`, `approvalDate` …). */
  readonly atField: string;
  /** Taken on this device and not yet sent: who and when are the server's to set (SUB-APR-5). */
  readonly waiting: boolean;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The steps of the approval's current round, oldest first: the request, the recorded check,
 * the decision; an approval stored before the workflow is one step. `waiting` marks the newest
 * step when the approval on the device differs from the server's.
 */
export function approvalTimeline(approval: unknown, waiting: boolean): TimelineStep[] {
  const record = approvalRecord(approval);
  const steps: Omit<TimelineStep, 'waiting'>[] = [];
  const state = record.state;
  if (state === undefined && record.hasApproval === true) {
    steps.push({ kind: 'approvedBefore', by: text(record.approvedBy), atField: 'approvalDate' });
  }
  if (state === 'REQUESTED' || state === 'SUBSTITUTION_CHECKED' || state === 'APPROVED' || state === 'REJECTED') {
    steps.push({ kind: 'requested', by: text(record.requestedBy), atField: 'requestedAt' });
    const checked =
      state === 'SUBSTITUTION_CHECKED' ||
      state === 'APPROVED' ||
      (state === 'REJECTED' && typeof record.substitutionResult === 'string');
    if (checked) {
      steps.push({ kind: 'checked', by: text(record.substitutionCheckedBy), atField: 'substitutionCheckedAt' });
    }
    if (state === 'APPROVED') steps.push({ kind: 'approved', by: text(record.approvedBy), atField: 'approvalDate' });
    if (state === 'REJECTED') steps.push({ kind: 'rejected', by: text(record.rejectedBy), atField: 'rejectedAt' });
  }
  return steps.map((step, index) => ({ ...step, waiting: waiting && index === steps.length - 1 }));
}
