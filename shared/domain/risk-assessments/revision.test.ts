import { describe, expect, it } from 'vitest';
import { nextRevision, revisionOverdue, settleRiskAssessment } from './revision';

const stamp = { employeeId: 'emp-anna', at: '2026-11-25T09:30:00.000Z' };

describe('revision (docs/domain/risk-assessments.md)', () => {
  it('RA-12 a next revision before today is overdue; one due today or later, or none, is not', () => {
    expect(revisionOverdue('2026-10-20', '2026-11-25')).toBe(true);
    expect(revisionOverdue('2026-11-24', '2026-11-25')).toBe(true);
    expect(revisionOverdue('2026-11-25', '2026-11-25')).toBe(false);
    expect(revisionOverdue('2027-01-01', '2026-11-25')).toBe(false);
    expect(revisionOverdue(undefined, '2026-11-25')).toBe(false);
    expect(revisionOverdue('20.10.2026', '2026-11-25')).toBe(false);
  });

  it('RA-8 the next revision is the last revision plus the interval in months', () => {
    expect(nextRevision('2026-01-31', 1)).toBe('2026-02-28');
    expect(nextRevision('2026-11-25', 24)).toBe('2028-11-25');
    expect(nextRevision(undefined, 12)).toBeUndefined();
    expect(nextRevision('2026-11-25', undefined)).toBeUndefined();
    expect(nextRevision('2026-11-25', 0)).toBeUndefined();
    expect(nextRevision('2026-02-30', 12)).toBeUndefined();
  });

  it('RA-9 a new revision day records the committing employee and sets the next revision', () => {
    const settled = settleRiskAssessment(
      { name: 'A', revisionInterval: 12 },
      { name: 'A', revisionInterval: 12, lastRevisedAt: '2026-11-24', lastRevisedBy: 'emp-forged' },
      stamp,
    );
    expect(settled).toEqual({
      name: 'A',
      revisionInterval: 12,
      lastRevisedAt: '2026-11-24',
      lastRevisedBy: 'emp-anna',
      nextRevisionAt: '2027-11-24',
    });
  });

  it('RA-9 a revision day after the commit day becomes the commit day', () => {
    const settled = settleRiskAssessment(undefined, { revisionInterval: 6, lastRevisedAt: '2027-01-01' }, stamp);
    expect(settled.lastRevisedAt).toBe('2026-11-25');
    expect(settled.nextRevisionAt).toBe('2027-05-25');
  });

  it('RA-9 without a new revision the reviser stays as stored, whatever the device sent', () => {
    const previous = { lastRevisedAt: '2026-01-10', lastRevisedBy: 'emp-jonas', revisionInterval: 12 };
    expect(settleRiskAssessment(previous, { ...previous, lastRevisedBy: 'emp-forged' }, stamp).lastRevisedBy).toBe(
      'emp-jonas',
    );
    expect(settleRiskAssessment({}, { name: 'B', lastRevisedBy: 'emp-forged' }, stamp)).toEqual({ name: 'B' });
  });

  it('RA-8 a changed interval moves the next revision; without a revision it stays as planned', () => {
    const previous = { lastRevisedAt: '2026-01-10', lastRevisedBy: 'emp-jonas', revisionInterval: 12 };
    expect(settleRiskAssessment(previous, { ...previous, revisionInterval: 6 }, stamp).nextRevisionAt).toBe(
      '2026-07-10',
    );
    expect(settleRiskAssessment({}, { revisionInterval: 12, nextRevisionAt: '2027-03-01' }, stamp).nextRevisionAt).toBe(
      '2027-03-01',
    );
  });

  it('RA-9 a user bound to no employee revises without a reviser', () => {
    const settled = settleRiskAssessment(
      undefined,
      { lastRevisedAt: '2026-11-25' },
      { ...stamp, employeeId: undefined },
    );
    expect(settled).toEqual({ lastRevisedAt: '2026-11-25' });
  });
});
