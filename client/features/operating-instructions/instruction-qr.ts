import type { jsPDF } from 'jspdf';
import { correction, generate } from 'lean-qr';

/** Where the code goes: its top left corner and its side, in millimetres, without the quiet zone. */
export interface QrPlace {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** The quiet zone a reader needs around the code, in modules (ISO/IEC 18004). */
export const QUIET_MODULES = 4;

/** The modules of the QR code of `text`, row by row (true: dark), at correction level M or better. */
export function qrMatrix(text: string): boolean[][] {
  const code = generate(text, { minCorrectionLevel: correction.M });
  return Array.from({ length: code.size }, (_, y) => Array.from({ length: code.size }, (_, x) => code.get(x, y)));
}

/**
 * Draws the QR code of `text` as black vector rectangles, one per run of dark modules in a row
 * (OI-PRINT-5); the caller keeps `QUIET_MODULES` modules around it white. Answers the module's side.
 */
export function drawQrCode(doc: jsPDF, text: string, place: QrPlace): number {
  const matrix = qrMatrix(text);
  const module = place.size / matrix.length;
  doc.setFillColor(0, 0, 0);
  matrix.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if (start >= 0 && (!dark || x === row.length - 1)) {
        const end = dark ? x + 1 : x;
        doc.rect(place.x + start * module, place.y + y * module, (end - start) * module, module, 'F');
        start = -1;
      }
    });
  });
  return module;
}
