import { parseCsv } from './csv-read';
import { ImportFileError, isBlankRow, MAX_FILE_BYTES, MAX_ROWS, type Sheet } from './sheet';

/** A zip archive (every .xlsx) starts with these bytes. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Older Excel versions save CSV in the Windows code page.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A header row and at least one, at most MAX_ROWS filled rows below it. */
function checked(sheet: Sheet): Sheet {
  const filled = sheet.rows.filter((row) => !isBlankRow(row)).length;
  if (filled < 2) throw new ImportFileError('empty');
  if (filled - 1 > MAX_ROWS) throw new ImportFileError('tooManyRows');
  return sheet;
}

/** The bytes of a chosen file as rows: an .xlsx workbook or CSV text, within the limits. */
export async function sheetFromBytes(name: string, bytes: Uint8Array): Promise<Sheet> {
  if (bytes.length > MAX_FILE_BYTES) throw new ImportFileError('tooLarge');
  const lower = name.toLowerCase();
  if (isZip(bytes) || lower.endsWith('.xlsx')) {
    // The workbook reader loads on first use, like the workbook writer.
    const { readXlsx } = await import('./xlsx-read');
    return checked(readXlsx(bytes));
  }
  if (!lower.endsWith('.csv') && !lower.endsWith('.txt')) throw new ImportFileError('unsupported');
  return checked({ rows: parseCsv(decodeText(bytes)), date1904: false });
}

/** Reads a file the user chose; refuses it before reading when it is too large. */
export async function readImportFile(file: File): Promise<Sheet> {
  if (file.size > MAX_FILE_BYTES) throw new ImportFileError('tooLarge');
  return sheetFromBytes(file.name, new Uint8Array(await file.arrayBuffer()));
}
