/**
 * SDS-12 Dates as sheets print them, read to YYYY-MM-DD:
 * - 15.03.2018, 15.3.18, 2017-05-29, 15-03-2018;
 * - with a month name in English or German: 10-Aug-2016, 29 Mar 2018, 13-June-2016,
 *   06 JUL 2018, March 29, 2018, 15. März 2018;
 * - with slashes: 13/10/2014 (day first, as the day is over 12), 06/13/2018 (month first, as the
 *   second number is over 12). When both numbers could be a month (07/08/2011) the document
 *   decides: the order its other slash dates prove, else month first on a sheet made under US
 *   rules (it names OSHA, 29 CFR or a US address), else day first as in Europe;
 * - month and year only (11/2018, 11.2018): the first day of that month. The evidence shows the
 *   line as printed, so the review screen shows what was read.
 * Two-digit years are 20yy. A date that does not exist (31.02.2018) is not a date.
 */

export type SlashOrder = 'DAY_FIRST' | 'MONTH_FIRST';

export interface ParsedDate {
  readonly iso: string;
  /** Where in the text the date starts and ends. */
  readonly start: number;
  readonly end: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  januar: 1,
  january: 1,
  jän: 1,
  jänner: 1,
  feb: 2,
  februar: 2,
  february: 2,
  mar: 3,
  mär: 3,
  märz: 3,
  march: 3,
  maerz: 3,
  apr: 4,
  april: 4,
  may: 5,
  mai: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  okt: 10,
  oktober: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  dez: 12,
  dezember: 12,
  december: 12,
};

const MONTH_NAME = '([A-Za-zÄÖÜäöü]{3,9})\\.?';
const YEAR = '(\\d{4}|\\d{2})';

function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

interface Reader {
  readonly pattern: RegExp;
  readonly read: (match: RegExpExecArray, order: SlashOrder) => string | undefined;
}

const READERS: readonly Reader[] = [
  {
    pattern: /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/,
    read: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    pattern: new RegExp(`(?<![\\d.])(\\d{1,2})[.-](\\d{1,2})[.-]${YEAR}(?![\\d.]\\d)`),
    read: (m) => iso(fullYear(m[3] ?? ''), Number(m[2]), Number(m[1])),
  },
  {
    pattern: /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/,
    read: (m, order) => {
      const [first, second, year] = [Number(m[1]), Number(m[2]), fullYear(m[3] ?? '')];
      if (first > 12) return iso(year, second, first);
      if (second > 12) return iso(year, first, second);
      return order === 'MONTH_FIRST' ? iso(year, first, second) : iso(year, second, first);
    },
  },
  {
    pattern: new RegExp(`(?<!\\d)(\\d{1,2})\\.?[\\s-]+${MONTH_NAME}[\\s,-]+(\\d{4})(?!\\d)`),
    read: (m) => {
      const month = MONTHS[(m[2] ?? '').toLowerCase()];
      return month === undefined ? undefined : iso(Number(m[3]), month, Number(m[1]));
    },
  },
  {
    pattern: new RegExp(`${MONTH_NAME}\\s+(\\d{1,2}),?\\s+(\\d{4})(?!\\d)`),
    read: (m) => {
      const month = MONTHS[(m[1] ?? '').toLowerCase()];
      return month === undefined ? undefined : iso(Number(m[3]), month, Number(m[2]));
    },
  },
  {
    pattern: /(?<![\d./])(\d{1,2})[./](\d{4})(?![\d./])/,
    read: (m) => iso(Number(m[2]), Number(m[1]), 1),
  },
];

/** The first date in `text`, or undefined. */
export function parseDate(text: string, order: SlashOrder = 'DAY_FIRST'): ParsedDate | undefined {
  let best: ParsedDate | undefined;
  for (const reader of READERS) {
    const match = reader.pattern.exec(text);
    if (!match) continue;
    const value = reader.read(match, order);
    if (value && (!best || match.index < best.start)) {
      best = { iso: value, start: match.index, end: match.index + match[0].length };
    }
  }
  return best;
}

const SLASH_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/g;
const US_SHEET = /\b(OSHA|29\s?CFR|USA|U\.S\.A\.|United States)\b/;

/** How the document orders day and month in slash dates (SDS-12). */
export function slashOrder(texts: readonly string[]): SlashOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const text of texts) {
    for (const match of text.matchAll(SLASH_DATE)) {
      if (Number(match[1]) > 12) dayFirst++;
      else if (Number(match[2]) > 12) monthFirst++;
    }
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst ? 'DAY_FIRST' : 'MONTH_FIRST';
  return texts.some((text) => US_SHEET.test(text)) ? 'MONTH_FIRST' : 'DAY_FIRST';
}
