import { PAGE, type PageCursor, type TextStyle } from './page-cursor';

export interface TableColumn {
  readonly header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  readonly share: number;
  readonly align?: 'left' | 'right';
}

/** Millimetres between a cell's border and its text. */
const PADDING = 1.2;
const HEADER_STYLE: TextStyle = { bold: true };
const CELL_STYLE: TextStyle = {};
const HEADER_FILL = 235;
const RULE_COLOR = 190;

interface Row {
  /** Each cell's wrapped lines. */
  readonly cells: readonly (readonly string[])[];
  readonly style: TextStyle;
}

function layoutRow(
  cursor: PageCursor,
  columns: readonly TableColumn[],
  texts: readonly string[],
  style: TextStyle,
): Row {
  const cells = columns.map((column, index) =>
    cursor.lines(texts[index] ?? '', column.share * cursor.width - 2 * PADDING, style),
  );
  return { cells, style };
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
    row.cells[index]?.slice(from, to).forEach((line, offset) => {
      doc.text(line, x, cursor.y + PADDING + offset * lineHeight, { baseline: 'top', align: right ? 'right' : 'left' });
    });
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
 * repeats the header row first; a row taller than a page continues on the next.
 */
export function table(cursor: PageCursor, columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
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
