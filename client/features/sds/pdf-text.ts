import { buildSdsDocument, type SdsDocument, type SdsRawPage, type SdsTextItem } from '../../../shared/domain/sds';

/**
 * Reads the text of a PDF with pdf.js into the document the safety data sheet extraction reads
 * (docs/domain/sds.md SDS-1). The same code runs in the browser's Web Worker and in the
 * `sds:extract` command; each passes the pdf.js build that suits it (the browser build in the
 * worker, the legacy build in Node), so this file imports none.
 */

type Matrix = readonly [number, number, number, number, number, number];

interface PdfJsTextItem {
  readonly str: string;
  readonly transform: readonly number[];
  readonly width: number;
  readonly height: number;
}

interface PdfJsPage {
  getViewport(parameters: { scale: number }): { width: number; height: number; transform: readonly number[] };
  getTextContent(): Promise<{ items: readonly (PdfJsTextItem | { type: string })[] }>;
  cleanup(): unknown;
}

interface PdfJsDocument {
  readonly numPages: number;
  getPage(pageNumber: number): Promise<PdfJsPage>;
}

/** The part of the pdf.js module this reader uses; both its browser and its legacy (Node) build fit. */
export interface PdfJs {
  getDocument(parameters: {
    data: Uint8Array;
    verbosity?: number;
    cMapUrl?: string;
    standardFontDataUrl?: string;
    isEvalSupported?: boolean;
    disableFontFace?: boolean;
    isOffscreenCanvasSupported?: boolean;
    isImageDecoderSupported?: boolean;
  }): { promise: Promise<PdfJsDocument>; destroy(): Promise<void> };
}

export interface PdfTextOptions {
  /** Where pdf.js finds its character maps (CJK fonts), as a URL or, in Node, a folder path ending in "/". */
  readonly cMapUrl?: string;
  readonly standardFontDataUrl?: string;
  /** Called after each page with the number of pages read and the total. */
  readonly onProgress?: (read: number, total: number) => void;
}

/** Why a file could not be read as a PDF; the worker and the command tell the user in their own words. */
export class PdfReadError extends Error {
  constructor(
    readonly reason: 'NOT_PDF' | 'PASSWORD' | 'DAMAGED',
    cause: unknown,
  ) {
    super(`PDF not readable (${reason})`, { cause });
  }
}

function multiply(a: Matrix, b: readonly number[]): Matrix {
  const [a0, a1, a2, a3, a4, a5] = a;
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0] = b;
  return [
    a0 * b0 + a2 * b1,
    a1 * b0 + a3 * b1,
    a0 * b2 + a2 * b3,
    a1 * b2 + a3 * b3,
    a0 * b4 + a2 * b5 + a4,
    a1 * b4 + a3 * b5 + a5,
  ];
}

function asMatrix(values: readonly number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = values;
  return [a, b, c, d, e, f];
}

/**
 * A run in page coordinates with the origin top left. Text that does not run left to right on
 * the page as displayed (a rotated margin note, a vertical watermark) is left out.
 */
function toItem(item: PdfJsTextItem, viewport: Matrix): SdsTextItem | undefined {
  const [a, b, c, d, e, f] = multiply(viewport, item.transform);
  if (a <= 0 || Math.abs(b) > Math.abs(a) * 0.05) return undefined;
  const height = Math.hypot(c, d) || item.height;
  return { text: item.str, x: e, y: f - height, width: item.width, height };
}

/** Whether the bytes announce a PDF: its header "%PDF-" within the first kilobyte (ISO 32000-1, 7.5.2, as readers accept it). */
function hasPdfHeader(data: Uint8Array): boolean {
  const start = new TextDecoder('latin1').decode(data.subarray(0, 1024));
  return start.includes('%PDF-');
}

/** pdf.js calls a PDF it cannot parse invalid; one that has the PDF header is a damaged PDF (cut short, broken), not another kind of file. */
function readError(error: unknown, data: Uint8Array): PdfReadError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return new PdfReadError('PASSWORD', error);
  if (name === 'InvalidPDFException') return new PdfReadError(hasPdfHeader(data) ? 'DAMAGED' : 'NOT_PDF', error);
  return new PdfReadError('DAMAGED', error);
}

async function readPages(document: PdfJsDocument, options: PdfTextOptions): Promise<SdsRawPage[]> {
  const pages: SdsRawPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items
      .filter((item): item is PdfJsTextItem => 'str' in item)
      .map((item) => toItem(item, asMatrix(viewport.transform)))
      .filter((item): item is SdsTextItem => item !== undefined);
    pages.push({ width: viewport.width, height: viewport.height, items });
    page.cleanup();
    options.onProgress?.(number, document.numPages);
  }
  return pages;
}

/** The pages of a PDF as lines of text; throws a `PdfReadError` when the bytes are not a readable PDF. */
export async function readPdfText(pdfjs: PdfJs, data: Uint8Array, options: PdfTextOptions = {}): Promise<SdsDocument> {
  // pdf.js may transfer the buffer it is given to its worker; the caller keeps its bytes.
  const task = pdfjs.getDocument({
    data: data.slice(),
    verbosity: 0,
    // Text only: no fonts to install, no images to decode, no code generated from the PDF.
    isEvalSupported: false,
    disableFontFace: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    ...(options.cMapUrl === undefined ? {} : { cMapUrl: options.cMapUrl }),
    ...(options.standardFontDataUrl === undefined ? {} : { standardFontDataUrl: options.standardFontDataUrl }),
  });
  try {
    let document: PdfJsDocument;
    try {
      document = await task.promise;
    } catch (error) {
      throw readError(error, data);
    }
    return buildSdsDocument(await readPages(document, options));
  } finally {
    await task.destroy();
  }
}
