import { describe, expect, it } from 'vitest';
import { effectivenessCheckDue, effectivenessState } from './effectiveness';

const TODAY = '2026-11-25';

describe('MEA-6 effectiveness check due', () => {
  it('a done measure is checked four weeks after the day it was done', () => {
    expect(effectivenessCheckDue({ isDone: true, doneAt: '2026-11-10' })).toBe('2026-12-08');
  });

  it("the measure's own check date wins over the default", () => {
    expect(effectivenessCheckDue({ isDone: true, doneAt: '2026-11-10', effectivenessCheckDueAt: '2027-03-01' })).toBe(
      '2027-03-01',
    );
  });

  it('an open measure has no check date, nor a done one whose day is unknown', () => {
    expect(effectivenessCheckDue({ isDone: false, doneAt: '2026-11-10' })).toBeUndefined();
    expect(effectivenessCheckDue({ isDone: true })).toBeUndefined();
    expect(effectivenessCheckDue({ isDone: true, doneAt: '2026-02-30' })).toBeUndefined();
  });
});

describe('MEA-7 effectiveness state', () => {
  it('an open measure is not checked', () => {
    expect(effectivenessState({ isDone: false, isEffective: true }, TODAY)).toBe('notDone');
  });

  it('a recorded check says effective or not effective', () => {
    expect(effectivenessState({ isDone: true, isEffective: true }, TODAY)).toBe('effective');
    expect(effectivenessState({ isDone: true, isEffective: false }, TODAY)).toBe('notEffective');
  });

  it('an unrecorded check is pending until its due day and overdue after it', () => {
    expect(effectivenessState({ isDone: true, doneAt: '2026-10-28' }, TODAY)).toBe('pending');
    expect(effectivenessState({ isDone: true, doneAt: '2026-10-27' }, TODAY)).toBe('overdue');
    expect(effectivenessState({ isDone: true }, TODAY)).toBe('pending');
  });
});
