/** pdf.js's worker code, run in the same thread as its API inside our worker (sds.worker.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
