import { describe, expect, it } from 'vitest';
import { DUE_DATE_SOURCES, dueDate } from './due-dates';

describe('DL-1 due date of inspections, maintenance, permits and risk assessment revisions', () => {
  it('reads each kind from its field: next inspection, next maintenance, permit limited until, next revision', () => {
    expect(dueDate('INSPECTION', { nextInspectionAt: '2026-12-01' })).toBe('2026-12-01');
    expect(dueDate('MAINTENANCE', { nextMaintenanceAt: '2026-12-02' })).toBe('2026-12-02');
    expect(dueDate('PERMIT', { limitedUntil: '2026-12-03' })).toBe('2026-12-03');
    expect(dueDate('RISK_ASSESSMENT', { nextRevisionAt: '2026-12-04' })).toBe('2026-12-04');
  });

  it('names the document type each kind belongs to', () => {
    expect(Object.fromEntries(Object.entries(DUE_DATE_SOURCES).map(([kind, source]) => [kind, source.type]))).toEqual({
      INSPECTION: 'INSPECTION',
      MAINTENANCE: 'MAINTENANCE',
      PERMIT: 'PERMIT',
      QUALIFICATION: 'COMMISSION',
      RISK_ASSESSMENT: 'RISK_ASSESSMENT',
    });
  });

  it('a document without the date, or with an empty one, has no due date', () => {
    expect(dueDate('INSPECTION', {})).toBeUndefined();
    expect(dueDate('PERMIT', { limitedUntil: '' })).toBeUndefined();
    expect(dueDate('MAINTENANCE', { nextMaintenanceAt: null })).toBeUndefined();
  });

  it('does not take another kind’s date: a permit has no next inspection', () => {
    expect(dueDate('PERMIT', { nextInspectionAt: '2026-12-01' })).toBeUndefined();
  });
});

describe('DL-2 due date of a commission’s qualifications', () => {
  it('is the latest renewal date among its qualifications', () => {
    const commission = {
      qualifications: [
        { qualificationAt: '2024-03-01', nextQualificationAt: '2025-03-01' },
        { qualificationAt: '2025-03-01', nextQualificationAt: '2026-03-01' },
      ],
    };
    expect(dueDate('QUALIFICATION', commission)).toBe('2026-03-01');
  });

  it('skips qualifications without a renewal date and entries that are no qualification', () => {
    const commission = {
      qualifications: [{ qualificationAt: '2025-03-01' }, null, 'x', { nextQualificationAt: '2027-01-01' }],
    };
    expect(dueDate('QUALIFICATION', commission)).toBe('2027-01-01');
  });

  it('a commission without qualifications has no due date', () => {
    expect(dueDate('QUALIFICATION', { qualifications: [] })).toBeUndefined();
    expect(dueDate('QUALIFICATION', {})).toBeUndefined();
  });
});
