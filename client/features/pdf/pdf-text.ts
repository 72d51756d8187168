/**
 * jsPDF's standard fonts (Helvetica) encode text as Latin-1 (WinAnsi): German umlauts and ß
 * print, but one character beyond U+00FF turns the whole string into unreadable two-byte
 * codes. Text is therefore brought into that range first.
 */

const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2039': '<',
  '\u203A': '>',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
  '\u20AC': 'EUR',
  '\u2122': '(TM)',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Control characters other than line break and tab would print as boxes. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
}

function printable(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (isControl(code)) return '';
  const replaced = REPLACEMENTS[char];
  if (replaced !== undefined) return replaced;
  if (code <= 0xff) return char;
  const base = char.normalize('NFD').replace(COMBINING_MARKS, '');
  return base !== '' && [...base].every((part) => (part.codePointAt(0) ?? 0) <= 0xff) ? base : '?';
}

/** The text as the PDF's standard fonts can print it: typographic marks simplified, the rest "?". */
export function pdfText(text: string): string {
  return Array.from(text.normalize('NFC'), printable).join('');
}
