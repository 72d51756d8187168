import { drawPictogram, PAGE, type PageCursor, pictogramWidth, type TextStyle } from '../pdf';

/**
 * The building blocks of the substance data summary: compact enough that a typical substance
 * fits on one or two A4 pages, every block kept inside the page and broken only between its rows.
 */

const LABEL: TextStyle = { size: 7, muted: true };
const VALUE: TextStyle = { size: 8.5 };
const CODE: TextStyle = { size: 8.5, bold: true };
const SIGN_CODE: TextStyle = { size: 7.5, bold: true };
const SIGN_NAME: TextStyle = { size: 7.5 };
const SIGNAL_WORD: TextStyle = { size: 14, bold: true };
/** Millimetres between the columns of a grid. */
const GAP = 4;

export interface Fact {
  readonly label: string;
  readonly value: string;
  /** How many columns of the grid it takes; 1 unless given. */
  readonly span?: number;
}

/** A section's title in bold, kept together with the start of what follows it. */
export function sectionTitle(cursor: PageCursor, title: string): void {
  cursor.space(1);
  cursor.heading(title, 10.5, 12);
}

/** A title within a section. */
export function subTitle(cursor: PageCursor, title: string): void {
  cursor.heading(title, 9, 14);
}

/** A paragraph of running text in the size of the values. */
export function paragraph(cursor: PageCursor, text: string): void {
  cursor.text(text, VALUE);
  cursor.space(1.5);
}

function columnWidth(cursor: PageCursor, columns: number): number {
  return (cursor.width - GAP * (columns - 1)) / columns;
}

/** Facts in a grid, each a small label above its value; facts without a value are left out. */
export function factGrid(cursor: PageCursor, facts: readonly Fact[], columns = 4): void {
  const { doc } = cursor;
  const column = columnWidth(cursor, columns);
  const rowsOf: Fact[][] = [];
  let used = columns;
  for (const fact of facts.filter((each) => each.value !== '')) {
    const span = Math.min(fact.span ?? 1, columns);
    if (used + span > columns) {
      rowsOf.push([]);
      used = 0;
    }
    rowsOf.at(-1)?.push(fact);
    used += span;
  }
  for (const row of rowsOf) {
    let left = PAGE.left;
    const cells = row.map((fact) => {
      const span = Math.min(fact.span ?? 1, columns);
      const width = span * column + (span - 1) * GAP;
      const cell = {
        x: left,
        label: cursor.lines(fact.label, width, LABEL),
        value: cursor.lines(fact.value, width, VALUE),
      };
      left += width + GAP;
      return cell;
    });
    const labelHeight = cursor.style(LABEL);
    const valueHeight = cursor.style(VALUE);
    const height = Math.max(...cells.map((cell) => cell.label.length * labelHeight + cell.value.length * valueHeight));
    cursor.ensure(height);
    for (const cell of cells) {
      let y = cursor.y;
      cursor.style(LABEL);
      for (const line of cell.label) {
        doc.text(line, cell.x, y, { baseline: 'top' });
        y += labelHeight;
      }
      cursor.style(VALUE);
      for (const line of cell.value) {
        doc.text(line, cell.x, y, { baseline: 'top' });
        y += valueHeight;
      }
    }
    cursor.space(height + 1.2);
  }
}

/**
 * A statement code in lines of at most `width` millimetres: a long official combination
 * (`P370+P380+P375[+P378]`) breaks after one of its plus signs, never inside a single code.
 */
function codeLines(cursor: PageCursor, code: string, width: number): string[] {
  cursor.style(CODE);
  const parts = code.split(/(?<=\+)/);
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    if (line !== '' && cursor.doc.getTextWidth(line + part) > width) {
      lines.push(line);
      line = part;
    } else line += part;
  }
  // A part wider than the column on its own (a code typed before the catalog) wraps like a word.
  return [...lines, line].flatMap((each) => cursor.lines(each, width, CODE));
}

export interface Statement {
  readonly code: string;
  readonly text: string;
  /** Printed muted: a code the catalog does not have, with a note instead of a text. */
  readonly unknown?: boolean;
}

/** Wide enough for a combination of three (`H301+H311+H331`) on one line. */
const CODE_WIDTH = 35;

