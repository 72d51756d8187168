import type { I18n } from '@lingui/core';
import { csvFileName, toCsv } from './csv';
import type { ColumnSpec, ListRow } from './list-rows';

/** The current view (visible columns, order and filter) as CSV text with translated headers. */
export function listCsv(i18n: I18n, columns: readonly ColumnSpec[], rows: readonly ListRow[]): string {
  const headers = columns.map(({ column }) => i18n._(column.label));
  return toCsv(
    headers,
    rows.map((row) => columns.map(({ column }) => row.texts[column.field] ?? '')),
  );
}

/** Starts the download of the current view as a CSV file for Excel. */
export function downloadListCsv(i18n: I18n, title: string, columns: readonly ColumnSpec[], rows: readonly ListRow[]) {
  const blob = new Blob([listCsv(i18n, columns, rows)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = csvFileName(title, new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: an immediate revoke can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
