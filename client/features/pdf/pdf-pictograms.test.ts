import { describe, expect, it } from 'vitest';
import { SIGN_CODES } from '../../../shared/enums/safety-signs';
import { drawPictogram, pictogramRow, pictogramWidth } from './pdf-pictograms';
import type { PdfPage, PdfPath } from './pdf-reader';
import { finishReport, type ReportFrame, startReport } from './report-frame';
import { pathsOutsidePage, readPdf, testI18n, testPrint, textOutsidePage } from './testing';

const MM = 72 / 25.4;
const FRAME: ReportFrame = {
  company: 'Acme Chemie GmbH',
  title: 'Piktogramme',
  createdAt: new Date(2026, 2, 14, 10, 5),
};
const ALL_CODES = Object.values(SIGN_CODES).flat();

/** A colour as jsPDF writes it: each channel to two decimals of 1. */
function printed(hex: string): string {
  const channels = hex.match(/[0-9a-f]{2}/gi) ?? [];
  const round = (channel: string) => Math.round(Math.round((Number.parseInt(channel, 16) / 255) * 100) * 2.55);
  return `#${channels.map((channel) => round(channel).toString(16).padStart(2, '0')).join('')}`;
}
/** The safety colours of the drawings (ISO 3864-4 approximations), as printed. */
const RED = printed('#e30613');
const BLUE = printed('#005387');
const YELLOW = printed('#f9b000');
const GREEN = printed('#008c4f');

/** The paths drawn inside a box given in millimetres from the page's top left. */
function pathsWithin(page: PdfPage, x: number, y: number, width: number, height: number): PdfPath[] {
  const [left, right] = [x * MM, (x + width) * MM];
  const [top, bottom] = [page.height - y * MM, page.height - (y + height) * MM];
  return page.paths.filter((path) =>
    path.points.every((p) => p.x >= left - 0.01 && p.x <= right + 0.01 && p.y <= top + 0.01 && p.y >= bottom - 0.01),
  );
}

async function onePage(draw: (cursor: ReturnType<typeof startReport>) => void) {
  const cursor = startReport(await testPrint());
  draw(cursor);
  return readPdf(finishReport(cursor, FRAME, testI18n('en')));
}

