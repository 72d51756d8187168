import { describe, expect, it } from 'vitest';
import { type TableCell, table } from './pdf-table';
import { finishReport, startReport } from './report-frame';
import { pathsOutsidePage, readPdf, testI18n, testPrint, textOutsidePage } from './testing';

const NAMES = ['Łukasz Żółć', 'Gül Yılmaz', 'Αθηνά Παπαδοπούλου', 'Jürgen Weiß'];
const COLUMNS = [
  { header: 'Nr.', share: 0.1, align: 'right' as const },
  { header: 'Teilnehmer', share: 0.5 },
  { header: 'Unterweisung', share: 0.4 },
];

async function tableReport(rows: readonly (readonly TableCell[])[]) {
  const cursor = startReport(await testPrint());
  cursor.heading('Unterweisungsnachweis');
  table(cursor, COLUMNS, rows);
  cursor.text('Ende der Liste');
  const frame = { company: 'Acme Chemie GmbH', title: 'Nachweis', createdAt: new Date(2026, 2, 14) };
  return readPdf(finishReport(cursor, frame, testI18n('de')));
}

describe('table', () => {
  it('spreads 80 rows over several pages, repeats the header row on each and numbers the pages', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => [
      String(index + 1),
      `${NAMES[index % NAMES.length]} ${index + 1}`,
      'Gefahrstoffe',
    ]);
    const { pages, pageList, text } = await tableReport(rows);
    expect(pages).toBeGreaterThanOrEqual(2);
    pageList.forEach((page, index) => {
      const lines = page.runs.map((run) => run.text);
      expect(lines.filter((line) => line === 'Teilnehmer')).toHaveLength(1);
      expect(lines).toContain(`Seite ${index + 1} von ${pages}`);
      expect(textOutsidePage(page)).toEqual([]);
    });
    const printed = text
      .split('\n')
      .filter((line) => / \d+$/.test(line) && NAMES.some((name) => line.startsWith(name)));
    expect(printed).toEqual(rows.map((row) => row[1]));
    expect(text).toContain('Αθηνά Παπαδοπούλου 3');
    expect(text.indexOf('Ende der Liste')).toBeGreaterThan(text.indexOf('Jürgen Weiß 80'));
  });

  it('keeps a row on one page where it fits and carries a row taller than a page over to the next', async () => {
    const long = Array.from({ length: 120 }, (_, index) => `Absatz ${index + 1}`).join('\n');
    const { pages, pageList, text } = await tableReport([
      ['1', 'Gül Yılmaz', long],
      ['2', 'Łukasz Żółć', 'kurz'],
    ]);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const page of pageList) {
      expect(page.runs.filter((run) => run.text === 'Unterweisung')).toHaveLength(1);
      expect(textOutsidePage(page)).toEqual([]);
    }
    const paragraphs = text.split('\n').filter((line) => line.startsWith('Absatz '));
    expect(paragraphs).toHaveLength(120);
    expect(text.indexOf('Łukasz Żółć')).toBeGreaterThan(text.indexOf('Absatz 120'));
  });

  it('draws the signs of a cell above its text, each with its code, and keeps them with their row', async () => {
    const filler = Array.from({ length: 34 }, (_, index) => [String(index + 1), `Zeile ${index + 1}`, '–']);
    const signs = { signs: ['GHS02', 'GHS05', 'XYZ9'], text: 'H225 Flüssigkeit und Dampf leicht entzündbar.' };
    const { pageList } = await tableReport([...filler, ['35', 'Aceton', signs]]);
    const page = pageList.find((candidate) => candidate.runs.some((run) => run.text === 'Aceton'));
    if (!page) throw new Error('no page with the row');
    // The row went to a new page whole: the signs stand with it.
    expect(page.runs.some((run) => run.text === 'Zeile 1')).toBe(false);
    const codes = ['GHS02', 'GHS05', 'XYZ9'].map((code) => page.runs.filter((run) => run.text === code));
    // Each code once below its sign; the code without a drawing also in its frame.
    expect(codes.map((runs) => runs.length)).toEqual([1, 1, 2]);
    const statement = page.runs.find((run) => run.text.startsWith('H225'));
    const name = page.runs.find((run) => run.text === 'Aceton');
    if (!statement || !name) throw new Error('no text');
    // The statement follows the signs; the other cells of the row start at its top.
    for (const [code] of codes) expect(code?.y ?? 0).toBeGreaterThan(statement.y);
    expect(name.y).toBeGreaterThan(statement.y + 8);
    expect(page.paths.filter((path) => path.fill === '#ffffff').length).toBeGreaterThanOrEqual(2);
    expect(pathsOutsidePage(page)).toEqual([]);
    expect(textOutsidePage(page)).toEqual([]);
  });
});
