import { unzlibSync } from 'fflate';

/**
 * Reads back the text of the PDFs our engine writes (jsPDF, Type0 fonts with Identity-H encoding
 * and a ToUnicode map), with each run's position, so tests can check words and where they stand,
 * and its painted paths with their colours, so tests can check what was drawn and where.
 * It understands what jsPDF writes, not PDF in general.
 */

/** One shown string; coordinates in points from the page's bottom left, `y` at the baseline. */
export interface PdfTextRun {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly size: number;
}

/** A filled or stroked path: its points (line ends and curve control points) and its colours. */
export interface PdfPath {
  /** In points from the page's bottom left, as written (jsPDF writes no transforms of its own). */
  readonly points: readonly { readonly x: number; readonly y: number }[];
  /** `#rrggbb` of the fill when the path is filled. */
  readonly fill?: string;
  /** `#rrggbb` of the line when the path is stroked. */
  readonly stroke?: string;
}

export interface PdfPage {
  readonly width: number;
  readonly height: number;
  readonly runs: readonly PdfTextRun[];
  /** The runs in writing order, one per line. */
  readonly text: string;
  /** The painted paths in painting order (rules, table fills, pictograms). */
  readonly paths: readonly PdfPath[];
  /** How many images the page draws. */
  readonly images: number;
}

interface PdfObject {
  readonly dict: string;
  readonly stream: string | undefined;
}

interface PdfFont {
  readonly unicode: ReadonlyMap<number, string>;
  readonly widths: ReadonlyMap<number, number>;
}

const OBJECT = /(\d+) 0 obj\s*/g;
const STREAM_START = /stream\r?\n/;

function latin1(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

function readObjects(bytes: Uint8Array): Map<number, PdfObject> {
  const raw = latin1(bytes);
  const objects = new Map<number, PdfObject>();
  for (let match = OBJECT.exec(raw); match; match = OBJECT.exec(raw)) {
    const start = OBJECT.lastIndex;
    const end = raw.indexOf('endobj', start);
    const streamAt = raw.slice(start, end).search(STREAM_START);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: raw.slice(start, end), stream: undefined });
      continue;
    }
    const dict = raw.slice(start, start + streamAt);
    const dataStart = start + streamAt + (STREAM_START.exec(raw.slice(start + streamAt))?.[0].length ?? 0);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const data = bytes.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), { dict, stream: latin1(dict.includes('/FlateDecode') ? unzlibSync(data) : data) });
    OBJECT.lastIndex = raw.indexOf('endobj', dataStart + length);
  }
  return objects;
}

function ref(dict: string, key: string): number {
  const found = new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dict);
  if (!found) throw new Error(`no /${key} in ${dict.slice(0, 80)}`);
  return Number(found[1]);
}

function hexNumber(hex: string): number {
  return Number.parseInt(hex, 16);
}

function readFont(objects: ReadonlyMap<number, PdfObject>, dict: string): PdfFont {
  const cmap = objects.get(ref(dict, 'ToUnicode'))?.stream ?? '';
  const unicode = new Map<number, string>();
  for (const [, glyph = '', text = ''] of cmap.matchAll(/<([0-9a-f]{4})><([0-9a-f]+)>/gi)) {
    const units = text.match(/.{4}/g) ?? [];
    unicode.set(hexNumber(glyph), String.fromCharCode(...units.map(hexNumber)));
  }
  const descendant = objects.get(ref(dict, 'DescendantFonts'))?.dict ?? '';
  const widths = new Map<number, number>();
  for (const [, first = '', list = ''] of /\/W \[(.*)\]/.exec(descendant)?.[1]?.matchAll(/(\d+) \[([^\]]*)\]/g) ?? []) {
    list
      .trim()
      .split(/\s+/)
      .forEach((width, index) => {
        widths.set(Number(first) + index, Number(width));
      });
  }
  return { unicode, widths };
}

function pageFonts(objects: ReadonlyMap<number, PdfObject>, page: string): Map<string, PdfFont> {
  const resources = objects.get(ref(page, 'Resources'))?.dict ?? '';
  const fonts = new Map<string, PdfFont>();
  for (const [, name = '', id = ''] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const dict = objects.get(Number(id))?.dict ?? '';
    if (dict.includes('/Type0')) fonts.set(name, readFont(objects, dict));
  }
  return fonts;
}

