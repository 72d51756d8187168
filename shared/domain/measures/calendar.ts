/**
 * Calendar steps of measures on ISO days (`2026-01-31`), in UTC so that every device and
 * server computes the same day (docs/domain/measures.md MEA-8).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function parts(day: string): { readonly year: number; readonly month: number; readonly date: number } {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year ?? Number.NaN, month: (month ?? Number.NaN) - 1, date: date ?? Number.NaN };
}

/** The number of days of a month (0 = January) in a year, leap years included. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function iso(year: number, month: number, date: number): string {
  return new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
}

/** Whether the text is a real ISO day (`2026-02-29` is not). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const { year, month, date } = parts(value);
  return month >= 0 && month < 12 && date >= 1 && date <= daysIn(year, month);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * MEA-8: the day `months` months after `day`. The day of the month is kept while the target
 * month has it, otherwise it is the target month's last day (Jan 31 + 1 → Feb 28, in a leap
 * year Feb 29); and the last day of a month leads to the last day of the target month (Feb 28
 * + 1 → Mar 31, Apr 30 + 1 → May 31), so a duty at the end of the month stays there.
 */
export function addMonths(day: string, months: number): string {
  const { year, month, date } = parts(day);
  const target = month + months;
  const targetYear = year + Math.floor(target / 12);
  const targetMonth = ((target % 12) + 12) % 12;
  const last = daysIn(targetYear, targetMonth);
  const endOfMonth = date === daysIn(year, month);
  return iso(targetYear, targetMonth, endOfMonth ? last : Math.min(date, last));
}
