/**
 * The text of a safety data sheet as the reader hands it to the extraction: pages of lines in
 * reading order, each with its position, so every extracted value can point at the line it came
 * from (docs/domain/sds.md SDS-1). Coordinates are PDF points (1/72 inch) with the origin at the
 * top left of the page, as a page preview draws them.
 */

/** One run of text as a PDF reader returns it; `y` is the top of the run, `height` its font size. */
export interface SdsTextItem {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A stretch of a line separated from its neighbours by a wide gap: a table cell or a "label | value" column. */
export interface SdsCell {
  readonly text: string;
  readonly x: number;
  readonly width: number;
}

export interface SdsBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface SdsLine extends SdsBox {
  /** 1-based page number. */
  readonly page: number;
  /** 0-based position of the line on its page, in reading order. */
  readonly index: number;
  readonly text: string;
  readonly cells: readonly SdsCell[];
  /** A running header or footer repeated on the pages (SDS-3): not part of the section it interrupts. */
  readonly furniture: boolean;
}

export interface SdsPage {
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly lines: readonly SdsLine[];
}

export interface SdsDocument {
  readonly pages: readonly SdsPage[];
  /** False for a sheet without machine-readable text, such as a scan (SDS-2). */
  readonly textLayer: boolean;
}

/** Where a value was read: the page, the line and its box on the page. */
export interface SdsLineRef extends SdsBox {
  readonly page: number;
  readonly line: number;
  readonly text: string;
}

function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The evidence of a line: where it stands, to a tenth of a point. */
export function lineRef(line: SdsLine): SdsLineRef {
  return {
    page: line.page,
    line: line.index,
    text: line.text,
    x: tenth(line.x),
    y: tenth(line.y),
    width: tenth(line.width),
    height: tenth(line.height),
  };
}

/** All lines of the document in reading order. */
export function allLines(document: SdsDocument): SdsLine[] {
  return document.pages.flatMap((page) => page.lines);
}
