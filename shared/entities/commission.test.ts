import { describe, expect, it } from 'vitest';
import { commission } from './commission';
import { validateDocument } from './derive/schema';
import type { EntityDefinition } from './entity';

const REQUIRED = 'validation.required';
const LETTER = { sha256: 'd'.repeat(64), name: 'beauftragung.pdf', size: 1024, type: 'application/pdf' };

function issuesOf(entity: EntityDefinition, data: unknown) {
  const result = validateDocument(entity, data);
  return result.ok ? [] : result.issues;
}

function buildAssignment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'a1', employee: 'emp-1', commissionAt: '2025-01-15', files: [LETTER], ...overrides };
}

function buildCommission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Fahrauftrag Gabelstapler', workEquipments: ['we-1'], ...overrides };
}

describe('commission (domain.md §5: name; work equipment; interval; employee; commissionAt; file; qualificationAt)', () => {
  it('accepts a commission with every field filled', () => {
    const full = buildCommission({
      isDrivingCommission: true,
      workEquipments: ['we-1', 'we-2'],
      qualificationRenewalRequired: true,
      qualificationIntervalInMonths: 12,
      assignments: [buildAssignment()],
      qualifications: [{ id: 'q1', qualificationAt: '2025-01-10', files: [LETTER], nextQualificationAt: '2026-01-10' }],
    });
    expect(validateDocument(commission, full).ok).toBe(true);
  });

  it('requires a name and at least one work equipment', () => {
    expect(issuesOf(commission, buildCommission())).toEqual([]);
    expect(issuesOf(commission, { name: '', workEquipments: [] })).toEqual([
      { path: 'name', message: REQUIRED },
      { path: 'workEquipments', message: REQUIRED },
    ]);
  });

  it('requires the interval in months when the qualification must be renewed', () => {
    expect(issuesOf(commission, buildCommission({ qualificationRenewalRequired: false }))).toEqual([]);
    expect(
      issuesOf(commission, buildCommission({ qualificationRenewalRequired: true, qualificationIntervalInMonths: 24 })),
    ).toEqual([]);
    expect(issuesOf(commission, buildCommission({ qualificationRenewalRequired: true }))).toEqual([
      { path: 'qualificationIntervalInMonths', message: 'rule.commission.qualificationInterval' },
    ]);
  });

  it('refuses an interval below one month', () => {
    expect(issuesOf(commission, buildCommission({ qualificationIntervalInMonths: 0 }))).toEqual([
      { path: 'qualificationIntervalInMonths', message: 'validation.invalid' },
    ]);
  });

  it('requires employee, commission date and file for each assignment', () => {
    expect(issuesOf(commission, buildCommission({ assignments: [buildAssignment()] }))).toEqual([]);
    expect(issuesOf(commission, buildCommission({ assignments: [{ id: 'a1', files: [] }] }))).toEqual([
      { path: 'assignments.0.employee', message: REQUIRED },
      { path: 'assignments.0.commissionAt', message: REQUIRED },
      { path: 'assignments.0.files', message: REQUIRED },
    ]);
  });

  it('requires the qualification date for each qualification', () => {
    expect(
      issuesOf(commission, buildCommission({ qualifications: [{ id: 'q1', qualificationAt: '2025-01-10' }] })),
    ).toEqual([]);
    expect(
      issuesOf(commission, buildCommission({ qualifications: [{ id: 'q1', nextQualificationAt: '2026-01-10' }] })),
    ).toEqual([{ path: 'qualifications.0.qualificationAt', message: REQUIRED }]);
  });
});
