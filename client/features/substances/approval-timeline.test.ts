import { describe, expect, it } from 'vitest';
import { approvalTimeline } from './approval-timeline';

const REQUESTED = { state: 'REQUESTED', requestedBy: 'emp-markus', requestedAt: '2026-11-20T08:00:00.000Z' };
const CHECKED = {
  ...REQUESTED,
  state: 'SUBSTITUTION_CHECKED',
  substitutionCheck: 'Ethanol geprüft',
  substitutionResult: 'NO_ALTERNATIVE',
  substitutionCheckedBy: 'emp-anna',
  substitutionCheckedAt: '2026-11-21T08:00:00.000Z',
};

const kinds = (approval: unknown, waiting = false) =>
  approvalTimeline(approval, waiting).map((step) => [step.kind, step.by, step.waiting]);

describe('approval timeline', () => {
  it('lists the round’s steps oldest first with who took them', () => {
    expect(kinds({ ...CHECKED, state: 'APPROVED', approvedBy: 'emp-anna', approvalDate: '2026-11-22' })).toEqual([
      ['requested', 'emp-markus', false],
      ['checked', 'emp-anna', false],
      ['approved', 'emp-anna', false],
    ]);
  });

  it('a rejection straight after the request has no check step', () => {
    expect(kinds({ ...REQUESTED, state: 'REJECTED', rejectionReason: 'nein', rejectedBy: 'emp-anna' })).toEqual([
      ['requested', 'emp-markus', false],
      ['rejected', 'emp-anna', false],
    ]);
  });

  it('marks the newest step as waiting to be sent, without taking its old stamps for new', () => {
    expect(kinds(CHECKED, true)).toEqual([
      ['requested', 'emp-markus', false],
      ['checked', 'emp-anna', true],
    ]);
  });

  it('shows an approval stored before the workflow as one step, and nothing without an approval', () => {
    expect(kinds({ hasApproval: true, approvedBy: 'emp-1', approvalDate: '2024-04-02' })).toEqual([
      ['approvedBefore', 'emp-1', false],
    ]);
    expect(kinds(undefined)).toEqual([]);
    expect(kinds({ hasApproval: false })).toEqual([]);
  });
});
