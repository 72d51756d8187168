/**
 * The feature's test door. A QR code reader for tests (ISO/IEC 18004, versions 1–10, an undamaged matrix): checks the format
 * information's BCH code and every block's Reed–Solomon codewords, and answers the text. It shares
 * nothing with the encoder, so a test that reads back what the PDF drew checks the drawing end to end.
 */

type Level = 'L' | 'M' | 'Q' | 'H';

/** Error correction per version and level: EC codewords per block, then [blocks, data codewords] groups. */
const BLOCKS: Readonly<Record<number, Readonly<Record<Level, readonly [number, ...(readonly [number, number])[]]>>>> = {
  1: { L: [7, [1, 19]], M: [10, [1, 16]], Q: [13, [1, 13]], H: [17, [1, 9]] },
  2: { L: [10, [1, 34]], M: [16, [1, 28]], Q: [22, [1, 22]], H: [28, [1, 16]] },
  3: { L: [15, [1, 55]], M: [26, [1, 44]], Q: [18, [2, 17]], H: [22, [2, 13]] },
  4: { L: [20, [1, 80]], M: [18, [2, 32]], Q: [26, [2, 24]], H: [16, [4, 9]] },
  5: { L: [26, [1, 108]], M: [24, [2, 43]], Q: [18, [2, 15], [2, 16]], H: [22, [2, 11], [2, 12]] },
  6: { L: [18, [2, 68]], M: [16, [4, 27]], Q: [24, [4, 19]], H: [28, [4, 15]] },
  7: { L: [20, [2, 78]], M: [18, [4, 31]], Q: [18, [2, 14], [4, 15]], H: [26, [4, 13], [1, 14]] },
  8: { L: [24, [2, 97]], M: [22, [2, 38], [2, 39]], Q: [22, [4, 18], [2, 19]], H: [26, [4, 14], [2, 15]] },
  9: { L: [30, [2, 116]], M: [22, [3, 36], [2, 37]], Q: [20, [4, 16], [4, 17]], H: [24, [4, 12], [4, 13]] },
  10: { L: [18, [2, 68], [2, 69]], M: [26, [4, 43], [1, 44]], Q: [24, [6, 19], [2, 20]], H: [28, [6, 15], [2, 16]] },
};

const ALIGNMENT: Readonly<Record<number, readonly number[]>> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
};

const LEVELS: readonly Level[] = ['M', 'L', 'H', 'Q'];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const MASKS: readonly ((row: number, column: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

/** The format information: 5 data bits and their BCH(15,5) remainder, masked with 101010000010010. */
function formatWord(data: number): number {
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit -= 1) if (remainder & (1 << bit)) remainder ^= 0x537 << (bit - 10);
  return ((data << 10) | remainder) ^ 0x5412;
}

function readFormat(matrix: readonly (readonly boolean[])[]): { level: Level; mask: number } {
  const at = (x: number, y: number) => (matrix[y]?.[x] ? 1 : 0);
  const positions: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5].map((x): [number, number] => [x, 8]),
    [7, 8],
    [8, 8],
    [8, 7],
    ...[5, 4, 3, 2, 1, 0].map((y): [number, number] => [8, y]),
  ];
  const word = positions.reduce((bits, [x, y]) => (bits << 1) | at(x, y), 0);
  for (let data = 0; data < 32; data += 1) {
    const level = LEVELS[data >> 3];
    if (formatWord(data) === word && level) return { level, mask: data & 7 };
  }
  throw new Error(`no valid format information: ${word.toString(2)}`);
}

function functionModules(size: number, version: number): boolean[][] {
  const taken = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (x0: number, y0: number, width: number, height: number) => {
    for (const row of taken.slice(y0, y0 + height)) row.fill(true, x0, x0 + width);
  };
  mark(0, 0, 9, 9);
  mark(size - 8, 0, 8, 9);
  mark(0, size - 8, 9, 8);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  const centres = ALIGNMENT[version] ?? [];
  for (const cy of centres) {
    for (const cx of centres) {
      const nearFinder = (cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6);
      if (!nearFinder) mark(cx - 2, cy - 2, 5, 5);
    }
  }
  if (version >= 7) {
    mark(size - 11, 0, 3, 6);
    mark(0, size - 11, 6, 3);
  }
  return taken;
}

function readCodewords(matrix: readonly (readonly boolean[])[], version: number, mask: number): number[] {
  const size = matrix.length;
  const taken = functionModules(size, version);
  const masked = MASKS[mask];
  if (!masked) throw new Error(`no mask ${mask}`);
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step += 1) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        if (taken[y]?.[x]) continue;
        bits.push((matrix[y]?.[x] ? 1 : 0) ^ (masked(y, x) ? 1 : 0));
      }
    }
  }
  const codewords: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8)
    codewords.push(bits.slice(at, at + 8).reduce((a, b) => (a << 1) | b, 0));
  return codewords;
}

const EXP = Array<number>(512).fill(0);
const LOG = Array<number>(256).fill(0);
{
  let value = 1;
  for (let power = 0; power < 255; power += 1) {
    EXP[power] = value;
    LOG[value] = power;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  for (let power = 255; power < 512; power += 1) EXP[power] = EXP[power - 255] ?? 0;
}

function multiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : (EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0);
}

