import { describe, expect, it } from 'vitest';
import { approvalDay, settleApproval } from './approval-settle';

const ANNA = { employeeId: 'emp-anna', at: '2026-11-25T09:30:00.000Z' };
const MARKUS = { employeeId: 'emp-markus', at: '2026-11-26T23:30:00.000Z' };
const CHECK = { substitutionCheck: 'Wässriger Reiniger erprobt', substitutionResult: 'NO_ALTERNATIVE' };
const REQUESTED = { state: 'REQUESTED', requestedBy: 'emp-markus', requestedAt: '2026-11-20T08:00:00.000Z' };
const CHECKED = {
  ...REQUESTED,
  ...CHECK,
  state: 'SUBSTITUTION_CHECKED',
  substitutionCheckedBy: 'emp-markus',
  substitutionCheckedAt: '2026-11-21T08:00:00.000Z',
};
const APPROVED = {
  ...CHECKED,
  state: 'APPROVED',
  hasApproval: true,
  approvedBy: 'emp-markus',
  approvalDate: '2026-11-22',
};

describe('SUB-APR-4 steps the server lets follow', () => {
  it('a request of a substance without approval is stamped with its committer and time', () => {
    expect(settleApproval(undefined, { state: 'REQUESTED' }, ANNA)).toEqual({
      ok: true,
      approval: { state: 'REQUESTED', requestedBy: 'emp-anna', requestedAt: ANNA.at },
    });
  });

  it('the recorded check is stamped; the request keeps its stamps', () => {
    expect(settleApproval(REQUESTED, { ...REQUESTED, ...CHECK, state: 'SUBSTITUTION_CHECKED' }, ANNA)).toEqual({
      ok: true,
      approval: {
        ...REQUESTED,
        ...CHECK,
        state: 'SUBSTITUTION_CHECKED',
        substitutionCheckedBy: 'emp-anna',
        substitutionCheckedAt: ANNA.at,
      },
    });
  });

  it('an approval is stamped with the approver and the day in Germany', () => {
    const settled = settleApproval(CHECKED, { ...CHECKED, state: 'APPROVED' }, MARKUS);
    expect(settled).toEqual({
      ok: true,
      approval: {
        ...CHECKED,
        state: 'APPROVED',
        hasApproval: true,
        approvedBy: 'emp-markus',
        approvalDate: '2026-11-27',
      },
    });
  });

  it('a rejection is stamped and is no approval', () => {
    const settled = settleApproval(CHECKED, { ...CHECKED, state: 'REJECTED', rejectionReason: 'Ersatz möglich' }, ANNA);
    expect(settled).toEqual({
      ok: true,
      approval: {
        ...CHECKED,
        state: 'REJECTED',
        rejectionReason: 'Ersatz möglich',
        hasApproval: false,
        rejectedBy: 'emp-anna',
        rejectedAt: ANNA.at,
      },
    });
  });

  it('a new request after a decision starts a round: the old stamps, result and reasons go, the alternatives stay', () => {
    const settled = settleApproval(APPROVED, { ...APPROVED, state: 'REQUESTED', approvalReason: 'alt' }, ANNA);
    expect(settled).toEqual({
      ok: true,
      approval: {
        state: 'REQUESTED',
        substitutionCheck: CHECK.substitutionCheck,
        requestedBy: 'emp-anna',
        requestedAt: ANNA.at,
      },
    });
  });

  it('an approval stored before the workflow can be requested again', () => {
    const legacy = {
      hasApproval: true,
      approvalDate: '2024-04-02',
      approvedBy: 'emp-1',
      approvalReason: 'Kein Ersatz',
    };
    expect(settleApproval(legacy, { ...legacy, state: 'REQUESTED' }, ANNA)).toEqual({
      ok: true,
      approval: { state: 'REQUESTED', requestedBy: 'emp-anna', requestedAt: ANNA.at },
    });
  });

  it('refuses an approval before the substitution check is recorded', () => {
    expect(settleApproval(REQUESTED, { ...REQUESTED, ...CHECK, state: 'APPROVED' }, ANNA)).toEqual({
      ok: false,
      refusal: 'STEP_NOT_ALLOWED',
    });
    expect(settleApproval(undefined, { ...CHECK, state: 'APPROVED' }, ANNA)).toEqual({
      ok: false,
      refusal: 'STEP_NOT_ALLOWED',
    });
  });

  it('refuses to turn a decision into the other one, or to remove the state', () => {
    expect(settleApproval(APPROVED, { ...APPROVED, state: 'REJECTED', rejectionReason: 'doch nicht' }, ANNA)).toEqual({
      ok: false,
      refusal: 'STEP_NOT_ALLOWED',
    });
    const { state: _state, ...withoutState } = CHECKED;
    expect(settleApproval(CHECKED, withoutState, ANNA)).toEqual({ ok: false, refusal: 'STEP_NOT_ALLOWED' });
  });
});

