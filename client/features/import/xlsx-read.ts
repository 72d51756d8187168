import { strFromU8, type UnzipFileInfo, unzipSync } from 'fflate';
import { ImportFileError, type Sheet, type SheetCell } from './sheet';

/**
 * Reads the first worksheet of an Office Open XML workbook (.xlsx): shared strings, inline
 * strings, numbers, booleans and cached formula results. Dates stay serial numbers: only the
 * field a column maps to says whether a number is a date. Plain string matching rather than
 * an XML parser, so it runs the same in the browser and in unit tests.
 */

/** No part of a workbook we read may unpack to more than this (a zip bomb stops here). */
const MAX_PART_BYTES = 64 * 1024 * 1024;
const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? '';
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeXml(match[1] as string) : undefined;
}

/** The text of a string item: its `<t>` runs joined, phonetic hints (`<rPh>`) left out. */
function stringItem(xml: string): string {
  const visible = xml.replace(/<(\w+:)?rPh\b[\s\S]*?<\/(\w+:)?rPh>/g, '');
  const runs = [...visible.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)];
  return runs.map((run) => decodeXml(run[1] as string)).join('');
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<(?:\w+:)?si>([\s\S]*?)<\/(?:\w+:)?si>/g)].map((item) => stringItem(item[1] as string));
}

/** The path of the workbook's first sheet, through the workbook's relationships. */
function firstSheetPath(workbook: string, rels: string | undefined): string | undefined {
  const sheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbook)?.[0];
  const id = sheet ? /\sr:id="([^"]*)"/.exec(sheet)?.[1] : undefined;
  if (!id || !rels) return undefined;
  const relation = [...rels.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => attribute(tag, 'Id') === id);
  const target = relation ? attribute(relation, 'Target') : undefined;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** A1-style column letters to a 0-based index: A → 0, AA → 26. */
export function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? '';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function cellValue(tag: string, body: string, strings: readonly string[]): SheetCell {
  const type = attribute(tag, 't') ?? 'n';
  if (type === 'inlineStr') return stringItem(body);
  const raw = /<(?:\w+:)?v>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body)?.[1];
  if (raw === undefined) return '';
  const value = decodeXml(raw);
  switch (type) {
    case 's': {
      const text = strings[Number(value)];
      if (text === undefined) throw new ImportFileError('corrupt', `shared string ${value} is missing`);
      return text;
    }
    case 'b':
      return value === '1';
    case 'n': {
      const number = Number(value);
      return value.trim() === '' || !Number.isFinite(number) ? value : number;
    }
    default:
      return value;
  }
}

function sheetRows(xml: string, strings: readonly string[]): SheetCell[][] {
  const rows: SheetCell[][] = [];
  const rowPattern = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
  const cellPattern = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
  for (const rowMatch of xml.matchAll(rowPattern)) {
    const number = Number(attribute(rowMatch[1] as string, 'r') ?? rows.length + 1);
    const row: SheetCell[] = [];
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(cellPattern)) {
      const tag = cellMatch[1] as string;
      const reference = attribute(tag, 'r');
      const column = reference ? columnIndex(reference) : row.length;
      while (row.length < column) row.push('');
      row[column] = cellValue(tag, cellMatch[2] ?? '', strings);
    }
    while (rows.length < number - 1) rows.push([]);
    rows[number - 1] = row;
  }
  return rows;
}

function unzip(bytes: Uint8Array, wanted: ReadonlySet<string>): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        if (!wanted.has(file.name)) return false;
        if (file.originalSize > MAX_PART_BYTES) throw new ImportFileError('tooLarge', `${file.name} unpacks too large`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('corrupt', `not a zip archive: ${String(error)}`);
  }
}

function text(files: Record<string, Uint8Array>, path: string): string | undefined {
  const bytes = files[path];
  return bytes ? strFromU8(bytes) : undefined;
}

/** The first worksheet's cells; a file that is no workbook is corrupt. */
export function readXlsx(bytes: Uint8Array): Sheet {
  const head = unzip(bytes, new Set([WORKBOOK, WORKBOOK_RELS]));
  const workbook = text(head, WORKBOOK);
  if (!workbook) throw new ImportFileError('corrupt', 'the archive has no workbook');
  const sheetPath = firstSheetPath(workbook, text(head, WORKBOOK_RELS));
  if (!sheetPath) throw new ImportFileError('corrupt', 'the workbook names no sheet');
  const parts = unzip(bytes, new Set([sheetPath, SHARED_STRINGS]));
  const sheet = text(parts, sheetPath);
  if (!sheet) throw new ImportFileError('corrupt', `the sheet ${sheetPath} is missing`);
  const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\sdate1904="(1|true)"/.test(workbook);
  return { rows: sheetRows(sheet, sharedStrings(text(parts, SHARED_STRINGS))), date1904 };
}
