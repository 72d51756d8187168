import { describe, expect, it } from 'vitest';
import { isDueBy, isPastDue, windowEnd } from './due-window';

const TODAY = '2026-11-25';

describe('DL-3 due within a look-ahead', () => {
  it('the look-ahead of 30 days from 25 November ends on 25 December', () => {
    expect(windowEnd(TODAY, 30)).toBe('2026-12-25');
  });

  it('crosses month and year ends and leap days', () => {
    expect(windowEnd('2026-12-31', 1)).toBe('2027-01-01');
    expect(windowEnd('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('a look-ahead of 0 days is today', () => {
    expect(windowEnd(TODAY, 0)).toBe(TODAY);
  });

  it('a date on the last day of the look-ahead is due, the day after is not', () => {
    const until = windowEnd(TODAY, 30);
    expect(isDueBy('2026-12-25', until)).toBe(true);
    expect(isDueBy('2026-12-26', until)).toBe(false);
  });

  it('a date already past is due too (it is listed and marked overdue)', () => {
    expect(isDueBy('2020-01-01', windowEnd(TODAY, 30))).toBe(true);
  });
});

describe('DL-4 past due', () => {
  it('a date yesterday is past due', () => {
    expect(isPastDue('2026-11-24', TODAY)).toBe(true);
  });

  it('a date today is due but not yet past due', () => {
    expect(isPastDue(TODAY, TODAY)).toBe(false);
  });

  it('a date tomorrow is not past due', () => {
    expect(isPastDue('2026-11-26', TODAY)).toBe(false);
  });
});
