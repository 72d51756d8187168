import { inflateSync } from 'node:zlib';

/** A decoded picture: 8-bit RGBA, row by row from the top left. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bytes per pixel of the 8-bit colour types: grey, RGB, grey with alpha, RGBA. */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/**
 * Decodes the PNGs Chromium writes for screenshots (8 bits per channel, not interlaced) with
 * node's zlib: chunks, inflate, the five row filters. Anything else throws.
 */
export function decodePng(png: Uint8Array): Pixels {
  if (!SIGNATURE.every((byte, index) => png[index] === byte)) throw new Error('not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let [width, height, channels] = [0, 0, 0];
  const data: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      const header = new DataView(body.buffer, body.byteOffset, body.byteLength);
      [width, height] = [header.getUint32(0), header.getUint32(4)];
      const [depth, colourType, interlace] = [body[8], body[9] ?? -1, body[12]];
      channels = CHANNELS[colourType] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
      }
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const source = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = rows.subarray(y * stride, (y + 1) * stride);
    const previous = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? (row[x - channels] ?? 0) : 0;
      const up = previous[x] ?? 0;
      const upLeft = x >= channels ? (previous[x - channels] ?? 0) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? -1];
      if (predictor === undefined) throw new Error(`unknown PNG row filter ${filter}`);
      row[x] = ((source[x] ?? 0) + predictor) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const from = pixel * channels;
    const grey = channels <= 2;
    rgba[pixel * 4] = rows[from] ?? 0;
    rgba[pixel * 4 + 1] = rows[grey ? from : from + 1] ?? 0;
    rgba[pixel * 4 + 2] = rows[grey ? from : from + 2] ?? 0;
    rgba[pixel * 4 + 3] = channels === 4 ? (rows[from + 3] ?? 0) : channels === 2 ? (rows[from + 1] ?? 0) : 255;
  }
  return { width, height, rgba };
}

/** The colour at a pixel as `#rrggbb` (alpha left out: screenshots are opaque). */
export function pixelAt(pixels: Pixels, x: number, y: number): string {
  const at = (Math.round(y) * pixels.width + Math.round(x)) * 4;
  const channels = [pixels.rgba[at], pixels.rgba[at + 1], pixels.rgba[at + 2]];
  return `#${channels.map((value) => (value ?? 0).toString(16).padStart(2, '0')).join('')}`;
}
