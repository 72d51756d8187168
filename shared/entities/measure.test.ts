import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { measure } from './measure';

const buildMeasure = (overrides: Record<string, unknown> = {}) => ({
  name: 'Absaugung am Lackierstand nachrüsten',
  origin: 'ra-1',
  measureType: 'TECHNICAL',
  responsible: 'emp-1',
  isDone: false,
  isRecurring: false,
  ...overrides,
});

const picture = { sha256: 'b'.repeat(64), name: 'absaugung.jpg', size: 120_000, type: 'image/jpeg' };

describe('measure (domain.md §5: isRecurring and isDone chosen; title; responsible; origin; measureType)', () => {
  it('accepts a measure with title, origin, type, responsible and both flags chosen', () => {
    expect(validateDocument(measure, buildMeasure()).ok).toBe(true);
  });

  it('counts "no" as a choice for isDone and isRecurring', () => {
    const result = validateDocument(measure, buildMeasure({ isDone: false, isRecurring: false }));
    expect(result.ok).toBe(true);
  });

  it('refuses a measure missing each required field, naming every one', () => {
    const result = validateDocument(measure, { description: '<p>offen</p>' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'origin', message: 'validation.required' },
      { path: 'measureType', message: 'validation.required' },
      { path: 'responsible', message: 'validation.required' },
      { path: 'isDone', message: 'validation.required' },
      { path: 'isRecurring', message: 'validation.required' },
    ]);
  });

  it('refuses a blank title and a measure type outside STOP', () => {
    const result = validateDocument(measure, buildMeasure({ name: ' ', measureType: 'MEDICAL' }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'measureType', message: 'validation.invalid' },
    ]);
  });

  it('refuses isDone and isRecurring that are not booleans', () => {
    const result = validateDocument(measure, buildMeasure({ isDone: 'yes', isRecurring: null }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'isDone', message: 'validation.invalid' },
      { path: 'isRecurring', message: 'validation.required' },
    ]);
  });

  it('accepts a measure with every field filled', () => {
    const full = buildMeasure({
      description: '<p>Absaugleistung mindestens 0,5 m/s</p>',
      deadlineAt: '2025-09-30',
      isActionNeeded: true,
      isDone: true,
      isEffective: true,
      effectivenessCheckedBy: 'emp-2',
      effectivenessDescription: '<p>Messung vom 01.10.2025 unter AGW</p>',
      pictures: [picture],
      createdBy: 'emp-3',
    });
    expect(validateDocument(measure, full)).toEqual({ ok: true, data: full });
  });

  it('takes the place of its origin document', () => {
    expect(measure.scope.fields).toEqual(['origin']);
  });
});
