/**
 * What the device knows of the server's file rules (docs/decisions/0009-blobs.md): the types
 * it recognises by magic bytes, the content types an upload may declare, and the size caps.
 * The server decides; these only spare the device uploads that cannot succeed.
 */

const MIB = 1024 * 1024;

/** The largest file the server accepts (PDF and documents); larger ones are refused before reading. */
export const MAX_FILE_BYTES = 25 * MIB;
/** The cap of images (JPEG, PNG, WebP, HEIC). */
export const MAX_IMAGE_BYTES = 15 * MIB;

export const OCTET_STREAM = 'application/octet-stream';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic']);

/** Content types the upload route reads; anything else is declared as octet-stream and typed by the server. */
const DECLARED_TYPES = new Set([
  ...IMAGE_TYPES,
  'image/heif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
  'text/plain',
]);

/** Types a local `Blob` may carry for `URL.createObjectURL`: never markup, which would run in the app's origin. */
const VIEWABLE_TYPES = new Set([...IMAGE_TYPES, 'application/pdf', 'text/plain']);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + prefix.length && prefix.every((byte, at) => bytes[offset + at] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return bytes.length >= to ? String.fromCharCode(...bytes.subarray(from, to)) : '';
}

function isHeic(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  const major = ascii(bytes, 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_GENERIC_BRANDS.has(major)) return false;
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (HEIC_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/** The type of bytes by their magic where that is cheap (images and PDF); undefined otherwise. */
export function detectType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isHeic(bytes)) return 'image/heic';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

export function isImageType(type: string): boolean {
  return IMAGE_TYPES.has(type);
}

/** The `Content-Type` of an upload: it picks the server's read cap; the server types the bytes itself. */
export function uploadContentType(type: string): string {
  return DECLARED_TYPES.has(type) ? type : OCTET_STREAM;
}

/** The type a local `Blob` is made with: a viewable type, or octet-stream (a download, never rendered). */
export function blobType(type: string): string {
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return VIEWABLE_TYPES.has(bare) ? bare : OCTET_STREAM;
}

/** What a file field takes (shared/entities/fields.ts `FileField.accept`). */
export type AcceptedFiles = 'image' | 'pdf' | 'any';

/** Markup the server refuses in every disguise: refused here before it is stored. */
const MARKUP_TYPES = new Set(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/xml']);

/** The type of a file as the device stores it: by its first bytes where known, else as the browser says. */
export async function sniffType(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  return detectType(head) ?? (file.type || OCTET_STREAM);
}

/** Whether a field taking `accept` takes a file of `type`; images only in the formats the server reads. */
export function acceptsType(accept: AcceptedFiles, type: string): boolean {
  if (accept === 'image') return isImageType(type);
  if (accept === 'pdf') return type === 'application/pdf';
  if (MARKUP_TYPES.has(type)) return false;
  return !type.startsWith('image/') || isImageType(type);
}

/** The `accept` attribute of a file picker for a field (a hint to the picker; `acceptsType` decides). */
export function acceptAttribute(accept: AcceptedFiles): string | undefined {
  if (accept === 'image') return [...IMAGE_TYPES].join(',');
  if (accept === 'pdf') return 'application/pdf,.pdf';
  return undefined;
}
