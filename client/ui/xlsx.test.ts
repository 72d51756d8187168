import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, sheetName, toXlsx } from './xlsx';

function parts(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

/** The text of every inline string cell by its reference. */
function cells(sheet: string): Record<string, { text: string; style: string }> {
  const found: Record<string, { text: string; style: string }> = {};
  for (const match of sheet.matchAll(
    /<c r="([A-Z]+\d+)" t="inlineStr" s="(\d)"><is><t[^>]*>([^<]*)<\/t><\/is><\/c>/g,
  )) {
    found[match[1] ?? ''] = { text: match[3] ?? '', style: match[2] ?? '' };
  }
  return found;
}

describe('xlsx export', () => {
  it('is a workbook package with one sheet, styles and relationships', () => {
    const files = parts(toXlsx('Kontakte', ['Name'], [['Lenz']]));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files['xl/workbook.xml']).toContain('<sheet name="Kontakte" sheetId="1" r:id="rId1"/>');
  });

  it('writes translated headers in bold and the rows as text, escaped for XML', () => {
    const sheet = parts(
      toXlsx(
        'Kontakte',
        ['Name', 'Telefon'],
        [
          ['Müller & Söhne <GmbH>', '0621 1'],
          ['Lenz', ''],
        ],
      ),
    )['xl/worksheets/sheet1.xml'];
    expect(cells(sheet ?? '')).toEqual({
      A1: { text: 'Name', style: '1' },
      B1: { text: 'Telefon', style: '1' },
      A2: { text: 'Müller &amp; Söhne &lt;GmbH&gt;', style: '0' },
      B2: { text: '0621 1', style: '0' },
      A3: { text: 'Lenz', style: '0' },
    });
    expect(sheet).toContain('<autoFilter ref="A1:B3"/>');
    expect(sheet).toContain('state="frozen"');
  });

  it('gives cells that a spreadsheet would read as a formula the quote prefix', () => {
    const sheet = parts(toXlsx('Liste', ['Wert'], [['=HYPERLINK("x")'], ['+49 621'], ['-5'], ['@SUM(A1)'], ['ok']]))[
      'xl/worksheets/sheet1.xml'
    ];
    const styles = Object.fromEntries(Object.entries(cells(sheet ?? '')).map(([ref, cell]) => [ref, cell.style]));
    expect(styles).toEqual({ A1: '1', A2: '2', A3: '2', A4: '2', A5: '2', A6: '0' });
    expect(sheet).not.toContain('<f>');
  });

  it('drops characters XML cannot hold and keeps line breaks and edge spaces', () => {
    const sheet = parts(toXlsx('Liste', ['Notiz'], [['a\u0000b\u0007c'], [' zwei\nZeilen ']]))[
      'xl/worksheets/sheet1.xml'
    ];
    expect(sheet).toContain('<t>abc</t>');
    expect(sheet).toContain('<t xml:space="preserve"> zwei\nZeilen </t>');
  });

  it('names columns past Z and sheets within Excel limits', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(sheetName('Prüfungen [alle]: 2026/11?')).toBe('Prüfungen alle 2026 11');
    expect(sheetName('Eine sehr lange Liste mit vielen Dokumenten')).toHaveLength(31);
    expect(sheetName(' :: ')).toBe('Export');
  });
});