/** The text runs of one content stream: the operators jsPDF writes for text. */
function readRuns(content: string, fonts: ReadonlyMap<string, PdfFont>): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  let font: PdfFont | undefined;
  let size = 0;
  let leading = 0;
  let [x, y] = [0, 0];
  for (const line of content.split('\n')) {
    const operands = line.trim().split(/\s+/);
    const operator = operands.pop();
    if (operator === 'BT') [x, y] = [0, 0];
    else if (operator === 'Tf') {
      font = fonts.get(operands[0]?.slice(1) ?? '');
      size = Number(operands[1]);
    } else if (operator === 'TL') leading = Number(operands[0]);
    else if (operator === 'Td') [x, y] = [x + Number(operands[0]), y + Number(operands[1])];
    else if (operator === 'T*') y -= leading;
    else if (operator === 'Tj') {
      if (!font) throw new Error(`text in a font the reader does not know: ${line}`);
      const glyphs = (/<([0-9a-f]*)>/i.exec(line)?.[1]?.match(/.{4}/g) ?? []).map(hexNumber);
      const { unicode, widths } = font;
      const text = glyphs.map((glyph) => unicode.get(glyph) ?? '\uFFFD').join('');
      const width = glyphs.reduce((sum, glyph) => sum + (widths.get(glyph) ?? 1000), 0) * (size / 1000);
      runs.push({ text, x, y, width, size });
    }
  }
  return runs;
}

/** `0.890 0.024 0.075` or a grey `0.706` as `#rrggbb`. */
function hexColour(operands: readonly string[]): string {
  const channels = operands.length === 1 ? [operands[0], operands[0], operands[0]] : operands;
  return `#${channels
    .map((value) =>
      Math.round(Number(value) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const PAINT = new Set(['f', 'f*', 'S', 's', 'B', 'B*', 'b', 'b*', 'n']);

/** The painted paths of one content stream: the path operators jsPDF writes. */
function readPaths(content: string): { paths: PdfPath[]; images: number } {
  const paths: PdfPath[] = [];
  let points: { x: number; y: number }[] = [];
  let [fill, stroke] = ['#000000', '#000000'];
  let images = 0;
  const saved: [string, string][] = [];
  for (const line of content.split('\n')) {
    const operands = line.trim().split(/\s+/);
    const operator = operands.pop() ?? '';
    const values = operands.map(Number);
    if (operator === 'q') saved.push([fill, stroke]);
    else if (operator === 'Q') [fill, stroke] = saved.pop() ?? [fill, stroke];
    else if (operator === 'rg' || operator === 'g') fill = hexColour(operands);
    else if (operator === 'RG' || operator === 'G') stroke = hexColour(operands);
    else if (operator === 'm' || operator === 'l' || operator === 'c') {
      for (let index = 0; index + 1 < values.length; index += 2) {
        points.push({ x: values[index] ?? 0, y: values[index + 1] ?? 0 });
      }
    } else if (operator === 're') {
      const [x = 0, y = 0, width = 0, height = 0] = values;
      points.push({ x, y }, { x: x + width, y: y + height });
    } else if (operator === 'Do') images += 1;
    else if (PAINT.has(operator)) {
      const filled = /^[fBb]/.test(operator);
      const stroked = /^[SsBb]/.test(operator);
      if (operator !== 'n') paths.push({ points, ...(filled ? { fill } : {}), ...(stroked ? { stroke } : {}) });
      points = [];
    }
  }
  return { paths, images };
}

/** The pages of a PDF made by the engine, in order, with their text runs. */
export function readPdfPages(bytes: Uint8Array): PdfPage[] {
  const objects = readObjects(bytes);
  const tree = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict))?.dict ?? '';
  const kids = /\/Kids \[([^\]]*)\]/.exec(tree)?.[1]?.match(/\d+ 0 R/g) ?? [];
  return kids.map((kid) => {
    const page = objects.get(Number.parseInt(kid, 10))?.dict ?? '';
    const box = (/\/MediaBox \[([^\]]*)\]/.exec(page)?.[1] ?? '').trim().split(/\s+/).map(Number);
    const content = objects.get(ref(page, 'Contents'))?.stream ?? '';
    const runs = readRuns(content, pageFonts(objects, page));
    const text = runs.map((run) => run.text).join('\n');
    return { width: box[2] ?? 0, height: box[3] ?? 0, runs, text, ...readPaths(content) };
  });
}
