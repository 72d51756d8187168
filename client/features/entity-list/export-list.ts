import type { I18n } from '@lingui/core';
import type { Field } from '../../../shared/entities/fields';
import { cellText } from '../../ui/cell-text';
import { exportFileName, toCsv } from '../../ui/csv';
import { saveBlob } from '../../ui/save-blob';
import { loadStatementCatalog } from '../statements';
import type { ColumnSpec, ListRow } from './list-rows';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The last column: the document id, so an edited file imported again updates (decision 0022). */
const ID_HEADER = 'ID';

/** The official text of a statement code in the interface language. */
export type StatementText = (code: string) => string | undefined;

const isStatementField = (field: Field) =>
  field.kind === 'symbol' && (field.catalog === 'H_STATEMENT' || field.catalog === 'P_STATEMENT');

/**
 * The current view (visible columns, order and filter) as header texts and cell texts, then the
 * ids. With the statement texts, a statement cell holds each code with its official text.
 */
export function listTable(
  i18n: I18n,
  columns: readonly ColumnSpec[],
  rows: readonly ListRow[],
  statementText?: StatementText,
) {
  const context = { i18n, titles: new Map<string, string>(), ...(statementText ? { statementText } : {}) };
  const text = (row: ListRow, { column, field }: ColumnSpec) =>
    statementText && isStatementField(field)
      ? cellText(field, row.data[column.field], context)
      : (row.texts[column.field] ?? '');
  return {
    headers: [...columns.map(({ column }) => i18n._(column.label)), ID_HEADER],
    cells: rows.map((row) => [...columns.map((spec) => text(row, spec)), row.id]),
  };
}

/** The statement texts for an export with statement columns: the catalog loads (lazily) on first use. */
async function statementTexts(i18n: I18n, columns: readonly ColumnSpec[]): Promise<StatementText | undefined> {
  if (!columns.some(({ field }) => isStatementField(field))) return undefined;
  const catalog = await loadStatementCatalog();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  return (code) => catalog.catalogText(code, language);
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
  const { headers, cells } = listTable(i18n, columns, rows, await statementTexts(i18n, columns));
  const blob = await fileOf(format, title, headers, cells);
  saveBlob(blob, exportFileName(title, new Date(), format));
}
