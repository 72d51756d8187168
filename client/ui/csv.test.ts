import { describe, expect, it } from 'vitest';
import { csvCell, exportFileName, toCsv } from './csv';

describe('CSV export', () => {
  it('starts with a BOM, separates by semicolons and ends lines with CRLF', () => {
    expect(toCsv(['Name', 'Ort'], [['Acme', 'München']])).toBe('\uFEFFName;Ort\r\nAcme;München\r\n');
  });

  it('escapes cells a spreadsheet would read as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+49 621 4187-0')).toBe("'+49 621 4187-0");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('quotes cells with separators, quotes or line breaks', () => {
    expect(csvCell('Dudenstraße 44; 2. OG')).toBe('"Dudenstraße 44; 2. OG"');
    expect(csvCell('Er sagte "Hallo"')).toBe('"Er sagte ""Hallo"""');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('')).toBe('');
  });

  it('escapes headers like cells', () => {
    expect(toCsv(['=Name'], [])).toBe("\uFEFF'=Name\r\n");
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('Kontakte', new Date(2025, 2, 7), 'csv')).toBe('Kontakte 2025-03-07.csv');
    expect(exportFileName('A/B: "C"', new Date(2025, 11, 31), 'xlsx')).toBe('A B C 2025-12-31.xlsx');
  });
});
