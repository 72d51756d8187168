const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function issuedAt(sheet: unknown): string | undefined {
  if (sheet === null || typeof sheet !== 'object' || Array.isArray(sheet)) return undefined;
  const value = (sheet as Record<string, unknown>).issuedAt;
  return typeof value === 'string' && DAY.test(value) ? value : undefined;
}

/** The issue date (`YYYY-MM-DD`) of the newest safety data sheet; undefined when none has one. */
export function newestSafetyDataSheetDate(sheets: unknown): string | undefined {
  const dates = (Array.isArray(sheets) ? sheets : []).flatMap((sheet) => issuedAt(sheet) ?? []);
  return dates.length === 0 ? undefined : dates.reduce((newest, date) => (date > newest ? date : newest));
}

/** The same calendar day two years before `day`; 29 February falls back to 28 February. */
export function twoYearsBefore(day: string): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const [, year, month, date] = match;
  const earlier = `${String(Number(year) - 2).padStart(4, '0')}-${month}-${date}`;
  return month === '02' && date === '29' ? `${earlier.slice(0, 8)}28` : earlier;
}

/**
 * SUB-SDS-1: the newest safety data sheet is older than two years when its issue date lies
 * before the same day two years ago (issued on that day it is not yet). Answers the newest
 * issue date when it is, undefined otherwise or when no sheet has an issue date. `today` is
 * the asker's day (`YYYY-MM-DD`); the rule reads no clock.
 */
export function outdatedSafetyDataSheet(sheets: unknown, today: string): string | undefined {
  const newest = newestSafetyDataSheetDate(sheets);
  return newest !== undefined && newest < twoYearsBefore(today) ? newest : undefined;
}
