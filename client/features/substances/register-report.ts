import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Places, RegisterRow } from '../../../shared/domain/substances';
import type { PrintOptions, ReportEngine, ReportFrame, TableCell, TableColumn } from '../pdf';
import { REGISTER_COLUMNS, reviewText, rowLines } from './register-texts';
import type { RegisterLocation } from './register-view';

/** The register as the PDF prints it: the rows and reviews of the screen's choice. */
export interface RegisterReport extends ReportFrame {
  /** The chosen location's name, or undefined for every location. */
  readonly location: string | undefined;
  /** The chosen storage class as the filter names it ("3 – Entzündbare Flüssigkeiten"). */
  readonly storageClass: string | undefined;
  readonly reviews: readonly RegisterLocation[];
  readonly rows: readonly RegisterRow[];
  readonly places: Places;
}

/**
 * The PDF's columns and their shares of the landscape page. Pictograms and statements share the
 * classification column (GefStoffV § 6 (12) no. 2): the drawn pictograms, each with its code
 * below it, then each statement with its text.
 */
const PDF_COLUMNS = [
  { column: 'name', share: 0.12 },
  { column: 'classification', share: 0.27 },
  { column: 'storageClasses', share: 0.11 },
  { column: 'quantities', share: 0.16 },
  { column: 'workAreas', share: 0.16 },
  { column: 'dataSheets', share: 0.18 },
] as const;

type PdfColumn = (typeof PDF_COLUMNS)[number]['column'];

function header(i18n: I18n, column: PdfColumn): string {
  return column === 'classification' ? i18n._(msg`Classification`) : i18n._(REGISTER_COLUMNS[column]);
}

function cells(i18n: I18n, row: RegisterRow, places: Places, withLocation: boolean): TableCell[] {
  const lines = rowLines(i18n, row, places, withLocation);
  // Several work areas, storages or sheets in one cell: each starts with a bullet.
  const listed = (entries: readonly string[]) => (entries.length > 1 ? entries.map((entry) => `• ${entry}`) : entries);
  return PDF_COLUMNS.map(({ column }): TableCell => {
    if (column === 'classification') {
      const statements = lines.statements.join('\n');
      return row.ghsSymbols.length > 0 ? { signs: row.ghsSymbols, text: statements } : statements || '–';
    }
    const entries = lines[column];
    const shown =
      column === 'quantities' || column === 'workAreas' || column === 'dataSheets' ? listed(entries) : entries;
    return shown.join('\n') || '–';
  });
}

/**
 * The Gefahrstoffverzeichnis (GefStoffV § 6 (12)) as a landscape A4 PDF in the language of
 * `i18n`, drawn with the engine of `loadReportEngine()`: dated, with the review of each location it
 * covers, and one table row per substance with every column the regulation asks for. The GHS
 * pictograms are drawn, their codes printed small below them (the text a search or a screen
 * reader finds).
 */
export function registerReport(
  { startReport, finishReport, table }: ReportEngine,
  report: RegisterReport,
  i18n: I18n,
  options: PrintOptions,
): Blob {
  const cursor = startReport(options, 'landscape');
  cursor.text(i18n._(msg`Hazardous substance register under GefStoffV § 6 (12)`), { size: 10, muted: true });
  cursor.text(report.title, { size: 17, bold: true });
  cursor.space(3);
  cursor.pair(i18n._(msg`Location`), report.location ?? i18n._(msg`All locations`), 60);
  if (report.storageClass !== undefined) cursor.pair(i18n._(msg`Storage class`), report.storageClass, 60);
  cursor.pair(i18n._(msg`As of`), i18n.date(report.createdAt, { dateStyle: 'long' }), 60);
  if (report.reviews.length > 0) {
    cursor.space(2);
    cursor.text(i18n._(msg`Yearly review`), { bold: true });
    for (const review of report.reviews) cursor.pair(review.name, reviewText(i18n, review), 60);
  }
  cursor.space(3);
  if (report.rows.length === 0) {
    cursor.text(i18n._(msg`No hazardous substance matches this choice.`));
    return finishReport(cursor, report, i18n);
  }
  const withLocation = report.location === undefined;
  const columns: TableColumn[] = PDF_COLUMNS.map(({ column, share }) => ({ header: header(i18n, column), share }));
  const rows = report.rows.map((row) => cells(i18n, row, report.places, withLocation));
  table(cursor, columns, rows);
  return finishReport(cursor, report, i18n);
}
