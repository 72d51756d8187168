import { describe, expect, it } from 'vitest';
import type { SdsTextItem } from './document';
import { cleanText, groupTextLines } from './text-lines';

function item(text: string, x: number, y: number, width = text.length * 5, height = 10): SdsTextItem {
  return { text, x, y, width, height };
}

describe('SDS-1 lines of a page', () => {
  it('groups runs by height into lines, top to bottom, whatever order the PDF wrote them in', () => {
    const lines = groupTextLines([
      item('second line', 50, 114),
      item('first', 50, 100),
      item('line', 80, 100),
      item('third line', 50, 128),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['first line', 'second line', 'third line']);
  });

  it('keeps a superscript on its line: "Ratron®" with the ® set higher and smaller', () => {
    const lines = groupTextLines([
      item('Ratron', 100, 100, 30, 10),
      item('®', 130, 97, 4, 6),
      item(' ', 134, 97, 3, 6),
      item('Pasten Power-Pads', 137, 100, 80, 10),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Ratron® Pasten Power-Pads']);
  });

  it('joins a value set a few points below its label, as "Product name :" and "Sodium dodecyl sulfate"', () => {
    const lines = groupTextLines([item('Product name :', 50, 100), item('Sodium dodecyl sulfate', 200, 103)]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.cells.map((cell) => cell.text)).toEqual(['Product name :', 'Sodium dodecyl sulfate']);
  });

  it('writes a number the PDF splits into runs whole: "120068|-|37|-|3" → "120068-37-3"', () => {
    const lines = groupTextLines([
      item('CAS-Nummer:', 50, 100, 55),
      item('120068', 110, 100, 30),
      item('-', 140, 100, 3),
      item('37', 143, 100, 10),
      item('-', 153, 100, 3),
      item('3', 156, 100, 5),
    ]);
    expect(lines[0]?.text).toBe('CAS-Nummer: 120068-37-3');
  });

  it('spells a word printed letter by letter with overlapping widths without spaces', () => {
    const letters = [...'COCONUT'].map((letter, index) => item(letter, 200 + index * 6, 100, 9));
    expect(groupTextLines(letters)[0]?.text).toBe('COCONUT');
  });

  it('puts a space where a blank run or a gap of a fifth of the font size separates words', () => {
    const lines = groupTextLines([
      item('Signal', 50, 100, 30),
      item('word', 83, 100, 20),
      item(' ', 103, 100, 800),
      item('Danger', 105, 100, 30),
    ]);
    expect(lines[0]?.text).toBe('Signal word Danger');
  });

  it('starts a new cell at a gap of a font size or more: label and value columns, table columns', () => {
    const lines = groupTextLines([item('Klasse', 50, 100, 30), item('9', 200, 100, 5), item('9', 300, 100, 5)]);
    expect(lines[0]?.cells.map((cell) => [cell.text, cell.x])).toEqual([
      ['Klasse', 50],
      ['9', 200],
      ['9', 300],
    ]);
    expect(lines[0]?.text).toBe('Klasse 9 9');
  });

  it('gives each line its box: left, top, width, height in points', () => {
    const [line] = groupTextLines([item('H225', 50, 100, 20, 10), item('Highly flammable', 90, 100, 80, 10)]);
    expect(line).toMatchObject({ x: 50, y: 100, width: 120, height: 10 });
  });

  it('leaves out blank pages and blank runs alone', () => {
    expect(groupTextLines([item('   ', 50, 100)])).toEqual([]);
  });
});

describe('SDS-1 text clean-up', () => {
  it('spells out ligatures, turns no-break spaces into spaces and drops soft hyphens', () => {
    expect(cleanText('Ein\u00adstufung der ﬁrma\u00a0GmbH')).toBe('Einstufung der firma GmbH');
  });
});
