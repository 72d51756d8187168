import type { I18n } from '@lingui/core';
import { exportFileName, toCsv } from '../../ui/csv';
import { saveBlob } from '../../ui/save-blob';
import type { ColumnSpec, ListRow } from './list-rows';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The last column: the document id, so an edited file imported again updates (decision 0022). */
const ID_HEADER = 'ID';

/** The current view (visible columns, order and filter) as header texts and cell texts, then the ids. */
export function listTable(i18n: I18n, columns: readonly ColumnSpec[], rows: readonly ListRow[]) {
  return {
    headers: [...columns.map(({ column }) => i18n._(column.label)), ID_HEADER],
    cells: rows.map((row) => [...columns.map(({ column }) => row.texts[column.field] ?? ''), row.id]),
  };
}

async function fileOf(format: ExportFormat, title: string, headers: string[], cells: string[][]): Promise<Blob> {
  if (format === 'csv') return new Blob([toCsv(headers, cells)], { type: 'text/csv;charset=utf-8' });
  // The workbook writer loads on first use: most list visits never export.
  const { toXlsx } = await import('../../ui/xlsx');
  return new Blob([new Uint8Array(toXlsx(title, headers, cells))], { type: XLSX_TYPE });
}

/** Starts the download of the current view as CSV or Excel workbook with translated headers. */
export async function downloadList(
  format: ExportFormat,
  i18n: I18n,
  title: string,
  columns: readonly ColumnSpec[],
  rows: readonly ListRow[],
): Promise<void> {
  const { headers, cells } = listTable(i18n, columns, rows);
  const blob = await fileOf(format, title, headers, cells);
  saveBlob(blob, exportFileName(title, new Date(), format));
}
