import { describe, expect, it } from 'vitest';
import { toCsv } from '../../ui/csv';
import { detectDelimiter, parseCsv } from './csv-read';
import { ImportFileError } from './sheet';

describe('CSV import', () => {
  it('reads what the list export writes: BOM, ";", CRLF, quotes, line breaks and escaped formulas', () => {
    const rows = [
      ['Acme; Nord', 'Er sagte "Hallo"', 'Zeile 1\nZeile 2'],
      ['+49 621 4187-0', '=1+1', '@SUM(A1)'],
      ['-5', '', "'kein Formel"],
    ];
    expect(parseCsv(toCsv(['Name', 'Telefon', 'Notiz'], rows))).toEqual([['Name', 'Telefon', 'Notiz'], ...rows]);
  });

  it('detects "," and tab when the header line uses them, ";" otherwise', () => {
    expect(detectDelimiter('Name,Phone\r\nA;B,C')).toBe(',');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(detectDelimiter('Name\tE-Mail\n')).toBe('\t');
    expect(detectDelimiter('Name\n')).toBe(';');
    expect(parseCsv('Name,Phone\nLenz,"1,5"\n')).toEqual([
      ['Name', 'Phone'],
      ['Lenz', '1,5'],
    ]);
  });

  it('takes LF, lone CR and a missing last line end; keeps empty cells', () => {
    expect(parseCsv('a;b\nc;\r;d')).toEqual([
      ['a', 'b'],
      ['c', ''],
      ['', 'd'],
    ]);
    expect(parseCsv('a;"x\r\ny"')).toEqual([['a', 'x\r\ny']]);
  });

  it('refuses a quoted cell that never closes as a corrupt file', () => {
    expect(() => parseCsv('a;"b\nc;d')).toThrow(ImportFileError);
  });
});
