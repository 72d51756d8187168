import { setupI18n } from '@lingui/core';
import regular from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import bold from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { fetchPdfFonts, type PdfFonts } from './pdf-fonts';
import { type PdfPage, type PdfPath, type PdfTextRun, readPdfPages } from './pdf-reader';
import type { PrintOptions } from './report-frame';

export type { PdfPage, PdfPath } from './pdf-reader';

/** German and English as the app loads them, for report tests. */
export function testI18n(locale: 'de' | 'en') {
  return setupI18n({ locale, messages: { de, en } });
}

let fonts: Promise<PdfFonts> | undefined;

/** The report fonts through the same fetch as in the app, from data URLs; uncompressed output. */
export async function testPrint(): Promise<PrintOptions> {
  fonts ??= fetchPdfFonts({ regular, bold });
  return { fonts: await fonts, compress: false };
}

/** A PDF's text (all pages, one line per shown string), its page count and its pages. */
export async function readPdf(blob: Blob): Promise<{ text: string; pages: number; pageList: PdfPage[] }> {
  const pageList = readPdfPages(new Uint8Array(await blob.arrayBuffer()));
  return { text: pageList.map((page) => page.text).join('\n'), pages: pageList.length, pageList };
}

/** DejaVu Sans rises 0.928 and descends 0.236 of the font size from the baseline. */
const ASCENT = 0.928;
const DESCENT = 0.236;

/** Text that crosses a page edge or reaches into the outer 5 mm (about 14 points) printers leave blank. */
export function textOutsidePage(page: PdfPage, margin = 14): PdfTextRun[] {
  return page.runs.filter(
    (run) =>
      run.x < margin ||
      run.x + run.width > page.width - margin ||
      run.y - run.size * DESCENT < margin ||
      run.y + run.size * ASCENT > page.height - margin,
  );
}

/** Paths that reach into the outer 5 mm of the page (about 14 points) or beyond it. */
export function pathsOutsidePage(page: PdfPage, margin = 14): PdfPath[] {
  return page.paths.filter((path) =>
    path.points.some((p) => p.x < margin || p.x > page.width - margin || p.y < margin || p.y > page.height - margin),
  );
}

/** The header of a baseline JPEG (JFIF, frame, scan) of the given size with a few bytes of scan data. */
export function jpegOfSize(width: number, height: number): Uint8Array<ArrayBuffer> {
  const u16 = (value: number) => [value >> 8, value & 0xff];
  return new Uint8Array([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, ...u16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xda, ...u16(8), 1, 1, 0, 0, 0x3f, 0],
    ...[0x12, 0x34, 0xff, 0xd9],
  ]);
}
