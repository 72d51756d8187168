/**
 * CSV export of a list for Excel (domain.md §2): UTF-8 with a byte-order mark, `;` between
 * cells, CRLF between lines. A cell that a spreadsheet would read as a formula (starting
 * with = + - @, tab or carriage return) gets a leading single quote (CSV injection).
 */

export const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
export const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file's text, BOM included: a header line, then one line per row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join(LINE_END)}${LINE_END}`;
}

/** A file name for a download: the list's title and today's date, without characters file systems dislike. */
export function exportFileName(title: string, today: Date, extension: 'csv' | 'xlsx'): string {
  const safe =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'export';
  const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `${safe} ${date}.${extension}`;
}
