/**
 * The report font (DejaVu Sans) covers Latin, Greek, Cyrillic and the usual typographic marks;
 * jsPDF writes text as UTF-16 code units. Text is brought into what the font can draw first, so a
 * character it lacks prints as "?" rather than as an empty box.
 */

/** Whether the font has a glyph for a code point of the Basic Multilingual Plane. */
export type HasGlyph = (code: number) => boolean;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Control characters other than line break and tab would print as boxes. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
}

function drawable(char: string, hasGlyph: HasGlyph): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xffff && (code === 0x09 || code === 0x0a || hasGlyph(code));
}

function printable(char: string, hasGlyph: HasGlyph): string {
  if (isControl(char.codePointAt(0) ?? 0)) return '';
  if (drawable(char, hasGlyph)) return char;
  const base = char.normalize('NFD').replace(COMBINING_MARKS, '');
  return base !== '' && [...base].every((part) => drawable(part, hasGlyph)) ? base : '?';
}

/** The text as the report font can print it: control characters dropped, missing letters "?". */
export function pdfText(text: string, hasGlyph: HasGlyph): string {
  return Array.from(text.normalize('NFC'), (char) => printable(char, hasGlyph)).join('');
}
