import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { incidentWithoutReport } from '../../../shared/entities/incident-without-report';
import { finishReport, type PrintOptions, type ReportFrame, startReport } from '../pdf';

/** An incident as its first-aid log entry prints it: names and labels already looked up. */
export interface FirstAidLogEntry extends ReportFrame {
  readonly injuredEmployee: string;
  readonly incidentAt: Date | undefined;
  readonly place: string;
  /** Plain text; paragraphs separated by line breaks. */
  readonly description: string;
  readonly injuryTypes: readonly string[];
  readonly bodyParts: readonly string[];
  readonly firstAid: string;
  readonly firstAider: string;
  readonly witnesses: string;
}

/**
 * One entry of the first-aid log (Verbandbuch; DGUV Vorschrift 1 § 24 (6), DGUV Information
 * 204-021) in the order of its columns: who, when and where, how it happened, the kind and
 * extent of the injury, witnesses, the first aid given and by whom — with a line for the first
 * aider's signature and the retention note.
 */
export function firstAidLogReport(entry: FirstAidLogEntry, i18n: I18n, options: PrintOptions): Blob {
  const cursor = startReport(options);
  const { fields } = incidentWithoutReport;
  cursor.text(i18n._(msg`First-aid log entry`), { size: 10, muted: true });
  cursor.text(entry.title, { size: 17, bold: true });
  cursor.space(4);
  cursor.pair(i18n._(fields.injuredEmployee.label), entry.injuredEmployee || '-');
  cursor.pair(
    i18n._(fields.incidentAt.label),
    entry.incidentAt ? i18n.date(entry.incidentAt, { dateStyle: 'long', timeStyle: 'short' }) : '-',
  );
  cursor.pair(i18n._(fields.location.label), entry.place || '-');
  cursor.space(2);
  cursor.heading(i18n._(msg`How it happened`), 11);
  cursor.text(entry.description || '-');
  cursor.space(2);
  cursor.heading(i18n._(msg`Kind and extent of the injury`), 11);
  cursor.pair(i18n._(fields.injuryTypes.label), entry.injuryTypes.join(', ') || '-');
  cursor.pair(i18n._(fields.injuredBodyParts.label), entry.bodyParts.join(', ') || '-');
  cursor.space(2);
  cursor.heading(i18n._(msg`First aid`), 11);
  cursor.pair(i18n._(fields.firstAid.label), entry.firstAid || '-');
  cursor.pair(i18n._(fields.firstAider.label), entry.firstAider || '-');
  cursor.pair(i18n._(fields.witnesses.label), entry.witnesses || '-');
  cursor.space(10);
  cursor.pair(i18n._(msg`Signature of the first aider`), '____________________________________');
  cursor.space(6);
  cursor.rule();
  cursor.text(i18n._(msg`Keep first-aid records for at least five years (DGUV Vorschrift 1 § 24 (6)).`), {
    muted: true,
  });
  return finishReport(cursor, entry, i18n);
}