describe('drawPictogram', () => {
  it('draws a GHS pictogram as vector paths in its box: a white diamond framed red, the symbol black', async () => {
    let width: number | undefined;
    const { pageList } = await onePage((cursor) => {
      width = drawPictogram(cursor.doc, 'GHS02', { x: 30, y: 40, height: 25 });
    });
    const [page] = pageList;
    if (!page) throw new Error('no page');
    expect(width).toBe(25);
    const sign = pathsWithin(page, 30, 40, 25, 25);
    expect(sign).toHaveLength(3);
    expect(sign[0]).toMatchObject({ fill: '#ffffff', stroke: RED });
    expect(sign.slice(1).every((path) => path.fill === '#000000')).toBe(true);
    // The diamond's corners: top middle and left middle of the box.
    expect(sign[0]?.points).toContainEqual({
      x: expect.closeTo(42.5 * MM, 2),
      y: expect.closeTo(page.height - 41 * MM, 2),
    });
    expect(sign[0]?.points).toContainEqual({
      x: expect.closeTo(31 * MM, 2),
      y: expect.closeTo(page.height - 52.5 * MM, 2),
    });
  });

  it('draws each family in its safety colours', async () => {
    const families = { M004: BLUE, P002: '#ffffff', W012: YELLOW, E003: GREEN, F001: RED };
    const { pageList } = await onePage((cursor) => {
      Object.keys(families).forEach((code, index) => {
        drawPictogram(cursor.doc, code, { x: 20 + index * 30, y: 40, height: 25 });
      });
    });
    const [page] = pageList;
    if (!page) throw new Error('no page');
    Object.values(families).forEach((ground, index) => {
      expect(pathsWithin(page, 20 + index * 30, 40, 25, 25)[0]?.fill).toBe(ground);
    });
    // The prohibition sign's ring and bar are red, over a black symbol.
    const prohibition = pathsWithin(page, 50, 40, 25, 25);
    expect(prohibition[0]?.stroke).toBe(RED);
    expect(prohibition.at(-1)).toMatchObject({ stroke: RED });
    expect(prohibition.at(-1)?.fill).toBeUndefined();
    // The warning triangle has a black border.
    expect(pathsWithin(page, 80, 40, 25, 25)[0]?.stroke).toBe('#000000');
  });

  it('prints a fire sign with its arrow twice as wide, and nothing for a code without a drawing', async () => {
    expect(pictogramWidth('F001_UP_LEFT', 20)).toBe(40);
    expect(pictogramWidth('H225', 20)).toBeUndefined();
    const { pageList } = await onePage((cursor) => {
      expect(drawPictogram(cursor.doc, 'F001_UP_LEFT', { x: 20, y: 40, height: 20 })).toBe(40);
      expect(drawPictogram(cursor.doc, 'P999', { x: 20, y: 80, height: 20 })).toBeUndefined();
    });
    const [page] = pageList;
    if (!page) throw new Error('no page');
    const sign = pathsWithin(page, 20, 40, 40, 20);
    expect(sign.filter((path) => path.fill === RED)).toHaveLength(2);
    expect(pathsWithin(page, 20, 80, 20, 20)).toEqual([]);
  });

  it('refuses a place beyond the page', async () => {
    const cursor = startReport(await testPrint());
    expect(() => drawPictogram(cursor.doc, 'GHS01', { x: 200, y: 40, height: 20 })).toThrow(/beyond the page/);
    expect(() => drawPictogram(cursor.doc, 'GHS01', { x: 20, y: -1, height: 20 })).toThrow(/beyond the page/);
  });

  it('leaves the line settings of the text that follows as they were', async () => {
    const cursor = startReport(await testPrint());
    cursor.doc.setLineWidth(0.2);
    drawPictogram(cursor.doc, 'E011', { x: 20, y: 40, height: 20 });
    expect(cursor.doc.getLineWidth()).toBe(0.2);
    const raw = cursor.doc.output();
    const drawing = raw.slice(raw.indexOf('\nq\n'), raw.indexOf('\nQ\n') + 3);
    expect(drawing).toContain(' d\n');
    expect(raw.slice(raw.indexOf('\nQ\n'))).not.toContain(' d\n');
  });
});

describe('pictogramRow', () => {
  it('prints every catalogue sign with its code below, wrapping lines and pages, all inside the page', async () => {
    const { text, pages, pageList } = await onePage((cursor) => {
      cursor.text('Alle Piktogramme', { size: 13, bold: true });
      pictogramRow(cursor, ALL_CODES, { height: 20 });
    });
    expect(pages).toBeGreaterThan(1);
    for (const code of ALL_CODES) expect(text).toContain(`\n${code}\n`);
    for (const page of pageList) {
      expect(pathsOutsidePage(page)).toEqual([]);
      expect(textOutsidePage(page)).toEqual([]);
    }
    const painted = pageList.flatMap((page) => page.paths).filter((path) => path.fill !== undefined);
    expect(painted.length).toBeGreaterThan(ALL_CODES.length * 2);
  });

  it('frames the code of a sign it has no drawing for, and can leave the codes out', async () => {
    const { text, pageList } = await onePage((cursor) => {
      pictogramRow(cursor, ['GHS07', 'X123'], { height: 15 });
      pictogramRow(cursor, ['GHS07'], { height: 15, codes: false });
    });
    expect(text.match(/X123/g)).toHaveLength(2);
    expect(text.match(/GHS07/g)).toHaveLength(1);
    const [page] = pageList;
    expect(page && pathsWithin(page, 39, 24, 15, 15).length).toBeGreaterThan(0);
  });
});
