import { jsPDF } from 'jspdf';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { extractSafetyDataSheet } from '../../../shared/domain/sds';
import { PdfReadError, readPdfText } from './pdf-text';

/** A two-page sheet written with jsPDF: a running header, section 2 across the page break. */
function twoPageSheet(): Uint8Array {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  pdf.setFontSize(10);
  const lines: [number, string][][] = [
    [
      [120, 'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens'],
      [134, 'Handelsname: Entkalker Forte'],
      [148, 'ABSCHNITT 2: Moegliche Gefahren'],
      [162, '2.2 Kennzeichnungselemente'],
      [176, 'Signalwort: Gefahr'],
      [190, 'H290 Kann gegenueber Metallen korrosiv sein.'],
    ],
    [
      [120, 'H314 Verursacht schwere Veraetzungen der Haut und schwere Augenschaeden.'],
      [134, 'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen'],
      [148, 'Amidosulfonsaeure CAS-Nr. 5329-14-6 Skin Corr. 1A, H314; Aquatic Chronic 3, H412'],
    ],
  ];
  lines.forEach((page, index) => {
    if (index > 0) pdf.addPage();
    pdf.text(`Sicherheitsdatenblatt Entkalker Forte - Seite ${index + 1} von 2`, 50, 40);
    pdf.text('Ueberarbeitet am: 15.01.2021', 50, 54);
    for (const [y, text] of page) pdf.text(text, 50, y);
  });
  return new Uint8Array(pdf.output('arraybuffer'));
}

describe('SDS-1 reading a PDF with pdf.js', () => {
  it('reads lines in reading order with their position from the top left of the page', async () => {
    const document = await readPdfText(pdfjs, twoPageSheet());
    expect(document.textLayer).toBe(true);
    const page = document.pages[0];
    expect(page).toMatchObject({ number: 1, width: 595.28, height: 841.89 });
    const signal = page?.lines.find((line) => line.text === 'Signalwort: Gefahr');
    expect(signal).toMatchObject({ page: 1, x: 50 });
    // jsPDF places the baseline at y; the line's box starts a font size above it.
    expect(signal?.y).toBeCloseTo(166, 0);
    expect(signal?.height).toBeCloseTo(10, 0);
    expect(page?.lines.filter((line) => line.furniture).map((line) => line.text)).toEqual([
      'Sicherheitsdatenblatt Entkalker Forte - Seite 1 von 2',
      'Ueberarbeitet am: 15.01.2021',
    ]);
  });

  it('feeds the extraction: statements across the page break, the header left out of section 2', async () => {
    const extraction = extractSafetyDataSheet(await readPdfText(pdfjs, twoPageSheet()));
    expect(extraction.values).toMatchObject({
      productName: 'Entkalker Forte',
      revisionDate: '2021-01-15',
      signalWord: 'DANGER',
      hazardStatements: ['H290', 'H314'],
      casNumbers: ['5329-14-6'],
    });
    expect(extraction.evidence.hazardStatements[1]?.evidence[0]).toMatchObject({ page: 2, x: 50 });
  });

  it('reports every page read', async () => {
    const progress: string[] = [];
    await readPdfText(pdfjs, twoPageSheet(), { onProgress: (read, total) => progress.push(`${read}/${total}`) });
    expect(progress).toEqual(['1/2', '2/2']);
  });

  it('leaves the caller’s bytes as they were', async () => {
    const data = twoPageSheet();
    const copy = data.slice();
    await readPdfText(pdfjs, data);
    expect(data).toEqual(copy);
  });

  it('tells a PDF without text, as a scan, from one with text', async () => {
    const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
    pdf.rect(50, 50, 400, 600, 'F');
    const document = await readPdfText(pdfjs, new Uint8Array(pdf.output('arraybuffer')));
    expect(document.textLayer).toBe(false);
  });

  it('throws a PdfReadError for a file that is no PDF', async () => {
    const notPdf = new TextEncoder().encode('Name;CAS\nAceton;67-64-1\n');
    await expect(readPdfText(pdfjs, notPdf)).rejects.toSatisfy(
      (error: unknown) => error instanceof PdfReadError && error.reason === 'NOT_PDF',
    );
  });

  it('calls a PDF cut short damaged, not another kind of file', async () => {
    const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
    pdf.text('Abschnitt 1: Bezeichnung des Stoffs', 50, 50);
    const whole = new Uint8Array(pdf.output('arraybuffer'));
    await expect(readPdfText(pdfjs, whole.subarray(0, 200))).rejects.toSatisfy(
      (error: unknown) => error instanceof PdfReadError && error.reason === 'DAMAGED',
    );
  });
});
