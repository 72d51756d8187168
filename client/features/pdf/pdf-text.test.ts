import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

describe('pdfText', () => {
  it('keeps German umlauts, ß and other Latin-1 letters', () => {
    expect(pdfText('Größe ÄÖÜäöüß 20 °C, m³, café')).toBe('Größe ÄÖÜäöüß 20 °C, m³, café');
  });

  it('simplifies typographic marks the standard fonts cannot encode', () => {
    expect(pdfText('„Tor 2“ – 5 € … ‘a’')).toBe('"Tor 2" - 5 EUR ... \'a\'');
  });

  it('keeps line breaks and tabs and drops other control characters', () => {
    expect(pdfText('a\tb\nc\u0007d\u0085')).toBe('a\tb\ncd');
  });

  it('drops accents outside Latin-1 and marks what is left with "?"', () => {
    expect(pdfText('Łódź Dvořák 日本')).toBe('?ódz Dvorák ??');
  });
});
