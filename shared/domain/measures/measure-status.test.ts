import { describe, expect, it } from 'vitest';
import { byDeadline, isDone, isOpen, isOverdue } from './measure-status';

const TODAY = '2026-11-25';

describe('MEA-1 done', () => {
  it('a measure marked done is done, whatever its deadline', () => {
    expect(isDone({ isDone: true, deadlineAt: '2020-01-01' })).toBe(true);
  });

  it('a measure not marked done, or not yet chosen in a half-filled form, is not done', () => {
    expect(isDone({ isDone: false })).toBe(false);
    expect(isDone({})).toBe(false);
    expect(isDone({ isDone: 'true' })).toBe(false);
  });
});

describe('MEA-2 open', () => {
  it('a measure is open while it is not done, with or without a deadline', () => {
    expect(isOpen({ isDone: false, deadlineAt: '2030-01-01' })).toBe(true);
    expect(isOpen({ isDone: false })).toBe(true);
    expect(isOpen({ isDone: true })).toBe(false);
  });
});

describe('MEA-3 overdue', () => {
  it('an open measure whose deadline was yesterday is overdue', () => {
    expect(isOverdue({ isDone: false, deadlineAt: '2026-11-24' }, TODAY)).toBe(true);
  });

  it('an open measure due today is not yet overdue', () => {
    expect(isOverdue({ isDone: false, deadlineAt: TODAY }, TODAY)).toBe(false);
  });

  it('an open measure due tomorrow is not overdue', () => {
    expect(isOverdue({ isDone: false, deadlineAt: '2026-11-26' }, TODAY)).toBe(false);
  });

  it('a measure without a deadline is never overdue', () => {
    expect(isOverdue({ isDone: false }, TODAY)).toBe(false);
    expect(isOverdue({ isDone: false, deadlineAt: '' }, TODAY)).toBe(false);
  });

  it('a done measure is not overdue, even with a deadline long past', () => {
    expect(isOverdue({ isDone: true, deadlineAt: '2020-01-01' }, TODAY)).toBe(false);
  });

  it('depends on the day passed in, not on the clock: the same measure is overdue a day later', () => {
    const measure = { isDone: false, deadlineAt: TODAY };
    expect(isOverdue(measure, TODAY)).toBe(false);
    expect(isOverdue(measure, '2026-11-26')).toBe(true);
  });
});

describe('MEA-5 deadline order', () => {
  it('lists the earliest deadline first and measures without a deadline last', () => {
    const measures = [
      { name: 'none' },
      { name: 'later', deadlineAt: '2026-12-01' },
      { name: 'empty', deadlineAt: '' },
      { name: 'earlier', deadlineAt: '2026-01-15' },
    ];
    expect([...measures].sort(byDeadline).map((measure) => measure.name)).toEqual([
      'earlier',
      'later',
      'none',
      'empty',
    ]);
  });
});
