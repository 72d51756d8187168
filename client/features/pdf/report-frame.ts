import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { jsPDF } from 'jspdf';
import { PageCursor } from './page-cursor';
import { embedFonts, type PdfFonts } from './pdf-fonts';
import { type Running, stampPages } from './running-frame';

/**
 * Which state of its document a report prints (decision 0017): the document's version on the
 * server, which the history counts too, and whether this device holds changes not yet sent.
 */
export interface DocumentRevision {
  /** 0 for a document only this device knows. */
  readonly version: number;
  readonly pending: boolean;
}

/** What every report states besides its content: who made it, when, and from which revision. */
export interface ReportFrame {
  /** The tenant's full name. */
  readonly company: string;
  readonly title: string;
  readonly createdAt: Date;
  /** The company's logo (PNG, JPEG or WebP) for the page header, when it has one on this device. */
  readonly logo?: Uint8Array | undefined;
  /** The revision of the document the report prints; a report over many documents has none. */
  readonly revision?: DocumentRevision | undefined;
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

/** "Version 7", "Version 7 + local changes", or "Not yet synchronised" for a document the server does not have yet. */
export function revisionText(revision: DocumentRevision, i18n: I18n): string {
  const { version } = revision;
  if (version === 0) return i18n._(msg`Not yet synchronised`);
  return revision.pending ? i18n._(msg`Version ${version} + local changes`) : i18n._(msg`Version ${version}`);
}

/** The running header and footer of a report in the language of `i18n`. */
export function reportRunning(frame: ReportFrame, i18n: I18n): Running {
  const created = i18n.date(frame.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    logo: frame.logo,
    header: frame.company,
    title: frame.title,
    footer: i18n._(msg`Created on ${created}`),
    revision: frame.revision && revisionText(frame.revision, i18n),
    pageLabel: (page, pages) => i18n._(msg`Page ${page} of ${pages}`),
  };
}

/** Adds header and footer to every page and answers the file. */
export function finishReport(cursor: PageCursor, frame: ReportFrame, i18n: I18n): Blob {
  cursor.doc.setProperties({ title: frame.title, author: frame.company, creator: 'Sorgfalt' });
  stampPages(cursor, reportRunning(frame, i18n));
  return cursor.doc.output('blob');
}
