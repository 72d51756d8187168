/** One cell as a file holds it: CSV gives text; a workbook also numbers and booleans. */
export type SheetCell = string | number | boolean;

/** The rows of an imported file, header row first. */
export interface Sheet {
  readonly rows: readonly (readonly SheetCell[])[];
  /** The workbook counts date serial numbers from 1904 (old Mac Excel) rather than 1900. */
  readonly date1904: boolean;
}

export type ImportFileProblem = 'tooLarge' | 'tooManyRows' | 'corrupt' | 'empty' | 'unsupported';

/** The file cannot be imported at all; the dialog names the problem, nothing is written. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
  constructor(
    readonly problem: ImportFileProblem,
    detail: string = problem,
  ) {
    super(detail);
  }
}

/** At most this many bytes are read (domain.md leaves the limit open; docs/decisions/0022). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** At most this many data rows below the header row. */
export const MAX_ROWS = 5000;

/** A row without any text: spreadsheets leave these between and after the data. */
export function isBlankRow(row: readonly SheetCell[]): boolean {
  return row.every((cell) => typeof cell === 'string' && cell.trim() === '');
}
