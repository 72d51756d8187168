import { describe, expect, it } from 'vitest';
import { parseBoolean, parseDate, parseNumber, serialDate } from './cell-values';

describe('cell values', () => {
  it('reads yes and no in German and English, "x" and 1/0', () => {
    expect(['Ja', 'yes', 'TRUE', 'wahr', '1', 'x'].map(parseBoolean)).toEqual([true, true, true, true, true, true]);
    expect(['Nein', 'no', 'false', '0'].map(parseBoolean)).toEqual([false, false, false, false]);
    expect(parseBoolean('vielleicht')).toBeUndefined();
  });

  it('reads numbers with the German decimal comma and thousands points', () => {
    expect(parseNumber('38,5', 'de')).toBe(38.5);
    expect(parseNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseNumber('1.500', 'de')).toBe(1500);
    expect(parseNumber('1.5', 'de')).toBe(1.5);
    expect(parseNumber('-2', 'de')).toBe(-2);
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumber('1,500', 'en')).toBe(1500);
    expect(parseNumber('1,5', 'en')).toBe(1.5);
    expect(parseNumber('12 Stunden', 'de')).toBeUndefined();
    expect(parseNumber('1,2,3', 'de')).toBeUndefined();
  });

  it('reads dates as dd.mm.yyyy, yyyy-mm-dd and with month names in either language', () => {
    const locales = ['de', 'en'];
    expect(parseDate('05.03.2024', locales)).toBe('2024-03-05');
    expect(parseDate('5.3.2024', locales)).toBe('2024-03-05');
    expect(parseDate('2024-03-05', locales)).toBe('2024-03-05');
    expect(parseDate('Mar 5, 2024', locales)).toBe('2024-03-05');
    expect(parseDate('5. März 2024', locales)).toBe('2024-03-05');
    expect(parseDate('31.02.2024', locales)).toBeUndefined();
    expect(parseDate('03/05/2024', locales)).toBeUndefined();
  });

  it('reads Excel serial days in the 1900 and 1904 systems', () => {
    expect(serialDate(45657)).toBe('2024-12-31');
    expect(serialDate(45657.75)).toBe('2024-12-31');
    expect(serialDate(1)).toBe('1899-12-31');
    expect(serialDate(44196, true)).toBe('2025-01-01');
    expect(serialDate(-3)).toBeUndefined();
  });
});
