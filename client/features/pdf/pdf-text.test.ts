import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

/** A font with Latin-1, Latin Extended-A and Greek, as far as these tests need. */
const latinAndGreek = (code: number) => code < 0x250 || (code >= 0x370 && code < 0x400) || code === 0x20ac;

describe('pdfText', () => {
  it('keeps every letter the font has: umlauts, Polish, Turkish and Greek names, typographic marks', () => {
    const text = 'Größe ÄÖÜäöüß, Łukasz Żółć, Gül Yılmaz, Αθηνά, 5 €';
    expect(pdfText(text, latinAndGreek)).toBe(text);
  });

  it('keeps line breaks and tabs and drops other control characters', () => {
    expect(pdfText('a\tb\nc\u0007d\u0085', latinAndGreek)).toBe('a\tb\ncd');
  });

  it('drops accents the font lacks and marks what is left with "?"', () => {
    expect(pdfText('Ǹ 日本 😀', (code) => code < 0x180)).toBe('N ?? ?');
  });
});
