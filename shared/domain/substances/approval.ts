import { APPROVAL_STATES, type ApprovalState, type SubstitutionResult } from '../../enums/substances';

/**
 * The approval of a substance and its substitution check as a small workflow
 * (docs/domain/substances.md SUB-APR-1 to SUB-APR-5): requested → substitution checked →
 * approved or rejected; a decided approval can be requested again.
 */

/** The steps a user takes; each leads into one state. */
export const APPROVAL_STEPS = ['REQUEST', 'RECORD_CHECK', 'APPROVE', 'REJECT'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

/** The approval group of a substance as stored (`approval`), read leniently. */
export type Approval = Readonly<Record<string, unknown>>;

const STEP_TARGET: Readonly<Record<ApprovalStep, ApprovalState>> = {
  REQUEST: 'REQUESTED',
  RECORD_CHECK: 'SUBSTITUTION_CHECKED',
  APPROVE: 'APPROVED',
  REJECT: 'REJECTED',
};

/** SUB-APR-2: the steps that may follow each state; `NONE` is a substance whose approval nobody requested. */
const NEXT_STEPS: Readonly<Record<ApprovalState | 'NONE', readonly ApprovalStep[]>> = {
  NONE: ['REQUEST'],
  REQUESTED: ['RECORD_CHECK', 'REJECT'],
  SUBSTITUTION_CHECKED: ['RECORD_CHECK', 'APPROVE', 'REJECT'],
  APPROVED: ['REQUEST'],
  REJECTED: ['REQUEST'],
};

/** What a user enters with a step: the check's alternatives and result, or the decision's reason. */
export interface ApprovalInputs {
  readonly substitutionCheck?: string;
  readonly substitutedSubstances?: readonly string[];
  readonly substitutionResult?: SubstitutionResult;
  readonly approvalReason?: string;
  readonly rejectionReason?: string;
}

/** The round's content that a new request (SUB-APR-4) clears: the check's result and the decision's reasons. */
const ROUND_CONTENT = ['substitutionResult', 'approvalReason', 'rejectionReason'] as const;

export function approvalRecord(value: unknown): Approval {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Approval) : {};
}

function isApprovalState(value: unknown): value is ApprovalState {
  return typeof value === 'string' && (APPROVAL_STATES as readonly string[]).includes(value);
}

/**
 * SUB-APR-1: the state of an approval. Its `state` when it has one; an approval stored before
 * the workflow existed that is marked approved (`hasApproval`) reads as APPROVED; anything else
 * has no state (nobody requested an approval).
 */
export function approvalStateOf(approval: unknown): ApprovalState | undefined {
  const record = approvalRecord(approval);
  if (isApprovalState(record.state)) return record.state;
  return record.hasApproval === true ? 'APPROVED' : undefined;
}

/** SUB-APR-2: the steps that may follow the state (undefined: no approval requested yet). */
export function nextApprovalSteps(state: ApprovalState | undefined): readonly ApprovalStep[] {
  return NEXT_STEPS[state ?? 'NONE'];
}

/** The step that leads into a state. */
export function stepInto(state: ApprovalState): ApprovalStep {
  const step = APPROVAL_STEPS.find((candidate) => STEP_TARGET[candidate] === state);
  if (!step) throw new Error(`no step leads into ${state}`);
  return step;
}

function withInputs(approval: Approval, inputs: ApprovalInputs): Record<string, unknown> {
  const next: Record<string, unknown> = { ...approval };
  for (const [name, value] of Object.entries(inputs)) {
    const empty =
      value === undefined ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (empty) delete next[name];
    else next[name] = value;
  }
  return next;
}

/**
 * SUB-APR-4 as a device takes a step: the approval with the step's state and inputs, a new
 * request without the last round's result and reasons; who and when stay as they are, because
 * the server sets them (SUB-APR-5). Undefined when the step may not follow the current state.
 */
export function approvalAfterStep(
  approval: unknown,
  step: ApprovalStep,
  inputs: ApprovalInputs = {},
): Approval | undefined {
  const current = approvalRecord(approval);
  if (!nextApprovalSteps(approvalStateOf(current)).includes(step)) return undefined;
  const next = withInputs(current, inputs);
  next.state = STEP_TARGET[step];
  const cleared =
    step === 'REQUEST'
      ? ROUND_CONTENT
      : step === 'APPROVE'
        ? ['rejectionReason']
        : step === 'REJECT'
          ? ['approvalReason']
          : [];
  for (const name of cleared) if (!(name in inputs)) delete next[name];
  return next;
}

/** Text with content: rich text counts without its tags. */
export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '';
}

/**
 * SUB-APR-3: once the substitution check is recorded (states SUBSTITUTION_CHECKED and
 * APPROVED), the approval holds the alternatives considered (`substitutionCheck`) and the
 * result (`substitutionResult`). An approval before the workflow (no state) is not held to it.
 */
export function substitutionCheckRecorded(approval: unknown): boolean {
  const record = approvalRecord(approval);
  if (record.state !== 'SUBSTITUTION_CHECKED' && record.state !== 'APPROVED') return true;
  return hasText(record.substitutionCheck) && typeof record.substitutionResult === 'string';
}

/** SUB-APR-3: a rejection gives its reason. */
export function rejectionReasoned(approval: unknown): boolean {
  const record = approvalRecord(approval);
  return record.state !== 'REJECTED' || hasText(record.rejectionReason);
}

/** SUB-APR-3: an approval although the check found a less hazardous substitute possible gives its reason. */
export function approvalDespiteSubstituteReasoned(approval: unknown): boolean {
  const record = approvalRecord(approval);
  return (
    record.state !== 'APPROVED' ||
    record.substitutionResult !== 'SUBSTITUTION_POSSIBLE' ||
    hasText(record.approvalReason)
  );
}
