/** What the header of a JPEG tells without decoding it: its coded size and whether it carries metadata. */
export interface JpegInfo {
  readonly width: number;
  readonly height: number;
  /** An APP1 (Exif, XMP: camera, time, GPS, orientation) or APP13 (IPTC) segment is present. */
  readonly hasMetadata: boolean;
}

const SOI = 0xd8;
const SOS = 0xda;
const APP1 = 0xe1;
const APP13 = 0xed;
/** Start-of-frame markers (baseline, progressive, …); 0xc4, 0xc8 and 0xcc are not frames. */
const FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Reads the segments of a JPEG up to its image data. Answers undefined for bytes that are
 * not a well-formed JPEG header (those are decoded and re-encoded, never kept as they are).
 */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  let hasMetadata = false;
  let size: { width: number; height: number } | undefined;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2) return undefined;
    if (marker === APP1 || marker === APP13) hasMetadata = true;
    if (FRAME_MARKERS.has(marker) && at + 9 <= bytes.length) {
      size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (marker === SOS) return size ? { ...size, hasMetadata } : undefined;
    at += 2 + length;
  }
  return undefined;
}
