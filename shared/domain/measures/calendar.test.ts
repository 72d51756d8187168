import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isIsoDay } from './calendar';

describe('MEA-8 adding months to a deadline', () => {
  it('keeps the day of the month when the target month has it', () => {
    expect(addMonths('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonths('2026-01-30', 2)).toBe('2026-03-30');
  });

  it('Jan 31 + 1 month is the last day of February: Feb 28, or Feb 29 in a leap year', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-29', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-29', 1)).toBe('2028-02-29');
  });

  it('a last day of a month leads to the last day of the target month, so month ends do not drift', () => {
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-31');
    expect(addMonths('2026-04-30', 1)).toBe('2026-05-31');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    let day = '2026-01-31';
    const ends: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      day = addMonths(day, 1);
      ends.push(day);
    }
    expect(ends).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('Feb 29 + 12 months is Feb 28 of a common year, and a month end again four years on', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-02-28', 12)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
  });

  it('crosses year ends and counts long intervals in whole years', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-06-10', 24)).toBe('2028-06-10');
    expect(addMonths('2026-06-10', 1200)).toBe('2126-06-10');
  });
});

describe('calendar helpers', () => {
  it('adds days over month and year ends', () => {
    expect(addDays('2026-12-20', 28)).toBe('2027-01-17');
    expect(addDays('2028-02-01', 28)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows real ISO days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('26-01-01')).toBe(false);
    expect(isIsoDay(20260101)).toBe(false);
  });
});
