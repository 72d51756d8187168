import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { siteInspection } from '../../../shared/entities/site-inspection';
import { TOPIC_LABELS, type Topic } from '../../../shared/enums/catalogs';
import { finishReport, type PageCursor, type PrintOptions, type ReportFrame, startReport } from '../pdf';

/** Why a photo is not in the report: not uploaded yet by another device, offline, or unreadable. */
export type PhotoGap = 'notYetUploaded' | 'offline' | 'failed';

export type ReportFile =
  | { readonly name: string; readonly jpeg: Uint8Array }
  | { readonly name: string; readonly gap: PhotoGap }
  /** A file that is not a photo: named, not embedded. */
  | { readonly name: string; readonly other: true };

export interface ReportFinding {
  readonly topic: Topic | undefined;
  /** Plain text; paragraphs separated by line breaks. */
  readonly description: string;
  readonly files: readonly ReportFile[];
}

/** A site inspection as the report prints it: names already looked up, photos already read. */
export interface SiteInspectionReport extends ReportFrame {
  readonly inspectionAt: Date | undefined;
  readonly participants: readonly string[];
  readonly recordingClerk: string;
  readonly areas: readonly string[];
  readonly findings: readonly ReportFinding[];
  readonly measures: readonly string[];
}

function gapText(i18n: I18n, gap: PhotoGap, name: string): string {
  switch (gap) {
    case 'notYetUploaded':
      return i18n._(msg`[Photo "${name}" is still being uploaded from another device]`);
    case 'offline':
      return i18n._(msg`[Photo "${name}" is not available on this device offline]`);
    case 'failed':
      return i18n._(msg`[Photo "${name}" cannot be shown]`);
  }
}

function writeFile(cursor: PageCursor, i18n: I18n, file: ReportFile): void {
  if ('jpeg' in file) {
    try {
      cursor.jpeg(file.jpeg);
      return;
    } catch (error) {
      console.warn('a photo could not be placed in the report', error);
      cursor.text(gapText(i18n, 'failed', file.name), { muted: true });
      return;
    }
  }
  const { name } = file;
  if ('gap' in file) cursor.text(gapText(i18n, file.gap, name), { muted: true });
  else cursor.text(i18n._(msg`Attached file: ${name}`), { muted: true });
}

function writeFinding(cursor: PageCursor, i18n: I18n, finding: ReportFinding, number: number): void {
  const topic = finding.topic ? i18n._(TOPIC_LABELS[finding.topic]) : '';
  cursor.heading(topic ? i18n._(msg`Finding ${number}: ${topic}`) : i18n._(msg`Finding ${number}`), 11);
  cursor.text(finding.description || '-');
  cursor.space(2);
  for (const file of finding.files) writeFile(cursor, i18n, file);
  cursor.space(3);
}

/** The site inspection report (issue 6) as a PDF in the interface language of `i18n`. */
export function siteInspectionReport(report: SiteInspectionReport, i18n: I18n, options: PrintOptions): Blob {
  const cursor = startReport(options);
  const list = (names: readonly string[]) => names.join(', ') || '-';
  const { fields } = siteInspection;
  cursor.text(i18n._(msg`Site inspection report`), { size: 10, muted: true });
  cursor.text(report.title, { size: 17, bold: true });
  cursor.space(4);
  cursor.pair(
    i18n._(fields.inspectionAt.label),
    report.inspectionAt ? i18n.date(report.inspectionAt, { dateStyle: 'long', timeStyle: 'short' }) : '-',
  );
  cursor.pair(i18n._(fields.participants.label), list(report.participants));
  cursor.pair(i18n._(fields.recordingClerk.label), report.recordingClerk || '-');
  cursor.pair(i18n._(fields.inspectedEntities.label), list(report.areas));
  cursor.space(3);
  cursor.rule();
  cursor.heading(i18n._(fields.findings.label));
  if (report.findings.length === 0) cursor.text(i18n._(msg`No findings were recorded.`));
  report.findings.forEach((finding, index) => {
    writeFinding(cursor, i18n, finding, index + 1);
  });
  cursor.rule();
  cursor.heading(i18n._(fields.measures.label));
  if (report.measures.length === 0) cursor.text(i18n._(msg`No measures.`));
  for (const measure of report.measures) cursor.text(`- ${measure}`, { indent: 2 });
  return finishReport(cursor, report, i18n);
}