/** Statements as the label lists them: the code in bold, its text beside it; a statement never breaks across pages. */
export function statementList(cursor: PageCursor, statements: readonly Statement[]): void {
  const { doc } = cursor;
  const textLeft = PAGE.left + CODE_WIDTH;
  const textWidth = cursor.width - CODE_WIDTH;
  for (const statement of statements) {
    const style = statement.unknown ? { ...VALUE, muted: true } : VALUE;
    const codes = codeLines(cursor, statement.code, CODE_WIDTH - 2);
    const texts = cursor.lines(statement.text, textWidth, style);
    const lineHeight = cursor.style(VALUE);
    cursor.ensure(Math.max(codes.length, texts.length) * lineHeight);
    cursor.style(CODE);
    codes.forEach((line, index) => {
      doc.text(line, PAGE.left, cursor.y + index * lineHeight, { baseline: 'top' });
    });
    cursor.style(style);
    texts.forEach((line, index) => {
      doc.text(line, textLeft, cursor.y + index * lineHeight, { baseline: 'top' });
    });
    cursor.space(Math.max(codes.length, texts.length) * lineHeight + 0.4);
  }
  cursor.space(1);
}

export interface Sign {
  readonly code: string;
  /** The sign's name in the report's language, when the catalogue has one. */
  readonly name: string | undefined;
}

/** Text that takes the first cell of a sign grid: the signal word beside the GHS pictograms, as on a label. */
export interface Lead {
  /** Small, above the word. */
  readonly label: string;
  readonly word: string;
}

export interface SignGridOptions {
  /** Height of each sign in millimetres. */
  readonly height: number;
  readonly columns: number;
  readonly lead?: Lead | undefined;
}

/** Draws the sign, or frames its code when there is no drawing of it; answers the width it took. */
function drawSign(cursor: PageCursor, code: string, x: number, height: number): number {
  const { doc } = cursor;
  const drawn = drawPictogram(doc, code, { x, y: cursor.y, height });
  if (drawn !== undefined) return drawn;
  doc.setDrawColor(160);
  doc.setLineWidth(0.2);
  doc.rect(x, cursor.y, height, height);
  cursor.style(SIGN_CODE);
  doc.text(code, x + height / 2, cursor.y + height / 2, { align: 'center', baseline: 'middle' });
  return height;
}

interface TextBlock {
  readonly lines: readonly string[];
  readonly style: TextStyle;
}

/** Blocks of lines from `top` at `x`, one line height (of the block's style) below the other. */
function writeBlocks(cursor: PageCursor, blocks: readonly TextBlock[], x: number, top: number): void {
  let y = top;
  for (const block of blocks) {
    const lineHeight = cursor.style(block.style);
    for (const line of block.lines) {
      cursor.doc.text(line, x, y, { baseline: 'top' });
      y += lineHeight;
    }
  }
}

function blocksHeight(cursor: PageCursor, blocks: readonly TextBlock[]): number {
  return blocks.reduce((sum, block) => sum + block.lines.length * cursor.style(block.style), 0);
}

/**
 * Safety signs in a grid, each drawn with its code and name beside it, after the lead text when
 * there is one; a row never breaks across pages.
 */
export function signGrid(cursor: PageCursor, signs: readonly Sign[], options: SignGridOptions): void {
  const { height, columns, lead } = options;
  const width = columnWidth(cursor, columns);
  const cells = [
    ...(lead
      ? [
          {
            sign: undefined,
            text: [
              { lines: cursor.lines(lead.label, width, LABEL), style: LABEL },
              { lines: cursor.lines(lead.word, width, SIGNAL_WORD), style: SIGNAL_WORD },
            ],
          },
        ]
      : []),
    ...signs.map((sign) => {
      const textWidth = width - (pictogramWidth(sign.code, height) ?? height) - 2;
      return {
        sign,
        text: [
          { lines: cursor.lines(sign.code, textWidth, SIGN_CODE), style: SIGN_CODE },
          { lines: sign.name ? cursor.lines(sign.name, textWidth, SIGN_NAME) : [], style: SIGN_NAME },
        ],
      };
    }),
  ];
  for (let start = 0; start < cells.length; start += columns) {
    const row = cells.slice(start, start + columns);
    const rowHeight = Math.max(height, ...row.map((cell) => blocksHeight(cursor, cell.text)));
    cursor.ensure(rowHeight);
    row.forEach((cell, index) => {
      const x = PAGE.left + index * (width + GAP);
      const textLeft = cell.sign ? x + drawSign(cursor, cell.sign.code, x, height) + 2 : x;
      writeBlocks(cursor, cell.text, textLeft, cursor.y + Math.max(0, (height - blocksHeight(cursor, cell.text)) / 2));
    });
    cursor.space(rowHeight + 1.5);
  }
}