describe('SUB-APR-4 changes within a state', () => {
  it('changing a recorded check records it again, stamped with its committer', () => {
    const settled = settleApproval(CHECKED, { ...CHECKED, substitutionResult: 'ALTERNATIVES_NOT_SAFER' }, ANNA);
    expect(settled).toEqual({
      ok: true,
      approval: {
        ...CHECKED,
        substitutionResult: 'ALTERNATIVES_NOT_SAFER',
        substitutionCheckedBy: 'emp-anna',
        substitutionCheckedAt: ANNA.at,
      },
    });
  });

  it('a draft of the check while requested changes nothing of who and when', () => {
    expect(settleApproval(REQUESTED, { ...REQUESTED, substitutionCheck: 'Entwurf' }, ANNA)).toEqual({
      ok: true,
      approval: { ...REQUESTED, substitutionCheck: 'Entwurf' },
    });
  });

  it('refuses to change what a decision rests on (DECIDED), also for an approval from before the workflow', () => {
    expect(settleApproval(APPROVED, { ...APPROVED, substitutionCheck: 'anders' }, ANNA)).toEqual({
      ok: false,
      refusal: 'DECIDED',
    });
    expect(settleApproval(APPROVED, { ...APPROVED, rejectionReason: 'doch nicht' }, ANNA)).toEqual({
      ok: false,
      refusal: 'DECIDED',
    });
    const legacy = { hasApproval: true, approvalReason: 'Kein Ersatz' };
    expect(settleApproval(legacy, { ...legacy, approvalReason: 'geändert' }, ANNA)).toEqual({
      ok: false,
      refusal: 'DECIDED',
    });
  });

  it('a decided approval left as it is commits as it is', () => {
    expect(settleApproval(APPROVED, APPROVED, ANNA)).toEqual({ ok: true, approval: APPROVED });
    expect(settleApproval(undefined, undefined, ANNA)).toEqual({ ok: true, approval: undefined });
  });
});

describe('SUB-APR-5 who and when are the server’s', () => {
  it('a device’s forged stamps are replaced by the stored ones', () => {
    const forged = {
      ...APPROVED,
      approvedBy: 'emp-forged',
      approvalDate: '2020-01-01',
      requestedAt: '2020-01-01T00:00:00Z',
    };
    expect(settleApproval(APPROVED, forged, ANNA)).toEqual({ ok: true, approval: APPROVED });
  });

  it('a device cannot approve by setting the flag of the old approval', () => {
    expect(settleApproval(undefined, { hasApproval: true, approvedBy: 'emp-anna' }, ANNA)).toEqual({
      ok: true,
      approval: undefined,
    });
  });

  it('a step’s stamps come from the committer, not from the values the device sent', () => {
    const settled = settleApproval(
      REQUESTED,
      { ...REQUESTED, ...CHECK, state: 'SUBSTITUTION_CHECKED', substitutionCheckedBy: 'emp-x' },
      ANNA,
    );
    expect(settled.ok && settled.approval?.substitutionCheckedBy).toBe('emp-anna');
  });

  it('the approval date is the calendar day in Germany of the commit', () => {
    expect(approvalDay('2026-11-26T23:30:00.000Z')).toBe('2026-11-27');
    expect(approvalDay('2026-07-01T21:59:00.000Z')).toBe('2026-07-01');
    expect(approvalDay('2026-07-01T22:00:00.000Z')).toBe('2026-07-02');
  });
});
