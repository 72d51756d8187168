/**
 * When a due date counts as due soon or past due (docs/domain/deadlines.md DL-3, DL-4). Dates
 * are ISO days (`2026-11-25`); "today" is passed in, never read from a clock.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** DL-3: the last day of a look-ahead of `days` days from `today`. */
export function windowEnd(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** DL-3: a date is due within the look-ahead when it falls on or before its last day, past ones included. */
export function isDueBy(due: string, until: string): boolean {
  return due <= until;
}

/** DL-4: a date is past due when it lies before `today`; on the day itself it is still due. */
export function isPastDue(due: string, today: string): boolean {
  return due < today;
}
