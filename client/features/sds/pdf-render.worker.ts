/**
 * pdf.js's own worker for the page preview (page-preview.ts): its code answers the pdf.js API of
 * the main thread from this thread, so parsing a page never blocks the review.
 */
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
