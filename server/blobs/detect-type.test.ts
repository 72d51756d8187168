import { describe, expect, it } from 'vitest';
import { detectBlobType } from './detect-type';
import { docx, HTML, heic, jpeg, pdf, png, SVG, TEXT, webpExtended, webpLossy, xlsx, zip } from './test-samples';

const typeOf = (bytes: Buffer) => {
  const detection = detectBlobType(bytes);
  return detection.ok ? detection.type : `refused:${detection.refusal}`;
};

describe('detecting an upload by its magic bytes', () => {
  it.each([
    ['JPEG', jpeg(), 'image/jpeg'],
    ['PNG', png(), 'image/png'],
    ['lossy WebP', webpLossy(10, 10), 'image/webp'],
    ['extended WebP', webpExtended(10, 10), 'image/webp'],
    ['HEIC', heic(10, 10), 'image/heic'],
    ['HEIF with a HEIC brand among the compatible ones', heic(10, 10, 'mif1'), 'image/heic'],
    ['PDF', pdf(), 'application/pdf'],
    ['DOCX', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['XLSX', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['UTF-8 text', TEXT, 'text/plain'],
    ['UTF-8 text with a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), TEXT]), 'text/plain'],
    ['text with a comparison sign', Buffer.from('Grenzwert < 5 mg/m³ und a<b'), 'text/plain'],
  ])('recognises %s', (_name, bytes, type) => {
    expect(typeOf(bytes)).toBe(type);
  });

  it('decides by the bytes, not by anything claimed: a PNG named and typed as PDF is a PNG', () => {
    expect(typeOf(png())).toBe('image/png');
  });

  it.each([
    ['SVG', SVG],
    ['SVG without an XML declaration', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', HTML],
    [
      'HTML after a byte-order mark and blank lines',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n\n  <html>')]),
    ],
    ['HTML in upper case', Buffer.from('<HTML><BODY>x</BODY></HTML>')],
    ['text that hides a script tag further down', Buffer.from('Notiz\nsiehe <script src=x></script>')],
    ['XML', Buffer.from('<?xml version="1.0"?><a/>')],
  ])('refuses %s as markup', (_name, bytes) => {
    expect(typeOf(bytes)).toBe('refused:markup');
  });

  it.each([
    ['an empty body', Buffer.alloc(0)],
    ['GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1')],
    ['AVIF (not a HEIC brand)', heic(10, 10, 'avif')],
    ['bytes that are not UTF-8', Buffer.from([0x41, 0xc3, 0x28, 0x42])],
    ['text with control characters', Buffer.from('abc\u0000def')],
    ['UTF-16 text', Buffer.from('\ufeffhello', 'utf16le')],
    ['a plain ZIP archive', zip({ 'a.txt': 'a' })],
    [
      'a ZIP with both a document and a workbook',
      zip({ '[Content_Types].xml': 'x', 'word/document.xml': 'x', 'xl/workbook.xml': 'x' }),
    ],
    ['a truncated ZIP', docx().subarray(0, 40)],
    ['%PDF without the dash, followed by binary', Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])],
    ['a lone RIFF header', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE', 'latin1')],
  ])('refuses %s as unknown', (_name, bytes) => {
    expect(typeOf(bytes)).toBe('refused:unknown');
  });

  it('refuses an Office document with a macro project', () => {
    expect(typeOf(docx({ 'word/vbaProject.bin': 'macro' }))).toBe('refused:macros');
    expect(typeOf(xlsx({ 'xl/vbaProject.bin': 'macro' }))).toBe('refused:macros');
  });
});
