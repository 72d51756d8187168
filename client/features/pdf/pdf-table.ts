import { PAGE, type PageCursor, type TextStyle } from './page-cursor';
import { drawPictogram, pictogramWidth } from './pdf-pictograms';

export interface TableColumn {
  readonly header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  readonly share: number;
  readonly align?: 'left' | 'right';
}

/** A cell with safety signs drawn at its top, each with its code small below it, then its text. */
export interface SignCell {
  readonly signs: readonly string[];
  readonly text: string;
}

/** What a body cell holds: text, or signs above text. */
export type TableCell = string | SignCell;

/** Millimetres between a cell's border and its text. */
const PADDING = 1.2;
const HEADER_STYLE: TextStyle = { bold: true };
const CELL_STYLE: TextStyle = {};
const HEADER_FILL = 235;
const RULE_COLOR = 190;

/** Height of a sign in a cell, the room between signs, and the style of the code under each. */
const SIGN_HEIGHT = 10;
const SIGN_GAP = 1.5;
const SIGN_CODE: TextStyle = { size: 6, muted: true };

/** A sign placed in its cell: millimetres from the cell's inner top left corner. */
interface SignPlace {
  readonly code: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

interface Row {
  /** Each cell's wrapped lines; a cell with signs starts with empty lines as tall as its signs. */
  readonly cells: readonly (readonly string[])[];
  /** Each cell's signs, drawn with the slice holding the cell's first line. */
  readonly signs: readonly (readonly SignPlace[])[];
  readonly style: TextStyle;
}

/** The signs side by side, wrapping at `width`; answers their places and the height they take. */
function layoutSigns(cursor: PageCursor, codes: readonly string[], width: number) {
  const band = SIGN_HEIGHT + cursor.style(SIGN_CODE) + SIGN_GAP;
  const places: SignPlace[] = [];
  let x = 0;
  let y = 0;
  for (const code of codes) {
    const signWidth = pictogramWidth(code, SIGN_HEIGHT) ?? SIGN_HEIGHT;
    if (x > 0 && x + signWidth > width) {
      x = 0;
      y += band;
    }
    places.push({ code, x, y, width: signWidth });
    x += signWidth + SIGN_GAP;
  }
  return { places, height: codes.length > 0 ? y + band : 0 };
}

function layoutRow(
  cursor: PageCursor,
  columns: readonly TableColumn[],
  texts: readonly TableCell[],
  style: TextStyle,
): Row {
  const lineHeight = cursor.style(style);
  const laid = columns.map((column, index) => {
    const cell = texts[index] ?? '';
    const width = column.share * cursor.width - 2 * PADDING;
    const { places, height } =
      typeof cell === 'string' ? { places: [], height: 0 } : layoutSigns(cursor, cell.signs, width);
    const text = typeof cell === 'string' ? cell : cell.text;
    const lines = text === '' ? [] : cursor.lines(text, width, style);
    const blank = Array.from({ length: Math.ceil(height / lineHeight) }, () => '');
    return { lines: blank.length + lines.length > 0 ? [...blank, ...lines] : [''], places };
  });
  return { cells: laid.map((cell) => cell.lines), signs: laid.map((cell) => cell.places), style };
}

/** Draws a cell's signs (a code without a drawing as its code in a thin frame), each with its code below. */
function drawSigns(cursor: PageCursor, places: readonly SignPlace[], left: number, top: number): void {
  const { doc } = cursor;
  for (const place of places) {
    const x = left + place.x;
    const y = top + place.y;
    if (drawPictogram(doc, place.code, { x, y, height: SIGN_HEIGHT }) === undefined) {
      doc.setDrawColor(160);
      doc.setLineWidth(0.2);
      doc.rect(x, y, place.width, SIGN_HEIGHT);
      cursor.style({ ...SIGN_CODE, bold: true });
      doc.text(place.code, x + place.width / 2, y + SIGN_HEIGHT / 2, { align: 'center', baseline: 'middle' });
    }
    cursor.style(SIGN_CODE);
    doc.text(place.code, x + place.width / 2, y + SIGN_HEIGHT + 0.4, { align: 'center', baseline: 'top' });
  }
}

/** Draws lines `from` to `to` of every cell at the cursor, with a rule below; moves the cursor down. */
function drawSlice(cursor: PageCursor, columns: readonly TableColumn[], row: Row, from: number, to: number): void {
  const { doc } = cursor;
  const lineHeight = cursor.style(row.style);
  const height = (to - from) * lineHeight + 2 * PADDING;
  if (row.style === HEADER_STYLE) {
    doc.setFillColor(HEADER_FILL, HEADER_FILL, HEADER_FILL);
    doc.rect(PAGE.left, cursor.y, cursor.width, height, 'F');
  }
  let left = PAGE.left;
  columns.forEach((column, index) => {
    const width = column.share * cursor.width;
    const right = column.align === 'right';
    const x = right ? left + width - PADDING : left + PADDING;
    cursor.style(row.style);
    row.cells[index]?.slice(from, to).forEach((line, offset) => {
      if (line === '') return;
      doc.text(line, x, cursor.y + PADDING + offset * lineHeight, { baseline: 'top', align: right ? 'right' : 'left' });
    });
    if (from === 0) drawSigns(cursor, row.signs[index] ?? [], left + PADDING, cursor.y + PADDING);
    left += width;
  });
  cursor.space(height);
  doc.setDrawColor(RULE_COLOR);
  doc.setLineWidth(0.2);
  doc.line(PAGE.left, cursor.y, PAGE.left + cursor.width, cursor.y);
}

function lineCount(row: Row): number {
  return Math.max(1, ...row.cells.map((cell) => cell.length));
}

/**
 * A table across the content width. A row stays on one page where it fits on one; a new page
 * repeats the header row first; a row taller than a page continues on the next, its signs
 * always on its first page.
 */
export function table(
  cursor: PageCursor,
  columns: readonly TableColumn[],
  rows: readonly (readonly TableCell[])[],
): void {
  const header = layoutRow(
    cursor,
    columns,
    columns.map((column) => column.header),
    HEADER_STYLE,
  );
  const headerHeight = lineCount(header) * cursor.style(HEADER_STYLE) + 2 * PADDING;
  const writeHeader = () => drawSlice(cursor, columns, header, 0, lineCount(header));
  // The header row never stands alone at the foot of a page.
  cursor.ensure(headerHeight + (rows.length > 0 ? cursor.style(CELL_STYLE) + 2 * PADDING : 0));
  writeHeader();
  for (const texts of rows) {
    const row = layoutRow(cursor, columns, texts, CELL_STYLE);
    const lineHeight = cursor.style(CELL_STYLE);
    const lines = lineCount(row);
    let from = 0;
    while (from < lines) {
      const room = Math.floor((cursor.bottom - cursor.y - 2 * PADDING) / lineHeight);
      const freshRoom = Math.floor((cursor.bottom - PAGE.top - headerHeight - 2 * PADDING) / lineHeight);
      const needed = Math.min(lines - from, freshRoom);
      if (room < needed && cursor.ensure(cursor.bottom)) {
        writeHeader();
        continue;
      }
      const to = from + Math.max(1, Math.min(room, lines - from));
      drawSlice(cursor, columns, row, from, to);
      from = to;
    }
  }
  cursor.space(3);
}
