import { describe, expect, it } from 'vitest';
import {
  approvalAfterStep,
  approvalDespiteSubstituteReasoned,
  approvalStateOf,
  nextApprovalSteps,
  rejectionReasoned,
  substitutionCheckRecorded,
} from './approval';

const CHECK = {
  substitutionCheck: '<p>Wässriger Reiniger erprobt: löst die Harze nicht.</p>',
  substitutionResult: 'NO_ALTERNATIVE',
} as const;

describe('SUB-APR-1 state of an approval', () => {
  it('reads the stored state', () => {
    expect(approvalStateOf({ state: 'SUBSTITUTION_CHECKED' })).toBe('SUBSTITUTION_CHECKED');
  });

  it('reads an approval stored before the workflow, marked approved, as APPROVED', () => {
    expect(approvalStateOf({ hasApproval: true, approvalDate: '2024-04-02', approvedBy: 'emp-1' })).toBe('APPROVED');
  });

  it('gives no state when nobody requested an approval, or for what is no approval', () => {
    expect(approvalStateOf(undefined)).toBeUndefined();
    expect(approvalStateOf({ hasApproval: false })).toBeUndefined();
    expect(approvalStateOf({ state: 'MAYBE' })).toBeUndefined();
    expect(approvalStateOf('APPROVED')).toBeUndefined();
  });
});

describe('SUB-APR-2 steps that may follow', () => {
  it('offers a request first, then the check or a rejection, then the decision, then a new request', () => {
    expect(nextApprovalSteps(undefined)).toEqual(['REQUEST']);
    expect(nextApprovalSteps('REQUESTED')).toEqual(['RECORD_CHECK', 'REJECT']);
    expect(nextApprovalSteps('SUBSTITUTION_CHECKED')).toEqual(['RECORD_CHECK', 'APPROVE', 'REJECT']);
    expect(nextApprovalSteps('APPROVED')).toEqual(['REQUEST']);
    expect(nextApprovalSteps('REJECTED')).toEqual(['REQUEST']);
  });

  it('never offers an approval before the substitution check is recorded', () => {
    expect(nextApprovalSteps(undefined)).not.toContain('APPROVE');
    expect(nextApprovalSteps('REQUESTED')).not.toContain('APPROVE');
  });
});

describe('SUB-APR-3 what a state needs', () => {
  it('a recorded check holds the alternatives considered and the result', () => {
    expect(substitutionCheckRecorded({ state: 'SUBSTITUTION_CHECKED', ...CHECK })).toBe(true);
    expect(substitutionCheckRecorded({ state: 'SUBSTITUTION_CHECKED', substitutionResult: 'NO_ALTERNATIVE' })).toBe(
      false,
    );
    expect(
      substitutionCheckRecorded({
        state: 'APPROVED',
        substitutionCheck: '<p> </p>',
        substitutionResult: 'NO_ALTERNATIVE',
      }),
    ).toBe(false);
    expect(substitutionCheckRecorded({ state: 'APPROVED', substitutionCheck: 'geprüft' })).toBe(false);
  });

  it('a requested approval or one stored before the workflow needs no check', () => {
    expect(substitutionCheckRecorded({ state: 'REQUESTED' })).toBe(true);
    expect(substitutionCheckRecorded({ hasApproval: true })).toBe(true);
  });

  it('a rejection needs its reason', () => {
    expect(rejectionReasoned({ state: 'REJECTED', ...CHECK })).toBe(false);
    expect(rejectionReasoned({ state: 'REJECTED', rejectionReason: 'Ersatz durch Ethanol' })).toBe(true);
    expect(rejectionReasoned({ state: 'APPROVED' })).toBe(true);
  });

  it('an approval although a less hazardous substitute is possible needs its reason', () => {
    const possible = {
      state: 'APPROVED',
      substitutionCheck: 'Ethanol geprüft',
      substitutionResult: 'SUBSTITUTION_POSSIBLE',
    };
    expect(approvalDespiteSubstituteReasoned(possible)).toBe(false);
    expect(
      approvalDespiteSubstituteReasoned({ ...possible, approvalReason: 'Umstellung bis Q3, bis dahin befristet' }),
    ).toBe(true);
    expect(approvalDespiteSubstituteReasoned({ state: 'APPROVED', ...CHECK })).toBe(true);
  });
});

describe('SUB-APR-4 a step as a device takes it', () => {
  it('records the check with its inputs and leaves who and when to the server', () => {
    const requested = { state: 'REQUESTED', requestedBy: 'emp-1', requestedAt: '2026-11-20T08:00:00.000Z' };
    expect(approvalAfterStep(requested, 'RECORD_CHECK', { ...CHECK, substitutedSubstances: ['sub-2'] })).toEqual({
      ...requested,
      ...CHECK,
      substitutedSubstances: ['sub-2'],
      state: 'SUBSTITUTION_CHECKED',
    });
  });

  it('a rejection drops a drafted approval reason and an approval a drafted rejection reason', () => {
    const checked = { state: 'SUBSTITUTION_CHECKED', ...CHECK, approvalReason: 'Entwurf', rejectionReason: 'Entwurf' };
    expect(approvalAfterStep(checked, 'REJECT', { rejectionReason: 'Ersatz möglich' })).toEqual({
      state: 'REJECTED',
      ...CHECK,
      rejectionReason: 'Ersatz möglich',
    });
    expect(approvalAfterStep(checked, 'APPROVE', { approvalReason: '' })).toEqual({ state: 'APPROVED', ...CHECK });
  });

  it('a new request keeps the alternatives considered as a draft and clears the result and the reasons', () => {
    const approved = { state: 'APPROVED', ...CHECK, approvalReason: 'Kein Ersatz', hasApproval: true };
    expect(approvalAfterStep(approved, 'REQUEST')).toEqual({
      state: 'REQUESTED',
      substitutionCheck: CHECK.substitutionCheck,
      hasApproval: true,
    });
  });

  it('answers nothing for a step that may not follow: an approval before the check', () => {
    expect(approvalAfterStep({ state: 'REQUESTED' }, 'APPROVE')).toBeUndefined();
    expect(approvalAfterStep(undefined, 'RECORD_CHECK', CHECK)).toBeUndefined();
  });
});
