import { describe, expect, it } from 'vitest';
import { heicSize, imageSize, jpegSize, pngSize, webpSize } from './image-size';
import { heic, jpeg, png, webpExtended, webpLossless, webpLossy } from './test-samples';

describe('reading image dimensions from the header without decoding', () => {
  it('reads width and height of the PNG IHDR chunk', () => {
    expect(pngSize(png(20_000, 10_000))).toEqual({ width: 20_000, height: 10_000 });
  });

  it('reads width and height of the JPEG start-of-frame header after other segments', () => {
    expect(jpegSize(jpeg(12_000, 9_000))).toEqual({ width: 12_000, height: 9_000 });
  });

  it('reads a progressive JPEG (SOF2) and skips fill bytes between segments', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xff, 0xc2, 0x00, 0x0b, 8, 0x01, 0x00, 0x02, 0x00, 1, 1, 0x11, 0]);
    expect(jpegSize(bytes)).toEqual({ width: 512, height: 256 });
  });

  it('does not take a Huffman table (C4) for a frame header', () => {
    const dht = [0xff, 0xc4, 0x00, 0x07, 0, 0, 0, 0, 0];
    const sof = [0xff, 0xc0, 0x00, 0x0b, 8, 0x00, 0x10, 0x00, 0x20, 1, 1, 0x11, 0];
    expect(jpegSize(Buffer.from([0xff, 0xd8, ...dht, ...sof]))).toEqual({ width: 32, height: 16 });
  });

  it.each([
    ['lossy', webpLossy(1000, 700)],
    ['lossless', webpLossless(1000, 700)],
    ['extended', webpExtended(1000, 700)],
  ])('reads a %s WebP', (_name, bytes) => {
    expect(webpSize(bytes)).toEqual({ width: 1000, height: 700 });
  });

  it('reads the largest spatial extent of a HEIC (the picture, not its tiles)', () => {
    expect(heicSize(heic(8064, 6048, 'heic', [[512, 512]]))).toEqual({ width: 8064, height: 6048 });
  });

  it.each([
    ['a PNG cut inside IHDR', png().subarray(0, 20)],
    [
      'a PNG whose first chunk is not IHDR',
      Buffer.concat([png().subarray(0, 12), Buffer.from('IDAT'), Buffer.alloc(8)]),
    ],
    ['a PNG of width 0', png(0, 10)],
    ['a JPEG of only its magic', Buffer.from([0xff, 0xd8, 0xff])],
    ['a JPEG whose scan starts before any frame header', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02])],
    ['a JPEG with a segment length below 2', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0, 0])],
    ['a JPEG with garbage between segments', Buffer.from([0xff, 0xd8, 0x00, 0x00, 0xff, 0xc0])],
    ['a JPEG cut inside its frame header', jpeg().subarray(0, 26)],
    ['a JPEG of height 0 (defined later by DNL)', jpeg(10, 0)],
  ])('finds no size in %s', (_name, bytes) => {
    expect(imageSize(bytes[0] === 0x89 ? 'image/png' : 'image/jpeg', bytes)).toBeUndefined();
  });

  it.each([
    ['a WebP cut before its frame', webpLossy(10, 10).subarray(0, 24)],
    ['a lossy WebP without its start code', Buffer.concat([webpLossy(10, 10).subarray(0, 23), Buffer.alloc(8)])],
    [
      'a WebP with an unknown first chunk',
      Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPALPH'), Buffer.alloc(16)]),
    ],
  ])('finds no size in %s', (_name, bytes) => {
    expect(webpSize(bytes)).toBeUndefined();
  });

  it.each([
    ['a HEIC without a meta box', heic(10, 10).subarray(0, 28)],
    [
      'a HEIC whose box runs past the file',
      Buffer.concat([heic(10, 10).subarray(0, 24), Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.from('meta')]),
    ],
    [
      'a HEIC with a 64-bit box size past the file',
      Buffer.from([0, 0, 0, 1, 0x6d, 0x65, 0x74, 0x61, 0, 0, 0, 1, 0, 0, 0, 0]),
    ],
  ])('finds no size in %s', (_name, bytes) => {
    expect(heicSize(bytes)).toBeUndefined();
  });
});
