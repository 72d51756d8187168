import { describe, expect, it } from 'vitest';
import { settleMeasure } from './settle-measure';

const AT = '2026-11-25T09:30:00.000Z';
const ANNA = { employeeId: 'emp-anna', at: AT };
const BASE = { name: 'Absaugung nachrüsten', isRecurring: false };

describe('MEA-9 the day a measure was done', () => {
  it("keeps the device's day when a measure is marked done", () => {
    expect(settleMeasure({ ...BASE, isDone: false }, { ...BASE, isDone: true, doneAt: '2026-11-20' }, ANNA)).toEqual({
      ...BASE,
      isDone: true,
      doneAt: '2026-11-20',
    });
  });

  it("takes the commit's day when the device sent none", () => {
    expect(settleMeasure(undefined, { ...BASE, isDone: true }, ANNA).doneAt).toBe('2026-11-25');
  });

  it('a measure opened again loses its day and check date', () => {
    const reopened = settleMeasure(
      { ...BASE, isDone: true, doneAt: '2026-11-20' },
      { ...BASE, isDone: false, doneAt: '2026-11-20', effectivenessCheckDueAt: '2026-12-18' },
      ANNA,
    );
    expect(reopened).toEqual({ ...BASE, isDone: false });
  });
});

describe('MEA-10 who checked the effectiveness, and when', () => {
  const done = { ...BASE, isDone: true, doneAt: '2026-11-20' };

  it('stamps the committing employee and the commit time when the result is recorded', () => {
    const checked = settleMeasure(
      done,
      { ...done, isEffective: true, effectivenessDescription: '<p>Messung unter AGW</p>' },
      ANNA,
    );
    expect(checked).toMatchObject({ effectivenessCheckedBy: 'emp-anna', effectivenessCheckedAt: AT });
  });

  it('replaces stamps a device sent with its own', () => {
    const forged = settleMeasure(
      done,
      {
        ...done,
        isEffective: false,
        effectivenessCheckedBy: 'emp-other',
        effectivenessCheckedAt: '2020-01-01T00:00:00Z',
      },
      ANNA,
    );
    expect(forged).toMatchObject({ effectivenessCheckedBy: 'emp-anna', effectivenessCheckedAt: AT });
  });

  it('keeps the stored stamps when the check does not change, whatever a device sent', () => {
    const stored = { ...done, isEffective: true, effectivenessCheckedBy: 'emp-anna', effectivenessCheckedAt: AT };
    const later = settleMeasure(
      stored,
      { ...stored, name: 'Neuer Titel', effectivenessCheckedBy: 'emp-other' },
      { employeeId: 'emp-other', at: '2026-12-01T08:00:00.000Z' },
    );
    expect(later).toEqual({ ...stored, name: 'Neuer Titel' });
  });

  it('a withdrawn result takes its stamps with it', () => {
    const stored = { ...done, isEffective: true, effectivenessCheckedBy: 'emp-anna', effectivenessCheckedAt: AT };
    const { isEffective: _removed, ...withdrawn } = stored;
    expect(settleMeasure(stored, withdrawn, ANNA)).toEqual(done);
  });

  it('a user bound to no employee leaves who empty and still sets when', () => {
    const checked = settleMeasure(done, { ...done, isEffective: true }, { employeeId: undefined, at: AT });
    expect(checked).not.toHaveProperty('effectivenessCheckedBy');
    expect(checked.effectivenessCheckedAt).toBe(AT);
  });
});
