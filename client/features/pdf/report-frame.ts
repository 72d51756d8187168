import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { jsPDF } from 'jspdf';
import { PageCursor, stampPages } from './page-cursor';

/** What every report states besides its content: who made it and when. */
export interface ReportFrame {
  /** The tenant's full name. */
  readonly company: string;
  readonly title: string;
  readonly createdAt: Date;
}

/** A new A4 document with its cursor; `compress` is off only for tests that read the text. */
export function startReport(compress = true): PageCursor {
  return new PageCursor(new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress }));
}

/** Adds header and footer to every page and answers the file. */
export function finishReport(cursor: PageCursor, frame: ReportFrame, i18n: I18n): Blob {
  const created = i18n.date(frame.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  cursor.doc.setProperties({ title: frame.title, author: frame.company, creator: 'Sorgfalt' });
  stampPages(cursor.doc, {
    header: frame.company,
    title: frame.title,
    footer: i18n._(msg`Created on ${created}`),
    pageLabel: (page, pages) => i18n._(msg`Page ${page} of ${pages}`),
  });
  return cursor.doc.output('blob');
}
