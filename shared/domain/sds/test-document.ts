import { buildSdsDocument, type SdsRawPage } from './build-document';
import type { SdsDocument, SdsTextItem } from './document';

/**
 * Test documents written as text: one string per line, " | " between the cells of a line
 * (a column gap), leading spaces indent the line, pages as arrays. Lines stand 14 pt apart in a 10 pt font from y = 120, so the
 * top and bottom quarter of the 842 pt page are free unless `header`/`footer` lines are given;
 * these stand at y = 40 and y = 800 on every page.
 */

const PAGE = { width: 595, height: 842 };
const FONT = 10;
const LEADING = 14;
const CHAR_WIDTH = 5;
const CELL_GAP = 40;

function lineItems(text: string, y: number): SdsTextItem[] {
  const items: SdsTextItem[] = [];
  let left = 50 + (text.length - text.trimStart().length) * CHAR_WIDTH;
  for (const cell of text.trimStart().split(' | ')) {
    items.push({ text: cell, x: left, y, width: cell.length * CHAR_WIDTH, height: FONT });
    left += cell.length * CHAR_WIDTH + CELL_GAP;
  }
  return items;
}

export interface TestPages {
  readonly pages: readonly (readonly string[])[];
  readonly header?: readonly string[];
  readonly footer?: readonly string[];
}

export function rawPages({ pages, header = [], footer = [] }: TestPages): SdsRawPage[] {
  return pages.map((lines, pageIndex) => ({
    ...PAGE,
    items: [
      ...header.flatMap((text, index) =>
        lineItems(text.replace('{page}', String(pageIndex + 1)), 30 + index * LEADING),
      ),
      ...lines.flatMap((text, index) => lineItems(text, 120 + index * LEADING)),
      ...footer.flatMap((text, index) =>
        lineItems(text.replace('{page}', String(pageIndex + 1)), 790 + index * LEADING),
      ),
    ],
  }));
}

export function testDocument(input: TestPages | readonly string[]): SdsDocument {
  return buildSdsDocument(rawPages('pages' in input ? input : { pages: [input] }));
}
