import { describe, expect, it } from 'vitest';
import { containsExif, withExif } from './exif-sample';
import { readJpegInfo } from './jpeg-info';

/** The header of a baseline JPEG (JFIF, frame, scan) with a few bytes of scan data. */
function jpegHeader(width: number, height: number): Uint8Array {
  const u16 = (value: number) => [value >> 8, value & 0xff];
  return new Uint8Array([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, ...u16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xda, ...u16(8), 1, 1, 0, 0, 0x3f, 0],
    ...[0x12, 0x34, 0xff, 0xd9],
  ]);
}

const GPS = { orientation: 6, latitude: 49.4875, longitude: 8.466 };

describe('readJpegInfo', () => {
  it('reads the coded size of a JPEG without metadata', () => {
    expect(readJpegInfo(jpegHeader(4000, 3000))).toEqual({ width: 4000, height: 3000, hasMetadata: false });
  });

  it('finds an Exif segment with orientation and GPS', () => {
    const tagged = withExif(jpegHeader(640, 480), GPS);
    expect(containsExif(tagged)).toBe(true);
    expect(readJpegInfo(tagged)).toEqual({ width: 640, height: 480, hasMetadata: true });
  });

  it('answers undefined for bytes that are not a JPEG or end before the image data', () => {
    expect(readJpegInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(readJpegInfo(jpegHeader(10, 10).subarray(0, 30))).toBeUndefined();
  });
});

describe('containsExif', () => {
  it('is false for a JPEG without an Exif header', () => {
    expect(containsExif(jpegHeader(10, 10))).toBe(false);
  });
});
