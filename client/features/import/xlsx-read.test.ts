import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toXlsx } from '../../ui/xlsx';
import { ImportFileError } from './sheet';
import { columnIndex, readXlsx } from './xlsx-read';

/** A workbook as Excel saves it: shared strings, numbers, booleans, a gap and a formula's result. */
function excelWorkbook(sheetData: string, workbookPr = ''): Uint8Array {
  return zipSync({
    'xl/workbook.xml': strToU8(
      `<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${workbookPr}<sheets><sheet name="Tabelle1" sheetId="1" r:id="rId3"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId3" Type="x/worksheet" Target="worksheets/data.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': strToU8(
      '<sst><si><t>Name</t></si><si><r><t>Baujahr</t></r><r><t xml:space="preserve"> </t></r></si><si><t>M&amp;M GmbH</t><rPh><t>x</t></rPh></si></sst>',
    ),
    'xl/worksheets/data.xml': strToU8(`<worksheet><sheetData>${sheetData}</sheetData></worksheet>`),
  });
}

describe('xlsx import', () => {
  it('reads back a workbook of our own list export, quote-prefixed cells as their text', () => {
    const rows = [
      ['Vorderpfalz Entsorgung GmbH', 'Industriestraße 88, 67346 Speyer', '+49 6232 3177-0'],
      ['<A & B>', '', ' zwei\nZeilen '],
    ];
    const sheet = readXlsx(toXlsx('Kontakte', ['Name', 'Adresse', 'Telefon'], rows));
    expect(sheet.rows).toEqual([['Name', 'Adresse', 'Telefon'], ...rows]);
    expect(sheet.date1904).toBe(false);
  });

  it('reads shared strings, numbers, booleans, formula results and skipped cells at their columns', () => {
    const sheet = readXlsx(
      excelWorkbook(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
          '<row r="3"><c r="A3" t="s"><v>2</v></c><c r="B3" t="b"><v>1</v></c><c r="C3" s="4"><v>45657</v></c>' +
          '<c r="D3" t="str"><f>A3</f><v>M&amp;M</v></c><c r="E3"/></row>',
        '<workbookPr date1904="1"/>',
      ),
    );
    expect(sheet.rows).toEqual([['Name', '', 'Baujahr '], [], ['M&M GmbH', true, 45657, 'M&M', '']]);
    expect(sheet.date1904).toBe(true);
  });

  it('names A1 columns by index', () => {
    expect([columnIndex('A1'), columnIndex('Z9'), columnIndex('AA10'), columnIndex('AB2')]).toEqual([0, 25, 26, 27]);
  });

  it('refuses bytes that are no workbook as corrupt', () => {
    expect(() => readXlsx(strToU8('Name;E-Mail'))).toThrow(ImportFileError);
    expect(() => readXlsx(zipSync({ 'a.txt': strToU8('x') }))).toThrow(/no workbook/);
  });
});
