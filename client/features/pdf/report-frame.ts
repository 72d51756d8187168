import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { jsPDF } from 'jspdf';
import { PageCursor } from './page-cursor';
import { embedFonts, type PdfFonts } from './pdf-fonts';
import { type Running, stampPages } from './running-frame';

/** What every report states besides its content: who made it and when. */
export interface ReportFrame {
  /** The tenant's full name. */
  readonly company: string;
  readonly title: string;
  readonly createdAt: Date;
  /** The company's logo (PNG, JPEG or WebP) for the page header, when it has one on this device. */
  readonly logo?: Uint8Array | undefined;
}

/** How a report is printed: the embedded fonts, and `compress` off only for tests that read the text. */
export interface PrintOptions {
  readonly fonts: PdfFonts;
  readonly compress?: boolean;
}

/** A4 upright, or turned for wide tables (the hazardous substance register). */
export type Orientation = 'portrait' | 'landscape';

/** A new A4 document in the report font, with its cursor at the top of the first page. */
export function startReport(
  { fonts, compress = true }: PrintOptions,
  orientation: Orientation = 'portrait',
): PageCursor {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation, compress });
  embedFonts(doc, fonts);
  return new PageCursor(doc);
}

/** The running header and footer of a report in the language of `i18n`. */
export function reportRunning(frame: ReportFrame, i18n: I18n): Running {
  const created = i18n.date(frame.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    logo: frame.logo,
    header: frame.company,
    title: frame.title,
    footer: i18n._(msg`Created on ${created}`),
    pageLabel: (page, pages) => i18n._(msg`Page ${page} of ${pages}`),
  };
}

/** Adds header and footer to every page and answers the file. */
export function finishReport(cursor: PageCursor, frame: ReportFrame, i18n: I18n): Blob {
  cursor.doc.setProperties({ title: frame.title, author: frame.company, creator: 'Sorgfalt' });
  stampPages(cursor, reportRunning(frame, i18n));
  return cursor.doc.output('blob');
}
