import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportEntry, ReportSpan } from '../../../shared/domain/regulations';
import { finishReport, type PrintOptions, plainParagraphs, type ReportFrame, startReport } from '../pdf';

/** A regulation report as the PDF prints it (docs/domain/regulations.md RGL-14). */
export interface PrintedRegulationReport extends ReportFrame {
  /** The customer company's name. */
  readonly customer: string;
  /** The regulation manager who publishes it. */
  readonly provider: string;
  readonly span: ReportSpan;
  /** ISO day; undefined for a preview not yet published. */
  readonly publishedAt: string | undefined;
  readonly entries: readonly ReportEntry[];
}

function dayText(i18n: I18n, day: string | undefined): string {
  return day ? i18n.date(`${day}T12:00:00`, { dateStyle: 'medium' }) : '-';
}

/**
 * The regulation report of one customer and period: who reports to whom for which period, then
 * per regulation new or changed in it its changes and the required actions addressed to the
 * customer, with their remarks.
 */
export function regulationReportPdf(report: PrintedRegulationReport, i18n: I18n, options: PrintOptions): Blob {
  const cursor = startReport(options);
  cursor.text(i18n._(msg`Regulation report`), { size: 10, muted: true });
  cursor.text(report.title, { size: 17, bold: true });
  cursor.space(4);
  cursor.pair(i18n._(msg`Customer`), report.customer);
  cursor.pair(i18n._(msg`Published by`), report.provider);
  const from = dayText(i18n, report.span.from);
  const to = dayText(i18n, report.span.to);
  cursor.pair(i18n._(msg`Reporting period`), i18n._(msg`${from} to ${to}`));
  cursor.pair(
    i18n._(msg`Published at`),
    report.publishedAt ? dayText(i18n, report.publishedAt) : i18n._(msg`Preview, not published`),
  );
  const count = report.entries.length;
  cursor.pair(i18n._(msg`Regulations`), i18n._(msg`${count} new or changed`));
  cursor.space(4);
  if (count === 0) cursor.text(i18n._(msg`No regulation was issued or changed in this period.`));
  for (const entry of report.entries) {
    cursor.rule();
    cursor.heading(entry.name);
    const issued = dayText(i18n, entry.issuedAt);
    const changed = dayText(i18n, entry.lastChangeAt);
    cursor.text(
      entry.isNew ? i18n._(msg`New · issued on ${issued}`) : i18n._(msg`Changed · last change on ${changed}`),
      { muted: true },
    );
    cursor.space(2);
    if (entry.changes.length > 0) {
      cursor.text(i18n._(msg`Changes in the period`), { bold: true });
      for (const change of entry.changes) {
        cursor.text(dayText(i18n, change.changeAt), { bold: true, indent: 4 });
        cursor.text(plainParagraphs(change.content ?? '') || '-', { indent: 4 });
        cursor.space(1);
      }
      cursor.space(1);
    }
    cursor.text(i18n._(msg`Required actions for your company`), { bold: true });
    if (entry.requiredActions.length === 0) cursor.text(i18n._(msg`None`), { indent: 4, muted: true });
    for (const [index, action] of entry.requiredActions.entries()) {
      cursor.text(`${index + 1}. ${plainParagraphs(action.content ?? '') || '-'}`, { indent: 4 });
      if (action.remarks) cursor.text(`${i18n._(msg`Remarks`)}: ${action.remarks}`, { indent: 8, muted: true });
      cursor.space(1);
    }
    cursor.space(3);
  }
  return finishReport(cursor, report, i18n);
}
