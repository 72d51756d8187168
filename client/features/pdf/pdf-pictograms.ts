import type { jsPDF } from 'jspdf';
import { drawnSign } from '../pictograms';
import { PAGE, type PageCursor } from './page-cursor';
import type { Segment } from './svg-path';
import { type Shape, svgShapes } from './svg-shapes';

/** The drawings are made on a grid 100 units high (200 wide with an arrow beside the sign). */
const GRID = 100;
/** SVG's default miter limit; PDF's is 10. */
const SVG_MITER_LIMIT = 4;

interface PdfSign {
  readonly width: number;
  readonly shapes: readonly Shape[];
}

const signs = new Map<string, PdfSign | undefined>();

/** A sign's shapes, read from its screen drawing once per code. */
function pdfSign(code: string): PdfSign | undefined {
  if (!signs.has(code)) {
    const art = drawnSign(code);
    signs.set(code, art && { width: art.width, shapes: svgShapes(art.content) });
  }
  return signs.get(code);
}

/** Where a sign goes: its top left corner and its height, in millimetres on the page. */
export interface PictogramPlace {
  readonly x: number;
  readonly y: number;
  readonly height: number;
}

/** How wide the sign of `code` prints at `height` millimetres (twice as wide with an arrow); undefined without a drawing. */
export function pictogramWidth(code: string, height: number): number | undefined {
  const sign = pdfSign(code);
  return sign && (sign.width * height) / GRID;
}

function tracePath(
  doc: jsPDF,
  segments: readonly Segment[],
  x: (value: number) => number,
  y: (value: number) => number,
) {
  for (const segment of segments) {
    if (segment.op === 'M') doc.moveTo(x(segment.x), y(segment.y));
    else if (segment.op === 'L') doc.lineTo(x(segment.x), y(segment.y));
    else if (segment.op === 'C') {
      doc.curveTo(x(segment.x1), y(segment.y1), x(segment.x2), y(segment.y2), x(segment.x), y(segment.y));
    } else doc.close();
  }
}

function paintShape(doc: jsPDF, shape: Shape, unit: number): void {
  const { paint } = shape;
  const filled = paint.fill !== 'none';
  const stroked = paint.stroke !== 'none' && paint.strokeWidth > 0;
  if (filled) doc.setFillColor(paint.fill);
  if (stroked) {
    const scale = shape.scale * unit;
    doc.setDrawColor(paint.stroke);
    doc.setLineWidth(paint.strokeWidth * scale);
    doc.setLineCap(paint.lineCap);
    doc.setLineJoin(paint.lineJoin);
    doc.setLineDashPattern(
      paint.dash.map((length) => length * scale),
      0,
    );
  }
  if (filled && stroked) doc.fillStroke();
  else if (filled) doc.fill();
  else if (stroked) doc.stroke();
  else doc.discardPath();
}

/**
 * Draws the safety sign of `code` (GHS01–09, ISO 7010 M, P, W, E and F signs, F signs with an
 * arrow) as vector paths from the same drawing as the screen. Answers the width it took in
 * millimetres, or undefined (drawing nothing) when the code has no drawing. Throws when the
 * sign would reach beyond the page.
 */
export function drawPictogram(doc: jsPDF, code: string, place: PictogramPlace): number | undefined {
  const sign = pdfSign(code);
  if (sign === undefined) return undefined;
  const unit = place.height / GRID;
  const width = sign.width * unit;
  const { pageSize } = doc.internal;
  if (
    place.x < 0 ||
    place.y < 0 ||
    place.x + width > pageSize.getWidth() ||
    place.y + place.height > pageSize.getHeight()
  ) {
    throw new Error(`the pictogram ${code} would reach beyond the page`);
  }
  const x = (value: number) => place.x + value * unit;
  const y = (value: number) => place.y + value * unit;
  const lineWidth = doc.getLineWidth();
  doc.saveGraphicsState();
  // jsPDF scales the miter limit like a length; it is a ratio.
  doc.setLineMiterLimit(SVG_MITER_LIMIT / doc.internal.scaleFactor);
  for (const shape of sign.shapes) {
    tracePath(doc, shape.segments, x, y);
    paintShape(doc, shape, unit);
  }
  // What jsPDF remembers for the pages to come, back to what the restored state holds.
  doc.setLineCap('butt');
  doc.setLineJoin('miter');
  doc.setLineWidth(lineWidth);
  doc.restoreGraphicsState();
  return width;
}

export interface PictogramRowOptions {
  /** Height of each sign in millimetres; 18 unless given. */
  readonly height?: number;
  /** Print each sign's code under it; true unless given. */
  readonly codes?: boolean;
}

const GAP = 4;
const CODE_SIZE = 7;

/**
 * Safety signs side by side at the cursor, each with its code below, wrapping to the next line
 * and the next page; a code without a drawing prints as its code in a thin frame.
 */
export function pictogramRow(cursor: PageCursor, codes: readonly string[], options: PictogramRowOptions = {}): void {
  const { height = 18, codes: withCodes = true } = options;
  const { doc } = cursor;
  const codeHeight = withCodes ? cursor.style({ size: CODE_SIZE, muted: true }) + 0.8 : 0;
  const rowHeight = height + codeHeight;
  let left = PAGE.left;
  cursor.ensure(rowHeight);
  for (const code of codes) {
    const width = pictogramWidth(code, height) ?? height;
    if (left > PAGE.left && left + width > PAGE.left + cursor.width) {
      cursor.space(rowHeight + GAP / 2);
      cursor.ensure(rowHeight);
      left = PAGE.left;
    }
    if (drawPictogram(doc, code, { x: left, y: cursor.y, height }) === undefined) {
      doc.setDrawColor(160);
      doc.setLineWidth(0.2);
      doc.rect(left, cursor.y, width, height);
      cursor.style({ size: CODE_SIZE + 1, bold: true });
      doc.text(code, left + width / 2, cursor.y + height / 2, { align: 'center', baseline: 'middle' });
    }
    if (withCodes) {
      cursor.style({ size: CODE_SIZE, muted: true });
      doc.text(code, left + width / 2, cursor.y + height + 0.8, { align: 'center', baseline: 'top' });
    }
    left += width + GAP;
  }
  cursor.space(rowHeight + GAP);
}
