import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { recurringMeasure } from './recurring-measure';

const buildRecurringMeasure = (overrides: Record<string, unknown> = {}) => ({
  name: 'Feuerlöscher prüfen',
  origin: 'reg-1',
  measureType: 'ORGANIZATIONAL',
  responsible: 'emp-1',
  isDone: false,
  isRecurring: true,
  intervalInMonths: 24,
  nextDeadlineAt: '2026-03-31',
  ...overrides,
});

describe('recurring measure (domain.md §5: the measure rules; for recurring: interval in months and next deadline)', () => {
  it('accepts a recurring measure with interval and next deadline', () => {
    expect(validateDocument(recurringMeasure, buildRecurringMeasure()).ok).toBe(true);
  });

  it('refuses a recurring measure without interval, on the interval field', () => {
    const result = validateDocument(recurringMeasure, buildRecurringMeasure({ intervalInMonths: undefined }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'intervalInMonths', message: 'rule.recurringMeasure.intervalInMonths' },
    ]);
  });

  it('refuses a recurring measure without next deadline, on the deadline field', () => {
    const result = validateDocument(recurringMeasure, buildRecurringMeasure({ nextDeadlineAt: null }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'nextDeadlineAt', message: 'rule.recurringMeasure.nextDeadlineAt' },
    ]);
  });

  it('accepts a paused recurrence (isRecurring off) without interval and next deadline', () => {
    const paused = buildRecurringMeasure({
      isRecurring: false,
      intervalInMonths: undefined,
      nextDeadlineAt: undefined,
    });
    expect(validateDocument(recurringMeasure, paused).ok).toBe(true);
  });

  it('refuses an interval below one month or not whole', () => {
    for (const intervalInMonths of [0, 1.5]) {
      const result = validateDocument(recurringMeasure, buildRecurringMeasure({ intervalInMonths }));
      expect(result.ok ? [] : result.issues).toEqual([{ path: 'intervalInMonths', message: 'validation.invalid' }]);
    }
  });

  it('keeps the measure rules: title, origin, type, responsible, isDone and isRecurring', () => {
    const result = validateDocument(recurringMeasure, { intervalInMonths: 12, nextDeadlineAt: '2026-01-31' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'origin', message: 'validation.required' },
      { path: 'measureType', message: 'validation.required' },
      { path: 'responsible', message: 'validation.required' },
      { path: 'isDone', message: 'validation.required' },
      { path: 'isRecurring', message: 'validation.required' },
    ]);
  });

  it('accepts a recurring measure with every field filled', () => {
    const full = buildRecurringMeasure({
      description: '<p>Sichtprüfung und Wartung durch Sachkundigen</p>',
      deadlineAt: '2024-03-31',
      isActionNeeded: true,
      isEffective: true,
      effectivenessCheckedBy: 'emp-2',
      effectivenessDescription: '<p>Alle Löscher geprüft</p>',
      pictures: [{ sha256: 'c'.repeat(64), name: 'loescher.png', size: 9_000, type: 'image/png' }],
      createdBy: 'emp-3',
      generatedMeasures: ['m-1', 'm-2'],
    });
    expect(validateDocument(recurringMeasure, full)).toEqual({ ok: true, data: full });
  });
});
