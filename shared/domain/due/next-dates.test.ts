import { describe, expect, it } from 'vitest';
import { commission } from '../../entities/commission';
import { withDerived } from '../../entities/derive/derived-fields';
import { validateDocument } from '../../entities/derive/schema';
import { inspection } from '../../entities/inspection';
import { maintenance } from '../../entities/maintenance';
import { nextAfter, nextInspection, nextMaintenance, nextQualifications } from './next-dates';

describe('DL-5 next inspection', () => {
  it('is the last inspection plus the interval in months', () => {
    expect(nextInspection({ lastInspectionAt: '2025-11-20', inspectionInterval: 12 })).toEqual({
      nextInspectionAt: '2026-11-20',
    });
  });
  it('keeps the end of the month: Jan 31 + 1 month is Feb 28, in a leap year Feb 29; Feb 28 + 1 is Mar 31', () => {
    expect(nextAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(nextAfter('2028-01-31', 1)).toBe('2028-02-29');
    expect(nextAfter('2027-02-28', 1)).toBe('2027-03-31');
    expect(nextAfter('2026-04-30', 6)).toBe('2026-10-31');
  });
  it('a yearly interval from Feb 29 falls on Feb 28 of the common year', () => {
    expect(nextAfter('2028-02-29', 12)).toBe('2029-02-28');
    expect(nextAfter('2028-02-29', 48)).toBe('2032-02-29');
  });
  it('crosses year ends, and long intervals (five years) count whole months', () => {
    expect(nextAfter('2026-11-15', 3)).toBe('2027-02-15');
    expect(nextAfter('2026-11-15', 60)).toBe('2031-11-15');
  });
  it('without a last inspection, an interval, or with a broken one there is no next inspection', () => {
    expect(nextInspection({ inspectionInterval: 12 })).toEqual({ nextInspectionAt: undefined });
    expect(nextInspection({ lastInspectionAt: '2026-01-01' })).toEqual({ nextInspectionAt: undefined });
    expect(nextAfter('2026-02-30', 12)).toBeUndefined();
    expect(nextAfter('2026-01-01', 0)).toBeUndefined();
    expect(nextAfter('2026-01-01', 1.5)).toBeUndefined();
    expect(nextAfter('', 12)).toBeUndefined();
  });
  it('the server computes it at commit: a typed next inspection is replaced, and the document validates', () => {
    const data = withDerived(inspection, {
      name: 'Prüfung',
      storageOrWorkEquipment: 'we-1',
      lastInspectionAt: '2026-03-31',
      inspectionInterval: 6,
      nextInspectionAt: '2030-01-01',
    });
    expect(data.nextInspectionAt).toBe('2026-09-30');
    expect(validateDocument(inspection, data).ok).toBe(true);
  });
  it('a document without a last inspection validates without a next one', () => {
    const data = withDerived(inspection, {
      name: 'Prüfung',
      storageOrWorkEquipment: 'we-1',
      nextInspectionAt: '2030-01-01',
    });
    expect(data.nextInspectionAt).toBeUndefined();
    expect(validateDocument(inspection, data).ok).toBe(true);
  });
});

describe('DL-6 next maintenance', () => {
  it('is the last maintenance plus the interval, month ends kept', () => {
    expect(nextMaintenance({ lastMaintenanceAt: '2026-08-31', maintenanceInterval: 6 })).toEqual({
      nextMaintenanceAt: '2027-02-28',
    });
    expect(
      withDerived(maintenance, { lastMaintenanceAt: '2027-08-31', maintenanceInterval: 6 }).nextMaintenanceAt,
    ).toBe('2028-02-29');
  });
  it('without a last maintenance there is none', () => {
    expect(nextMaintenance({ maintenanceInterval: 6 })).toEqual({ nextMaintenanceAt: undefined });
  });
});

describe('DL-7 renewal of a commission’s qualifications', () => {
  const base = { qualificationRenewalRequired: true, qualificationIntervalInMonths: 12 };
  it('each qualification falls due the interval after it was gained; a typed date is replaced', () => {
    const derived = nextQualifications({
      ...base,
      qualifications: [
        { id: 'q1', qualificationAt: '2024-02-29', nextQualificationAt: '2099-01-01' },
        { id: 'q2', qualificationAt: '2025-11-30' },
      ],
    });
    expect(derived).toEqual({
      qualifications: [
        { id: 'q1', qualificationAt: '2024-02-29', nextQualificationAt: '2025-02-28' },
        { id: 'q2', qualificationAt: '2025-11-30', nextQualificationAt: '2026-11-30' },
      ],
    });
  });
  it('without renewal required, or without an interval, no qualification has a renewal date', () => {
    const qualifications = [{ id: 'q1', qualificationAt: '2025-01-01', nextQualificationAt: '2026-01-01' }];
    expect(
      nextQualifications({ qualificationRenewalRequired: false, qualificationIntervalInMonths: 12, qualifications }),
    ).toEqual({
      qualifications: [{ id: 'q1', qualificationAt: '2025-01-01' }],
    });
    expect(nextQualifications({ qualificationRenewalRequired: true, qualifications })).toEqual({
      qualifications: [{ id: 'q1', qualificationAt: '2025-01-01' }],
    });
  });
  it('a commission without a list is left alone, and entries that are no qualification stay as they are', () => {
    expect(nextQualifications(base)).toEqual({});
    expect(nextQualifications({ ...base, qualifications: [null] })).toEqual({ qualifications: [null] });
  });
  it('the derived commission validates and the form does not offer the renewal date', () => {
    const data = withDerived(commission, {
      ...base,
      name: 'Fahrauftrag',
      workEquipments: ['we-1'],
      qualifications: [{ id: 'q1', qualificationAt: '2026-01-31' }],
    });
    expect(data.qualifications).toEqual([
      { id: 'q1', qualificationAt: '2026-01-31', nextQualificationAt: '2027-01-31' },
    ]);
    expect(validateDocument(commission, data).ok).toBe(true);
  });
});
