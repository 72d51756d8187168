import type { I18n } from '@lingui/core';
import type { Places, RegisterRow } from '../../../shared/domain/substances';
import { REGISTER_COLUMN_ORDER, REGISTER_COLUMNS, rowLines } from './register-texts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The register's table as header texts and cells in the language of `i18n`; a cell's lines are its lines. */
export function registerSheet(i18n: I18n, rows: readonly RegisterRow[], places: Places, withLocation: boolean) {
  return {
    headers: REGISTER_COLUMN_ORDER.map((column) => i18n._(REGISTER_COLUMNS[column])),
    cells: rows.map((row) => {
      const lines = rowLines(i18n, row, places, withLocation);
      return REGISTER_COLUMN_ORDER.map((column) => lines[column].join('\n'));
    }),
  };
}

/** The register as an Excel workbook; the writer loads on first use. */
export async function registerWorkbook(
  i18n: I18n,
  title: string,
  rows: readonly RegisterRow[],
  places: Places,
  withLocation: boolean,
): Promise<Blob> {
  const { toXlsx } = await import('../../ui/xlsx');
  const { headers, cells } = registerSheet(i18n, rows, places, withLocation);
  return new Blob([new Uint8Array(toXlsx(title, headers, cells))], { type: XLSX_TYPE });
}
