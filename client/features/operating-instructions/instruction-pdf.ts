import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentData } from '../../../shared/entities/entity';
import {
  type DocumentRevision,
  drawPictogram,
  type PageCursor,
  type PrintOptions,
  pictogramWidth,
  plainParagraphs,
  revisionText,
  startReport,
  type TextStyle,
} from '../pdf';
import { drawQrCode, QUIET_MODULES, qrMatrix } from './instruction-qr';
import { FRAME_COLOUR, type InstructionKind, LEGAL_BASIS, PRINT_SECTIONS, type PrintSection } from './print-sections';

/** An operating instruction as stored, with the names of what it refers to and what the print states besides. */
export interface InstructionPrint {
  readonly kind: InstructionKind;
  /** The tenant's full name. */
  readonly company: string;
  /** When the document is printed: the date in its header. */
  readonly createdAt: Date;
  readonly revision: DocumentRevision;
  /** The company's logo (PNG, JPEG or WebP) for the header, when it has one on this device. */
  readonly logo?: Uint8Array | undefined;
  /** The address of the instruction in the app, which the QR code holds. */
  readonly link: string;
  readonly data: DocumentData;
  /** Titles of the documents the instruction refers to, by id. */
  readonly titles: ReadonlyMap<string, string>;
}

/** The page in millimetres: the frame's centre line, its width, and the content inside it. */
const FRAME = { inset: 7, width: 2.5 } as const;
const LEFT = 13;
const RIGHT = 197;
const WIDTH = RIGHT - LEFT;
/** Where content starts on pages after the first (below the running line) and where it ends. */
const CONTINUED_TOP = 21;
const BOTTOM = 279;
const FOOTER_Y = 283;
const BAND = 6;
/** A band and the space below it. */
const BAND_SPACE = BAND + 2;
/** The symbol column: two signs of `SIGN` millimetres side by side. */
const SIGN = 16;
const SIGN_GAP = 2;
const COLUMN = 2 * SIGN + SIGN_GAP;
const TEXT_LEFT = LEFT + COLUMN + 4;
const TEXT_WIDTH = RIGHT - TEXT_LEFT;
const QR_SIDE = 24;
/** The logo stands left of the QR code, at most this tall and wide. */
const LOGO = { height: 14, maxWidth: 36 } as const;

const BODY: TextStyle = { size: 9 };
const EMERGENCY: TextStyle = { size: 10, bold: true };
const LABEL: TextStyle = { size: 8, muted: true };
const VALUE: TextStyle = { size: 9, bold: true };
const SMALL: TextStyle = { size: 7.5, muted: true };
const EMERGENCY_RED = '#c00000';

function ids(value: unknown): string[] {
  if (typeof value === 'string' && value !== '') return [value];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? plainParagraphs(value) : '';
}

/** A sign's width and height in the symbol column: its natural size, narrowed to the column (signs with an arrow). */
function signSize(code: string): { width: number; height: number } {
  const natural = pictogramWidth(code, SIGN) ?? SIGN;
  return natural > COLUMN ? { width: COLUMN, height: (SIGN * COLUMN) / natural } : { width: natural, height: SIGN };
}

/** How tall the symbol column of `codes` stands: two signs a row, or one sign with an arrow. */
function signColumnHeight(codes: readonly string[]): number {
  let [rows, left] = [0, COLUMN];
  for (const code of codes) {
    const { width } = signSize(code);
    if (left + width > COLUMN) [rows, left] = [rows + 1, 0];
    left += width + SIGN_GAP;
  }
  return rows === 0 ? 0 : rows * (SIGN + SIGN_GAP) - SIGN_GAP;
}

/** Writes the instruction top to bottom, page by page, inside the frame. */
class Sheet {
  page = 1;
  y = 0;

  constructor(
    readonly cursor: PageCursor,
    readonly i18n: I18n,
    readonly print: InstructionPrint,
  ) {}

