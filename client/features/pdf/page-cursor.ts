import type { jsPDF } from 'jspdf';
import { currentFontHasGlyph, FONT_FAMILY } from './pdf-fonts';
import { pdfText } from './pdf-text';

/** The margins in millimetres, with room for the running header and footer, on A4 portrait or landscape. */
export const PAGE = { left: 20, right: 20, top: 24, bottom: 22 } as const;

export const POINT_IN_MM = 25.4 / 72;
const LINE_HEIGHT = 1.3;
const TEXT_COLOR = 20;
const MUTED_COLOR = 90;

export interface TextStyle {
  /** Font size in points; 9 unless given (DejaVu Sans runs wider than Helvetica). */
  readonly size?: number;
  readonly bold?: boolean;
  readonly muted?: boolean;
  /** Millimetres from the left margin. */
  readonly indent?: number;
}

/**
 * Writes a document top to bottom: wraps text to the content width, scales images to fit,
 * and starts a new page when the next line or image would cross the bottom margin.
 */
export class PageCursor {
  y: number = PAGE.top;
  /** The page's width and height in millimetres (A4: 210 × 297 portrait, 297 × 210 landscape). */
  readonly pageWidth: number;
  readonly pageHeight: number;

  constructor(readonly doc: jsPDF) {
    this.pageWidth = doc.internal.pageSize.getWidth();
    this.pageHeight = doc.internal.pageSize.getHeight();
  }

  get width(): number {
    return this.pageWidth - PAGE.left - PAGE.right;
  }

  get bottom(): number {
    return this.pageHeight - PAGE.bottom;
  }

  /** Starts a new page unless `height` millimetres still fit on this one; answers whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom || this.y === PAGE.top) return false;
    this.doc.addPage();
    this.y = PAGE.top;
    return true;
  }

  space(height: number): void {
    this.y += height;
  }

  /** Sets font, size and colour; answers the line height in millimetres. */
  style({ size = 9, bold = false, muted = false }: TextStyle): number {
    this.doc.setFont(FONT_FAMILY, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(muted ? MUTED_COLOR : TEXT_COLOR);
    return size * POINT_IN_MM * LINE_HEIGHT;
  }

  /** The lines `text` wraps into at `width` millimetres in the given style. */
  lines(text: string, width: number, style: TextStyle = {}): string[] {
    this.style(style);
    return pdfText(text, currentFontHasGlyph(this.doc))
      .split('\n')
      .flatMap((paragraph) => this.doc.splitTextToSize(paragraph, width) as string[]);
  }

  /** A wrapped paragraph; a page break may fall between its lines. */
  text(text: string, style: TextStyle = {}): void {
    const indent = style.indent ?? 0;
    const lines = this.lines(text, this.width - indent, style);
    const height = this.style(style);
    for (const line of lines) {
      this.ensure(height);
      this.style(style);
      this.doc.text(line, PAGE.left + indent, this.y, { baseline: 'top' });
      this.y += height;
    }
  }

  /** A heading kept together with at least `keep` millimetres of what follows it. */
  heading(text: string, size = 13, keep = 12): void {
    const height = this.style({ size, bold: true });
    this.ensure(height * this.lines(text, this.width, { size, bold: true }).length + keep);
    this.text(text, { size, bold: true });
    this.space(1.5);
  }

  /** A label and its value side by side; the value wraps in its column. */
  pair(label: string, value: string, labelWidth = 48): void {
    const labelLines = this.lines(label, labelWidth - 3, { bold: true });
    const valueLines = this.lines(value || '-', this.width - labelWidth);
    const height = this.style({});
    const rows = Math.max(labelLines.length, valueLines.length);
    for (let row = 0; row < rows; row += 1) {
      this.ensure(height);
      const labelLine = labelLines[row];
      const valueLine = valueLines[row];
      if (labelLine) {
        this.style({ bold: true });
        this.doc.text(labelLine, PAGE.left, this.y, { baseline: 'top' });
      }
      if (valueLine) {
        this.style({});
        this.doc.text(valueLine, PAGE.left + labelWidth, this.y, { baseline: 'top' });
      }
      this.y += height;
    }
  }

  /** A thin line across the content width. */
  rule(): void {
    this.doc.setDrawColor(180);
    this.doc.setLineWidth(0.2);
    this.doc.line(PAGE.left, this.y, this.pageWidth - PAGE.right, this.y);
    this.space(3);
  }

  /**
   * A JPEG scaled to the content width (never enlarged, at most `maxHeight` tall), keeping its
   * aspect ratio; it moves to the next page whole when it does not fit.
   */
  jpeg(bytes: Uint8Array, maxHeight = 120): void {
    const { width: pixelsWide, height: pixelsHigh } = this.doc.getImageProperties(bytes);
    const natural = pixelsWide * POINT_IN_MM;
    const scale = Math.min(this.width, natural) / pixelsWide;
    let width = pixelsWide * scale;
    let height = pixelsHigh * scale;
    if (height > maxHeight) {
      width *= maxHeight / height;
      height = maxHeight;
    }
    this.ensure(height);
    this.doc.addImage(bytes, 'JPEG', PAGE.left, this.y, width, height);
    this.y += height + 3;
  }
}
