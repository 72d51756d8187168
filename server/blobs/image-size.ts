import type { BlobType } from './blob-types';

export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

const dimensions = (width: number, height: number): Dimensions | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

/** PNG: width and height of the IHDR chunk, which must come first. */
export function pngSize(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return dimensions(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic), not DHT (C4), JPG (C8) or DAC (CC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** JPEG: walk the marker segments to the first start-of-frame header; it must precede the scan. */
export function jpegSize(bytes: Buffer): Dimensions | undefined {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    let marker = bytes[at + 1] ?? 0;
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1;
      marker = bytes[at + 1] ?? 0;
    }
    at += 2;
    if (isStandalone(marker)) continue;
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE || at + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at);
    if (length < 2) return undefined;
    if (SOF_MARKERS.has(marker)) {
      if (length < 7 || at + 7 > bytes.length) return undefined;
      return dimensions(bytes.readUInt16BE(at + 5), bytes.readUInt16BE(at + 3));
    }
    at += length;
  }
  return undefined;
}

/** WebP: the first chunk after the RIFF header is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
export function webpSize(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 16) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (bytes.length < 30 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return dimensions(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return dimensions((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    if (bytes.length < 30) return undefined;
    return dimensions(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  return undefined;
}

interface Box {
  readonly type: string;
  /** Where the content starts (after the header) and ends. */
  readonly start: number;
  readonly end: number;
}

const MAX_BOXES = 10_000;

/** The ISO-BMFF boxes between `from` and `to`; undefined when a box runs past its parent. */
function boxes(bytes: Buffer, from: number, to: number): Box[] | undefined {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    if (found.length >= MAX_BOXES) return undefined;
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return undefined;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(to - at)) return undefined;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return undefined;
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return found;
}

function child(bytes: Buffer, parent: Box | undefined, type: string, skip = 0): Box | undefined {
  if (!parent) return undefined;
  return boxes(bytes, parent.start + skip, parent.end)?.find((box) => box.type === type);
}

/**
 * HEIC: the image spatial extents (`ispe`) of meta → iprp → ipco. A grid image has one for
 * the whole picture and one per tile; the largest is the picture.
 */
export function heicSize(bytes: Buffer): Dimensions | undefined {
  const top = boxes(bytes, 0, bytes.length);
  const meta = top?.find((box) => box.type === 'meta');
  const ipco = child(bytes, child(bytes, meta, 'iprp', 4), 'ipco');
  if (!ipco) return undefined;
  let largest: Dimensions | undefined;
  for (const box of boxes(bytes, ipco.start, ipco.end) ?? []) {
    if (box.type !== 'ispe' || box.start + 12 > box.end) continue;
    const extent = dimensions(bytes.readUInt32BE(box.start + 4), bytes.readUInt32BE(box.start + 8));
    if (extent && (!largest || extent.width * extent.height > largest.width * largest.height)) largest = extent;
  }
  return largest;
}

/**
 * An image's width and height read from its header without decoding it; undefined when
 * the header cannot be read (such a file is refused: the pixel cap could not be applied).
 */
export function imageSize(type: BlobType, bytes: Buffer): Dimensions | undefined {
  switch (type) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    case 'image/heic':
      return heicSize(bytes);
    default:
      return undefined;
  }
}