  get doc() {
    return this.cursor.doc;
  }

  get colour(): string {
    return FRAME_COLOUR[this.print.kind];
  }

  /** Moves to `page` (adding pages as needed) at height `y`. */
  goTo(page: number, y: number): void {
    while (this.doc.getNumberOfPages() < page) this.doc.addPage();
    this.doc.setPage(page);
    this.page = page;
    this.y = y;
  }

  /** Starts the next page unless `height` millimetres still fit on this one. */
  ensure(height: number): void {
    if (this.y + height > BOTTOM) this.goTo(this.page + 1, CONTINUED_TOP);
  }

  names(field: string): string {
    return ids(this.print.data[field])
      .map((id) => this.print.titles.get(id) ?? '–')
      .join(', ');
  }

  /** Lines of text at `x`, `width` wide, flowing onto the next page between lines. */
  lines(content: string, x: number, width: number, style: TextStyle, colour?: string): void {
    const lines = this.cursor.lines(content, width, style);
    const height = this.cursor.style(style);
    for (const line of lines) {
      this.ensure(height);
      this.cursor.style(style);
      if (colour) this.doc.setTextColor(colour);
      this.doc.text(line, x, this.y, { baseline: 'top' });
      this.y += height;
    }
  }

  /** The title band, the subject, the header facts and the QR code of the first page (OI-PRINT-1, OI-PRINT-5). */
  header(): void {
    const { doc, i18n, print } = this;
    doc.setFillColor(this.colour);
    doc.rect(LEFT, 12, WIDTH, 11, 'F');
    this.cursor.style({ size: 16, bold: true });
    doc.setTextColor(255);
    doc.text(i18n._(msg`OPERATING INSTRUCTION`), LEFT + 3, 17.5, { baseline: 'middle' });
    this.cursor.style({ size: 9, bold: true });
    doc.setTextColor(255);
    doc.text(i18n._(LEGAL_BASIS[print.kind]), RIGHT - 3, 17.5, { baseline: 'middle', align: 'right' });

    const qrModule = QR_SIDE / qrMatrix(print.link).length;
    const qrX = RIGHT - QR_SIDE - 1;
    const logo = this.logo(qrX - QUIET_MODULES * qrModule - 2);
    const factsWidth = (logo?.x ?? qrX - QUIET_MODULES * qrModule) - LEFT - 3;
    this.y = 26;
    const subject =
      print.kind === 'SUBSTANCE_INSTRUCTION' ? this.names('substances') : this.names('storageOrWorkEquipments');
    this.lines(subject || text(print.data.name), LEFT, factsWidth, { size: 14, bold: true });
    if (subject) this.lines(text(print.data.name), LEFT, factsWidth, { size: 9, muted: true });
    this.y += 1.5;
    const facts: [string, string][] = [
      [i18n._(msg`Company`), print.company],
      [i18n._(msg`Work area`), this.names('workEnvironments')],
      print.kind === 'SUBSTANCE_INSTRUCTION'
        ? [
            i18n._(msg`Activity`),
            [...new Set([...ids(print.data.activities), ...ids(print.data.target)])]
              .filter((id) => !ids(print.data.substances).includes(id))
              .map((id) => print.titles.get(id) ?? '–')
              .join(', '),
          ]
        : [i18n._(msg`Work equipment`), this.names('storageOrWorkEquipments')],
      ...(print.kind === 'SUBSTANCE_INSTRUCTION'
        ? [[i18n._(msg`Work equipment`), this.names('storageOrWorkEquipments')] as [string, string]]
        : []),
      [i18n._(msg`Date`), i18n.date(print.createdAt, { dateStyle: 'medium' })],
    ];
    const qrTop = 26;
    for (const [label, value] of facts) {
      if (!value) continue;
      const top = this.y;
      this.lines(label, LEFT, 30, LABEL);
      const labelEnd = this.y;
      this.y = top;
      this.lines(value, LEFT + 31, factsWidth - 31, VALUE);
      this.y = Math.max(this.y, labelEnd) + 0.6;
    }
    drawQrCode(doc, print.link, { x: qrX, y: qrTop, size: QR_SIDE });
    this.cursor.style(SMALL);
    doc.text(i18n._(msg`Open in the app`), qrX + QR_SIDE / 2, qrTop + QR_SIDE + QUIET_MODULES * qrModule, {
      baseline: 'top',
      align: 'center',
    });
    this.y = Math.max(this.y, qrTop + QR_SIDE + QUIET_MODULES * qrModule + 4) + 2;
  }

