/**
 * Camera metadata for test photos: an APP1 Exif segment with an orientation and a GPS
 * position, as a phone writes it. Unit and end-to-end tests build their fixtures with it.
 */
export interface ExifSample {
  /** The EXIF orientation (1 upright … 6 rotate 90° clockwise to display … 8). */
  readonly orientation: number;
  readonly latitude: number;
  readonly longitude: number;
}

function rationals(view: DataView, at: number, degrees: number) {
  const whole = Math.floor(degrees);
  const minutes = Math.floor((degrees - whole) * 60);
  const hundredthSeconds = Math.round(((degrees - whole) * 60 - minutes) * 6000);
  [whole, 1, minutes, 1, hundredthSeconds, 100].forEach((value, index) => {
    view.setUint32(at + index * 4, value);
  });
}

function entry(view: DataView, at: number, tag: number, type: number, count: number, value: number) {
  view.setUint16(at, tag);
  view.setUint16(at + 2, type);
  view.setUint32(at + 4, count);
  if (type === 3) view.setUint16(at + 8, value);
  else if (type === 2) view.setUint8(at + 8, value);
  else view.setUint32(at + 8, value);
}

const SHORT = 3;
const LONG = 4;
const ASCII = 2;
const RATIONAL = 5;

/** The Exif payload (big-endian TIFF): IFD0 with Orientation and a GPS IFD with latitude and longitude. */
function exifPayload({ orientation, latitude, longitude }: ExifSample): Uint8Array {
  const tiff = new Uint8Array(140);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a], 0);
  view.setUint32(4, 8);
  view.setUint16(8, 2);
  entry(view, 10, 0x0112, SHORT, 1, orientation);
  entry(view, 22, 0x8825, LONG, 1, 38);
  view.setUint32(34, 0);
  view.setUint16(38, 4);
  entry(view, 40, 0x0001, ASCII, 2, latitude >= 0 ? 0x4e : 0x53);
  entry(view, 52, 0x0002, RATIONAL, 3, 92);
  entry(view, 64, 0x0003, ASCII, 2, longitude >= 0 ? 0x45 : 0x57);
  entry(view, 76, 0x0004, RATIONAL, 3, 116);
  view.setUint32(88, 0);
  rationals(view, 92, Math.abs(latitude));
  rationals(view, 116, Math.abs(longitude));
  const header = new TextEncoder().encode('Exif\u0000\u0000');
  const payload = new Uint8Array(header.length + tiff.length);
  payload.set(header, 0);
  payload.set(tiff, header.length);
  return payload;
}

/** The JPEG with an Exif segment right after its start marker. */
export function withExif(jpeg: Uint8Array, exif: ExifSample): Uint8Array {
  const payload = exifPayload(exif);
  const segment = new Uint8Array(4 + payload.length);
  segment.set([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff], 0);
  segment.set(payload, 4);
  const result = new Uint8Array(jpeg.length + segment.length);
  result.set(jpeg.subarray(0, 2), 0);
  result.set(segment, 2);
  result.set(jpeg.subarray(2), 2 + segment.length);
  return result;
}

/** Whether the bytes hold an Exif header anywhere (a stripped photo holds none). */
export function containsExif(bytes: Uint8Array): boolean {
  const signature = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
  for (let at = 0; at + signature.length <= bytes.length; at += 1) {
    if (signature.every((byte, offset) => bytes[at + offset] === byte)) return true;
  }
  return false;
}