/** The Reed–Solomon codewords of `data`: the remainder of data·x^n by ∏(x − αⁱ), i < n. */
function errorCorrection(data: readonly number[], count: number): number[] {
  let generator = [1];
  for (let i = 0; i < count; i += 1) {
    const next = Array<number>(generator.length + 1).fill(0);
    generator.forEach((coefficient, index) => {
      next[index] = (next[index] ?? 0) ^ coefficient;
      next[index + 1] = (next[index + 1] ?? 0) ^ multiply(coefficient, EXP[i] ?? 0);
    });
    generator = next;
  }
  const remainder = [...data, ...Array<number>(count).fill(0)];
  for (let index = 0; index < data.length; index += 1) {
    const factor = remainder[index] ?? 0;
    if (factor === 0) continue;
    generator.forEach((coefficient, offset) => {
      remainder[index + offset] = (remainder[index + offset] ?? 0) ^ multiply(coefficient, factor);
    });
  }
  return remainder.slice(data.length);
}

function dataCodewords(codewords: readonly number[], version: number, level: Level): number[] {
  const table = BLOCKS[version]?.[level];
  if (!table) throw new Error(`version ${version} is beyond this reader`);
  const [ecCount, ...groups] = table;
  const sizes = groups.flatMap(([blocks, size]) => Array<number>(blocks).fill(size));
  const blocks = sizes.map(() => [] as number[]);
  let at = 0;
  for (let index = 0; index < Math.max(...sizes); index += 1) {
    sizes.forEach((size, block) => {
      if (index < size) blocks[block]?.push(codewords[at++] ?? 0);
    });
  }
  const corrections = sizes.map(() => [] as number[]);
  for (let index = 0; index < ecCount; index += 1) {
    for (const block of corrections) block.push(codewords[at++] ?? 0);
  }
  blocks.forEach((block, index) => {
    if (errorCorrection(block, ecCount).join() !== corrections[index]?.join()) {
      throw new Error(`block ${index} fails its Reed–Solomon check`);
    }
  });
  return blocks.flat();
}

function parse(data: readonly number[], version: number): string {
  const bits = data.flatMap((byte) => Array.from({ length: 8 }, (_, bit) => (byte >> (7 - bit)) & 1));
  let at = 0;
  const take = (count: number) => {
    let value = 0;
    for (let i = 0; i < count; i += 1) value = (value << 1) | (bits[at++] ?? 0);
    return value;
  };
  const large = version >= 10;
  const pieces: string[] = [];
  // Byte segments are ISO 8859-1 unless an ECI designator (26: UTF-8) says otherwise.
  let charset = 'latin1';
  while (at + 4 <= bits.length) {
    const mode = take(4);
    if (mode === 0) break;
    if (mode === 7) charset = take(8) === 26 ? 'utf-8' : 'latin1';
    else if (mode === 4) {
      const bytes = Array.from({ length: take(large ? 16 : 8) }, () => take(8));
      pieces.push(new TextDecoder(charset, { fatal: true }).decode(new Uint8Array(bytes)));
    } else if (mode === 2) {
      let count = take(large ? 11 : 9);
      for (; count >= 2; count -= 2) {
        const pair = take(11);
        pieces.push(`${ALPHANUMERIC[Math.floor(pair / 45)]}${ALPHANUMERIC[pair % 45]}`);
      }
      if (count === 1) pieces.push(ALPHANUMERIC[take(6)] ?? '');
    } else if (mode === 1) {
      let count = take(large ? 12 : 10);
      for (; count >= 3; count -= 3) pieces.push(String(take(10)).padStart(3, '0'));
      if (count === 2) pieces.push(String(take(7)).padStart(2, '0'));
      if (count === 1) pieces.push(String(take(4)));
    } else throw new Error(`mode ${mode} is beyond this reader`);
  }
  return pieces.join('');
}

/** The text of an undamaged QR code of version 1–10, given row by row (true: dark). Throws on any inconsistency. */
export function decodeQr(matrix: readonly (readonly boolean[])[]): string {
  const version = (matrix.length - 17) / 4;
  if (!Number.isInteger(version) || version < 1) throw new Error(`a QR code is not ${matrix.length} modules wide`);
  const { level, mask } = readFormat(matrix);
  return parse(dataCodewords(readCodewords(matrix, version, mask), version, level), version);
}

const MM = 72 / 25.4;

/** What `drawnQr` reads of a page as the PDF reader of the pdf feature answers it (points from the bottom left). */
interface DrawnPage {
  readonly paths: readonly { readonly points: readonly { x: number; y: number }[]; readonly fill?: string }[];
}

/**
 * The QR code a printed instruction draws (black rectangles, one per run of dark modules, in the
 * top right of its first page) back as modules, row by row.
 */
export function drawnQr(page: DrawnPage): boolean[][] {
  const rects = page.paths
    .filter((path) => path.fill === '#000000' && path.points.length === 2)
    .map(({ points }) => {
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
    })
    .filter((rect) => rect.left > 150 * MM && rect.top > 240 * MM);
  const module = Math.min(...rects.map((rect) => rect.top - rect.bottom));
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.max(...rects.map((rect) => rect.top));
  const size = Math.round((Math.max(...rects.map((rect) => rect.right)) - left) / module);
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const rect of rects) {
    const row = matrix[Math.round((top - rect.top) / module)];
    row?.fill(true, Math.round((rect.left - left) / module), Math.round((rect.right - left) / module));
  }
  return matrix;
}
