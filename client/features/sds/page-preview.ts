import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Draws a page of a safety data sheet for the review's page preview (docs/domain/sds.md SDS-35).
 * pdf.js (its legacy build, as the reader's) loads with the first preview, never with the page or
 * the review; it parses in a worker of its own. The drawn page has the size of the evidence's
 * coordinates times `scale`: points from the top left of the page (SDS-1).
 */

type PdfJs = typeof import('pdfjs-dist');

let loaded: Promise<PdfJs> | undefined;
const documents = new WeakMap<Blob, Promise<PDFDocumentProxy>>();

function pdfJs(): Promise<PdfJs> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((module: PdfJs) => {
    module.GlobalWorkerOptions.workerPort = new Worker(new URL('./pdf-render.worker.ts', import.meta.url), {
      type: 'module',
      name: 'pdf-preview',
    });
    return module;
  });
  return loaded;
}

function pdfDocument(file: Blob): Promise<PDFDocumentProxy> {
  let document = documents.get(file);
  if (!document) {
    document = Promise.all([pdfJs(), file.arrayBuffer()]).then(
      ([pdfjs, data]) => pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise,
    );
    documents.set(file, document);
    document.catch(() => documents.delete(file));
  }
  return document;
}

export interface DrawnPage {
  /** CSS pixels per point: a box of the evidence times this is where it stands on the canvas. */
  readonly scale: number;
  readonly width: number;
  readonly height: number;
}

/** Draws page `pageNumber` (1-based) of `file` into `canvas`, `width` CSS pixels wide, sharp on dense screens. */
export async function drawSheetPage(
  file: Blob,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<DrawnPage> {
  const document = await pdfDocument(file);
  const page = await document.getPage(pageNumber);
  const points = page.getViewport({ scale: 1 });
  const scale = width / points.width;
  const density = globalThis.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * density });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${points.width * scale}px`;
  canvas.style.height = `${points.height * scale}px`;
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  return { scale, width: points.width * scale, height: points.height * scale };
}
