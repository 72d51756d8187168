import type { BlobType } from './blob-types';
import { zipEntryNames } from './zip-entries';

/** Why bytes are refused: markup (HTML, SVG, XML) is never stored; the rest is simply not an allowed type. */
export type Refusal = 'markup' | 'macros' | 'unknown';

export type Detection =
  | { readonly ok: true; readonly type: BlobType }
  | { readonly ok: false; readonly refusal: Refusal };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Tab, line feed, form feed and carriage return: the only control characters of a text. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
/** Text that opens like a tag: what a browser sniffing the content would take for markup. */
const LEADING_TAG = /^\s*<[A-Za-z!?/]/;
/** Tags of HTML, SVG and XML documents, anywhere in a text. */
const MARKUP = /<(?:!doctype|\?xml|html|head|body|script|svg|iframe)[\s/>]/i;

const found = (type: BlobType): Detection => ({ ok: true, type });
const refused = (refusal: Refusal): Detection => ({ ok: false, refusal });

function startsWith(bytes: Buffer, prefix: Buffer | string, offset = 0): boolean {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
}

/** HEIC by the `ftyp` box: a HEIC major brand, or the generic HEIF one with a HEIC brand among the compatible. */
function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || !startsWith(bytes, 'ftyp', 4)) return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  const major = bytes.toString('latin1', 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_GENERIC_BRANDS.has(major)) return false;
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (HEIC_BRANDS.has(bytes.toString('latin1', at, at + 4))) return true;
  }
  return false;
}

/** DOCX or XLSX: a ZIP whose central directory names the main part; macro projects are refused. */
function officeType(bytes: Buffer): Detection {
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return refused('unknown');
  if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return refused('macros');
  const word = names.includes('word/document.xml');
  const excel = names.includes('xl/workbook.xml');
  if (word && !excel) return found('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  if (excel && !word) return found('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return refused('unknown');
}

function hasControlCharacters(bytes: Buffer): boolean {
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at] ?? 0;
    if ((byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f) return true;
  }
  return false;
}

/** Plain text: UTF-8 without control characters and without anything a browser could take for markup. */
function textType(bytes: Buffer): Detection {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return refused('unknown');
  }
  if (text.length === 0 || hasControlCharacters(body)) return refused('unknown');
  if (LEADING_TAG.test(text) || MARKUP.test(text)) return refused('markup');
  return found('text/plain');
}

/**
 * The type of an upload, decided by its magic bytes alone (SECURITY.md "Files"): never by
 * the file name or the declared content type. SVG and HTML are refused in every form.
 */
export function detectBlobType(bytes: Buffer): Detection {
  if (startsWith(bytes, Buffer.from([0xff, 0xd8, 0xff]))) return found('image/jpeg');
  if (startsWith(bytes, PNG_SIGNATURE)) return found('image/png');
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return found('image/webp');
  if (isHeic(bytes)) return found('image/heic');
  if (startsWith(bytes, '%PDF-')) return found('application/pdf');
  if (startsWith(bytes, 'PK\u0003\u0004')) return officeType(bytes);
  return textType(bytes);
}
