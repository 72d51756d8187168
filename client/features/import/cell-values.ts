/**
 * Plain cell texts as values: yes/no words, numbers with German or English separators,
 * calendar dates in the forms people and our export write them, and Excel serial dates.
 */

const TRUE_WORDS = new Set(['ja', 'j', 'yes', 'y', 'true', 'wahr', '1', 'x', '✓', '✔']);
const FALSE_WORDS = new Set(['nein', 'n', 'no', 'false', 'falsch', '0', '-', '–']);

/** A yes/no cell in German or English; undefined when the text is neither. */
export function parseBoolean(text: string): boolean | undefined {
  const word = text.trim().toLocaleLowerCase('de');
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);

/**
 * A number as written in the interface language (`de`: `1.234,5`, `en`: `1,234.5`). With
 * both separators the last one is the decimal mark; a lone separator is the language's
 * decimal mark unless it groups thousands (`1.500` in German).
 */
export function parseNumber(text: string, locale: string): number | undefined {
  const compact = text
    .trim()
    .replace(/[\s\u00A0\u202F']/g, '')
    .replace(/^\u2212/, '-');
  const sign = compact.startsWith('-') ? -1 : 1;
  const digits = compact.replace(/^[+-]/, '');
  if (!/^[\d.,]+$/.test(digits) || !/\d/.test(digits)) return undefined;
  const decimalMark = decimalMarkOf(digits, locale.startsWith('de') ? ',' : '.');
  const group = decimalMark === ',' ? '.' : ',';
  const [whole = '', fraction, extra] = digits.split(decimalMark);
  if (extra !== undefined || fraction?.includes(group)) return undefined;
  if (whole.includes(group) && !GROUPED(group).test(whole)) return undefined;
  const value = Number(`${whole.replaceAll(group, '') || '0'}${fraction === undefined ? '' : `.${fraction}`}`);
  return Number.isFinite(value) ? sign * value : undefined;
}

function decimalMarkOf(digits: string, languageMark: string): string {
  const lastComma = digits.lastIndexOf(',');
  const lastPoint = digits.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) return lastComma > lastPoint ? ',' : '.';
  if (lastComma < 0 && lastPoint < 0) return languageMark;
  const only = lastComma >= 0 ? ',' : '.';
  const other = only === ',' ? '.' : ',';
  if (digits.split(only).length > 2) return other;
  if (only === languageMark) return only;
  return GROUPED(only).test(digits) ? other : only;
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const MS_PER_DAY = 86_400_000;
/** Day 0 of Excel's 1900 system (its day 60 is the non-existent 29 February 1900). */
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);

/** An Excel serial day number as an ISO calendar date (the time of day is dropped). */
export function serialDate(serial: number, date1904 = false): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return undefined;
  const date = new Date((date1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900) + Math.floor(serial) * MS_PER_DAY);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Month names and abbreviations (without dots, lower case) of a language, January first. */
function monthNames(locale: string): Map<string, number> {
  const names = new Map<string, number>();
  for (const width of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      names.set(
        format
          .format(Date.UTC(2024, month - 1, 15))
          .toLocaleLowerCase(locale)
          .replace(/\.$/, ''),
        month,
      );
    }
  }
  return names;
}

const monthCache = new Map<string, Map<string, number>>();

function monthOf(name: string, locales: readonly string[]): number | undefined {
  const word = name.toLocaleLowerCase('de').replace(/\.$/, '');
  for (const locale of locales) {
    const names = monthCache.get(locale) ?? monthNames(locale);
    monthCache.set(locale, names);
    const month = names.get(word);
    if (month !== undefined) return month;
  }
  return undefined;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
/** `Mar 5, 2024` (the English export) and `5. März 2024` / `5 March 2024`. */
const MONTH_FIRST = /^([^\d\s,.]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/u;
const DAY_FIRST = /^(\d{1,2})\.?\s+([^\d\s,.]+)\.?\s+(\d{4})$/u;

/** A calendar date in `yyyy-mm-dd`, `dd.mm.yyyy` or with a month name in one of the languages. */
export function parseDate(text: string, locales: readonly string[]): string | undefined {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const german = GERMAN.exec(value);
  if (german) return isoDate(Number(german[3]), Number(german[2]), Number(german[1]));
  const monthFirst = MONTH_FIRST.exec(value);
  const dayFirst = DAY_FIRST.exec(value);
  const [day, name, year] = monthFirst
    ? [monthFirst[2], monthFirst[1], monthFirst[3]]
    : dayFirst
      ? [dayFirst[1], dayFirst[2], dayFirst[3]]
      : [];
  const month = name === undefined ? undefined : monthOf(name, locales);
  return month === undefined ? undefined : isoDate(Number(year), month, Number(day));
}