  /** Draws the company's logo with its right edge at `right`, below the title band; answers its left edge, or undefined without a logo. */
  logo(right: number): { x: number } | undefined {
    const { logo } = this.print;
    if (!logo) return undefined;
    try {
      const { width, height } = this.doc.getImageProperties(logo);
      const scale = Math.min(LOGO.height / height, LOGO.maxWidth / width);
      const x = right - width * scale;
      this.doc.addImage(logo, x, 26, width * scale, height * scale, 'logo');
      return { x };
    } catch (error) {
      console.warn('the company logo could not be placed on the operating instruction', error);
      return undefined;
    }
  }

  /** A section's band with its title in white. */
  band(title: string): void {
    const { doc } = this;
    doc.setFillColor(this.colour);
    doc.rect(LEFT, this.y, WIDTH, BAND, 'F');
    this.cursor.style({ size: 10, bold: true });
    doc.setTextColor(255);
    doc.text(title, LEFT + 3, this.y + BAND / 2, { baseline: 'middle' });
    this.y += BAND_SPACE;
  }

  /** The signs of a section in its left column, two a row, continuing on the next page; answers where they end. */
  signs(codes: readonly string[], page: number, top: number): { page: number; y: number } {
    let [signPage, y, left] = [page, top, LEFT];
    for (const code of codes) {
      const { width, height } = signSize(code);
      if (left > LEFT && left + width > LEFT + COLUMN) {
        [left, y] = [LEFT, y + SIGN + SIGN_GAP];
      }
      if (y + height > BOTTOM) [signPage, y, left] = [signPage + 1, CONTINUED_TOP, LEFT];
      this.goTo(signPage, y);
      if (drawPictogram(this.doc, code, { x: left, y, height }) === undefined) {
        this.doc.setDrawColor(160);
        this.doc.setLineWidth(0.2);
        this.doc.rect(left, y, width, height);
        this.cursor.style({ size: 8, bold: true });
        this.doc.text(code, left + width / 2, y + height / 2, { align: 'center', baseline: 'middle' });
      }
      left += width + SIGN_GAP;
    }
    return { page: signPage, y: codes.length > 0 ? y + SIGN : top };
  }

  /** One section (OI-PRINT-2, OI-PRINT-3): band, signs on the left, text on the right, the emergency number. */
  section(section: PrintSection): void {
    const { data } = this.print;
    const codes = section.signs.flatMap((field) => ids(data[field]));
    const paragraphs = section.texts.map((field) => text(data[field])).filter((paragraph) => paragraph !== '');
    const emergency = section.emergency ? text(data.emergencyNumber) : '';
    const lineHeight = this.cursor.style(BODY);
    // The band stays with the start of the text and, when the column fits a page, with all its signs.
    const column = signColumnHeight(codes);
    const keep = column <= BOTTOM - CONTINUED_TOP - BAND_SPACE ? column : SIGN;
    this.ensure(BAND_SPACE + Math.max(keep, 2 * lineHeight));
    this.band(this.i18n._(section.title));
    const [page, top] = [this.page, this.y];
    if (paragraphs.length === 0 && !emergency) this.lines('–', TEXT_LEFT, TEXT_WIDTH, BODY);
    paragraphs.forEach((paragraph, index) => {
      if (index > 0) this.y += 1;
      this.lines(paragraph, TEXT_LEFT, TEXT_WIDTH, BODY);
    });
    if (emergency) {
      this.y += 1;
      this.lines(this.i18n._(msg`Emergency number: ${emergency}`), TEXT_LEFT, TEXT_WIDTH, EMERGENCY, EMERGENCY_RED);
    }
    const textEnd = { page: this.page, y: this.y };
    const signEnd = this.signs(codes, page, top);
    const end =
      signEnd.page > textEnd.page || (signEnd.page === textEnd.page && signEnd.y > textEnd.y) ? signEnd : textEnd;
    this.goTo(end.page, end.y + 2.5);
  }

