import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { extractSafetyDataSheet } from '../../../shared/domain/sds';
import { PdfReadError, readPdfText } from './pdf-text';
import type { SdsAnswer, SdsRequest } from './sds-worker-protocol';

/**
 * Reads a safety data sheet off the main thread: pdf.js (its legacy build, for older tablets,
 * the same build the `sds:extract` command runs) parses the PDF in this worker's own thread, the
 * shared extraction reads the values, and the answer goes back with the page-by-page progress.
 * pdf.js would start a worker of its own; it finds its worker code already loaded here instead.
 */
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

/** The worker's side of `postMessage` (the client project types `self` as a window). */
const scope = self as unknown as {
  postMessage(answer: SdsAnswer): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SdsRequest>) => void): void;
};

async function read(request: SdsRequest): Promise<void> {
  const data = new Uint8Array(await request.file.arrayBuffer());
  const document = await readPdfText(pdfjs, data, {
    onProgress: (read, total) => scope.postMessage({ id: request.id, progress: { read, total } }),
  });
  const extraction = extractSafetyDataSheet(document, request.language ? { language: request.language } : {});
  scope.postMessage({ id: request.id, extraction });
}

scope.addEventListener('message', ({ data }) => {
  read(data).catch((error: unknown) =>
    scope.postMessage({
      id: data.id,
      failure: error instanceof PdfReadError ? error.reason : 'FAILED',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
});
