import { jsonEqual } from '../../sync/equal';
import {
  type Approval,
  type ApprovalStep,
  approvalRecord,
  approvalStateOf,
  nextApprovalSteps,
  stepInto,
} from './approval';

/** Who and when of each step: only the server writes them (SUB-APR-5). */
export const APPROVAL_STAMPS = [
  'requestedBy',
  'requestedAt',
  'substitutionCheckedBy',
  'substitutionCheckedAt',
  'hasApproval',
  'approvedBy',
  'approvalDate',
  'rejectedBy',
  'rejectedAt',
] as const;

/** What the substitution check records; changing it once recorded records the check again. */
const CHECK_CONTENT = ['substitutionCheck', 'substitutedSubstances', 'substitutionResult'] as const;
/** What a decision rests on; it stays as decided until the approval is requested again. */
const DECISION_CONTENT = [...CHECK_CONTENT, 'approvalReason', 'rejectionReason'] as const;

/** The committer of a step: the employee (undefined when the user is bound to none) and the commit time. */
export interface ApprovalCommitter {
  readonly employeeId: string | undefined;
  /** The commit time as an ISO instant. */
  readonly at: string;
}

/** Why a change of the approval is refused. */
export type ApprovalRefusal = 'STEP_NOT_ALLOWED' | 'DECIDED';

export type SettledApproval =
  | { readonly ok: true; readonly approval: Approval | undefined }
  | { readonly ok: false; readonly refusal: ApprovalRefusal };

const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** SUB-APR-5: the approval date of an approval at this instant, the calendar day in Germany (`YYYY-MM-DD`). */
export function approvalDay(at: string): string {
  const parts = Object.fromEntries(CALENDAR_DAY.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function changed(names: readonly string[], before: Approval, after: Approval): boolean {
  return names.some((name) => !jsonEqual(before[name], after[name]));
}

/** The approval with the stamps of the stored one: a client's values for them never count. */
function withStoredStamps(next: Approval, stored: Approval): Record<string, unknown> {
  const result: Record<string, unknown> = { ...next };
  for (const name of APPROVAL_STAMPS) {
    if (name in stored) result[name] = stored[name];
    else delete result[name];
  }
  return result;
}

function stamp(approval: Record<string, unknown>, by: string, at: string, committer: ApprovalCommitter): void {
  if (committer.employeeId === undefined) delete approval[by];
  else approval[by] = committer.employeeId;
  approval[at] = committer.at;
}

function remove(approval: Record<string, unknown>, names: readonly string[]): void {
  for (const name of names) delete approval[name];
}

/** SUB-APR-5: who and when of the step taken, and what the step leaves behind of the last round. */
function stamped(step: ApprovalStep, approval: Record<string, unknown>, committer: ApprovalCommitter): Approval {
  switch (step) {
    case 'REQUEST':
      remove(approval, [...APPROVAL_STAMPS, 'substitutionResult', 'approvalReason', 'rejectionReason']);
      stamp(approval, 'requestedBy', 'requestedAt', committer);
      break;
    case 'RECORD_CHECK':
      stamp(approval, 'substitutionCheckedBy', 'substitutionCheckedAt', committer);
      break;
    case 'APPROVE':
      remove(approval, ['rejectedBy', 'rejectedAt', 'rejectionReason']);
      approval.hasApproval = true;
      if (committer.employeeId === undefined) delete approval.approvedBy;
      else approval.approvedBy = committer.employeeId;
      approval.approvalDate = approvalDay(committer.at);
      break;
    case 'REJECT':
      remove(approval, ['approvedBy', 'approvalDate', 'approvalReason']);
      approval.hasApproval = false;
      stamp(approval, 'rejectedBy', 'rejectedAt', committer);
      break;
  }
  return approval;
}

const settled = (approval: Approval): SettledApproval => ({
  ok: true,
  approval: Object.keys(approval).length === 0 ? undefined : approval,
});

/**
 * What the server commits of an approval a device changed (SUB-APR-4, SUB-APR-5), from the
 * stored approval (`previous`) and the merged one (`next`):
 * - the stamps (who and when) are always the stored ones, whatever the device wrote;
 * - the same state: content may change while undecided (changing a recorded check records it
 *   again, with its committer); a decided approval (APPROVED, REJECTED) keeps what it rests
 *   on, otherwise `DECIDED`;
 * - another state: the step into it must follow the stored state (SUB-APR-2), otherwise
 *   `STEP_NOT_ALLOWED`; the step is stamped with the committer and the commit time.
 * The invariants of SUB-APR-3 are the entity's validation rules and hold after this.
 */
export function settleApproval(previous: unknown, next: unknown, committer: ApprovalCommitter): SettledApproval {
  const stored = approvalRecord(previous);
  const approval = withStoredStamps(approvalRecord(next), stored);
  const from = approvalStateOf(stored);
  const to = approvalStateOf(approval);
  if (from === to) {
    if ((from === 'APPROVED' || from === 'REJECTED') && changed(DECISION_CONTENT, stored, approval)) {
      return { ok: false, refusal: 'DECIDED' };
    }
    if (from === 'SUBSTITUTION_CHECKED' && changed(CHECK_CONTENT, stored, approval)) {
      return settled(stamped('RECORD_CHECK', approval, committer));
    }
    return settled(approval);
  }
  const step = to === undefined ? undefined : stepInto(to);
  if (step === undefined || !nextApprovalSteps(from).includes(step)) return { ok: false, refusal: 'STEP_NOT_ALLOWED' };
  return settled(stamped(step, approval, committer));
}