  /** The responsible person's signature line and the revision (OI-PRINT-4). */
  signature(): void {
    const { doc, i18n, print } = this;
    this.ensure(20);
    const top = this.y + 10;
    const half = (WIDTH - 8) / 2;
    doc.setDrawColor(60);
    doc.setLineWidth(0.3);
    doc.line(LEFT, top, LEFT + half, top);
    this.y = top + 1;
    this.lines(i18n._(msg`Date, signature`), LEFT, half, SMALL);
    const responsible = this.names('responsible');
    if (responsible) this.lines(responsible, LEFT, half, { size: 8.5 });
    const leftEnd = this.y;
    this.y = top - 8;
    const right = LEFT + half + 8;
    this.lines(i18n._(msg`Revision`), right, half, SMALL);
    this.lines(revisionText(print.revision, i18n), right, half, { size: 8.5 });
    const interval = print.data.revisionInterval;
    if (typeof interval === 'number')
      this.lines(i18n._(msg`Reviewed every ${interval} months`), right, half, { size: 8.5 });
    this.y = Math.max(this.y, leftEnd);
  }

  /** The frame, the running line of later pages and the page numbers, once the page count is known. */
  stamp(): void {
    const { doc, i18n } = this;
    const pages = doc.getNumberOfPages();
    const name = text(this.print.data.name);
    for (let page = 1; page <= pages; page += 1) {
      doc.setPage(page);
      doc.setDrawColor(this.colour);
      doc.setLineWidth(FRAME.width);
      doc.rect(FRAME.inset, FRAME.inset, 210 - 2 * FRAME.inset, 297 - 2 * FRAME.inset, 'S');
      this.cursor.style(SMALL);
      if (page > 1) {
        const [running = ''] = this.cursor.lines(name, WIDTH * 0.6, SMALL);
        doc.text(running, LEFT, 13, { baseline: 'top' });
        doc.text(this.print.company, RIGHT, 13, { baseline: 'top', align: 'right' });
      }
      doc.text(i18n._(msg`Page ${page} of ${pages}`), RIGHT, FOOTER_Y, { baseline: 'top', align: 'right' });
      doc.text(revisionText(this.print.revision, i18n), LEFT, FOOTER_Y, { baseline: 'top' });
    }
  }
}

/**
 * The operating instruction as an A4 portrait PDF in the customary layout (docs/domain/operating-instructions.md
 * OI-PRINT-1 … OI-PRINT-6) in the language of `i18n`, whatever the interface speaks.
 */
export function instructionPdf(print: InstructionPrint, i18n: I18n, options: PrintOptions): Blob {
  const cursor = startReport(options);
  const sheet = new Sheet(cursor, i18n, print);
  sheet.header();
  for (const section of PRINT_SECTIONS[print.kind]) sheet.section(section);
  sheet.signature();
  sheet.stamp();
  cursor.doc.setProperties({
    title: text(print.data.name),
    author: print.company,
    creator: 'Sorgfalt',
  });
  cursor.doc.setLanguage(i18n.locale === 'en' ? 'en-GB' : 'de-DE');
  return cursor.doc.output('blob');
}
