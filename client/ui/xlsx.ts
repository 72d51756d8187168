import { strToU8, zipSync } from 'fflate';

/**
 * A minimal Office Open XML workbook (one sheet of text cells) for the list export: bold,
 * frozen header row with an auto filter, column widths from the content. Text cells are
 * never formulas in a workbook; a cell that Excel would turn into one when edited
 * (= + - @ first) also gets the quote prefix, like the CSV export escapes it.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters XML 1.0 cannot hold at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const MAX_CELL_LENGTH = 32_767;
const MAX_WIDTH = 60;

const STYLE_PLAIN = 0;
const STYLE_HEADER = 1;
const STYLE_QUOTED = 2;

function xmlText(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .slice(0, MAX_CELL_LENGTH)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31)
      .trim() || 'Export'
  );
}

function cell(ref: string, value: string, style: number): string {
  if (value === '') return style === STYLE_HEADER ? `<c r="${ref}" s="${style}"/>` : '';
  const chosen = style === STYLE_PLAIN && FORMULA_START.test(value) ? STYLE_QUOTED : style;
  const space = /^\s|\s$|\n/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr" s="${chosen}"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

function widths(headers: readonly string[], rows: readonly (readonly string[])[]): number[] {
  return headers.map((header, column) => {
    let longest = header.length;
    for (const row of rows) longest = Math.max(longest, (row[column] ?? '').split('\n')[0]?.length ?? 0);
    return Math.min(MAX_WIDTH, Math.max(8, longest + 2));
  });
}

function sheetXml(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const last = columnName(Math.max(headers.length - 1, 0));
  const lines = [headers, ...rows].map((cells, rowIndex) => {
    const style = rowIndex === 0 ? STYLE_HEADER : STYLE_PLAIN;
    const body = headers.map((_, column) => cell(`${columnName(column)}${rowIndex + 1}`, cells[column] ?? '', style));
    return `<row r="${rowIndex + 1}">${body.join('')}</row>`;
  });
  const cols = widths(headers, rows)
    .map((width, column) => `<col min="${column + 1}" max="${column + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>',
    `<cols>${cols}</cols>`,
    `<sheetData>${lines.join('')}</sheetData>`,
    `<autoFilter ref="A1:${last}${rows.length + 1}"/>`,
    '</worksheet>',
  ].join('');
}

const CONTENT_TYPES = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
  '<Default Extension="xml" ContentType="application/xml"/>',
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
  '</Types>',
].join('');

const ROOT_RELS = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>',
  '</Relationships>',
].join('');

const WORKBOOK_RELS = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>',
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>',
  '</Relationships>',
].join('');

/** Styles 0 plain, 1 bold header, 2 text with quote prefix (in that order). */
const STYLES = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>',
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>',
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>',
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>',
  '<cellXfs count="3">',
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>',
  '</cellXfs>',
  '</styleSheet>',
].join('');

function workbookXml(name: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">',
    `<sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets>`,
    '</workbook>',
  ].join('');
}

/** The workbook's bytes: a header row, then one row per list row, all cells as text. */
export function toXlsx(title: string, headers: readonly string[], rows: readonly (readonly string[])[]): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'xl/workbook.xml': strToU8(workbookXml(title)),
      'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
      'xl/styles.xml': strToU8(STYLES),
      'xl/worksheets/sheet1.xml': strToU8(sheetXml(headers, rows)),
    },
    { level: 6, mtime: new Date('2026-01-01T00:00:00Z') },
  );
}
