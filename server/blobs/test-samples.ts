/**
 * Small files with correct magic bytes and headers for the blob tests: nothing here is a
 * picture a viewer could show, but every header the server reads is well formed.
 */

const u16be = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const ascii = (text: string) => Buffer.from(text, 'latin1');

/** Filler of the given length, appended where a format tolerates trailing bytes. */
export function filler(length: number, byte = 0x20): Buffer {
  return Buffer.alloc(length, byte);
}

export function jpeg(width = 4, height = 3, padding = 0): Buffer {
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0]), u16be(16), ascii('JFIF\u0000'), Buffer.alloc(9)]);
  const sof0 = Buffer.concat([
    Buffer.from([0xff, 0xc0]),
    u16be(17),
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from([3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]),
  ]);
  const sos = Buffer.concat([Buffer.from([0xff, 0xda]), u16be(8), Buffer.from([1, 1, 0, 0, 0x3f, 0])]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, sos, filler(padding, 0), Buffer.from([0xff, 0xd9])]);
}

export function png(width = 4, height = 3, padding = 0): Buffer {
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32be(13),
    ascii('IHDR'),
    ihdr,
    u32be(0),
    u32be(padding),
    ascii('IDAT'),
    filler(padding, 0),
    u32be(0),
    u32be(0),
    ascii('IEND'),
    u32be(0xae426082),
  ]);
}

function riff(chunk: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([ascii('RIFF'), size, ascii('WEBP'), chunk]);
}

function chunk(fourcc: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([ascii(fourcc), size, data]);
}

export function webpLossy(width: number, height: number): Buffer {
  const dims = Buffer.alloc(4);
  dims.writeUInt16LE(width & 0x3fff, 0);
  dims.writeUInt16LE(height & 0x3fff, 2);
  return riff(chunk('VP8 ', Buffer.concat([Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]), dims, filler(2, 0)])));
}

export function webpLossless(width: number, height: number): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14));
  return riff(chunk('VP8L', Buffer.concat([Buffer.from([0x2f]), bits, filler(1, 0)])));
}

export function webpExtended(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff(chunk('VP8X', data));
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32be(8 + body.length), ascii(type), body]);
}

const fullBox = (type: string, ...content: Buffer[]) => box(type, Buffer.alloc(4), ...content);

/** A HEIC with an `ftyp` box and meta → iprp → ipco → ispe; `tiles` adds smaller extents before it. */
export function heic(width: number, height: number, majorBrand = 'heic', tiles: [number, number][] = []): Buffer {
  const extents = [...tiles, [width, height] as [number, number]].map(([w, h]) => fullBox('ispe', u32be(w), u32be(h)));
  return Buffer.concat([
    box('ftyp', ascii(majorBrand), u32be(0), ascii('mif1'), ascii('heic')),
    fullBox(
      'meta',
      fullBox('hdlr', Buffer.alloc(4), ascii('pict'), Buffer.alloc(13)),
      box('iprp', box('ipco', ...extents)),
    ),
    box('mdat', filler(16, 0)),
  ]);
}

export function pdf(padding = 0): Buffer {
  return Buffer.concat([ascii('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), filler(padding), ascii('\n%%EOF\n')]);
}

/** A stored (uncompressed) ZIP archive with the given entries; CRCs are not checked by the server. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types/>';

export function docx(extra: Record<string, string> = {}): Buffer {
  return zip({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w:document/>', ...extra });
}

export function xlsx(extra: Record<string, string> = {}): Buffer {
  return zip({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>', ...extra });
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
export const TEXT = Buffer.from('Begehung Lager 3: Feuerlöscher geprüft, Fluchtweg frei.\n');
