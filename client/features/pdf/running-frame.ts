import { PAGE, type PageCursor } from './page-cursor';

export interface Running {
  /** Top left of every page, before the company: its logo (PNG, JPEG or WebP). */
  readonly logo?: Uint8Array | undefined;
  /** Top left of every page: the company. */
  readonly header: string;
  /** Top right: the report's title. */
  readonly title: string;
  /** Bottom left: when the report was made. */
  readonly footer: string;
  /** Bottom centre: the revision of the document the report prints, when it prints one. */
  readonly revision?: string | undefined;
  /** Bottom right, per page: "Page x of y". */
  readonly pageLabel: (page: number, pages: number) => string;
}

const SIZE = 8;
/** The logo sits above the header rule, at most this tall and wide (millimetres). */
const LOGO = { top: 5, height: 7, maxWidth: 30, gap: 3 } as const;
/** The company gets at most this share of the header line; the title the rest. */
const HEADER_SHARE = 0.45;
/** The footer's shares: when made (left), the revision (centred on the page) and the page number (right). */
const FOOTER_SHARES = { created: 0.34, revision: 0.34, page: 0.26 } as const;

/** The first line of `text` that fits `width` millimetres, marked when cut. */
function shortened(cursor: PageCursor, text: string, width: number): string {
  const [first = '', second] = cursor.lines(text, width, { size: SIZE, muted: true });
  return second === undefined ? first : `${first}…`;
}

/** The logo's size on the page, or undefined when the picture cannot be read. */
function logoSize(cursor: PageCursor, logo: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = cursor.doc.getImageProperties(logo);
    const scale = Math.min(LOGO.height / height, LOGO.maxWidth / width);
    return { width: width * scale, height: height * scale };
  } catch (error) {
    console.warn('the company logo could not be placed in the report', error);
    return undefined;
  }
}

/** Writes header and footer on every page once the content is complete (the page count is known). */
export function stampPages(cursor: PageCursor, running: Running): void {
  const { doc } = cursor;
  const pages = doc.getNumberOfPages();
  const right = cursor.pageWidth - PAGE.right;
  const foot = cursor.pageHeight;
  const width = right - PAGE.left - 4;
  const logo = running.logo && logoSize(cursor, running.logo);
  const headerLeft = PAGE.left + (logo ? logo.width + LOGO.gap : 0);
  const header = shortened(cursor, running.header, width * HEADER_SHARE - (headerLeft - PAGE.left));
  const title = shortened(cursor, running.title, width * (1 - HEADER_SHARE));
  const revision = running.revision && shortened(cursor, running.revision, width * FOOTER_SHARES.revision);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    cursor.style({ size: SIZE, muted: true });
    doc.setDrawColor(180);
    doc.setLineWidth(0.2);
    if (running.logo && logo) {
      doc.addImage(running.logo, PAGE.left, LOGO.top + LOGO.height - logo.height, logo.width, logo.height, 'logo');
    }
    doc.text(header, headerLeft, 12, { baseline: 'bottom' });
    doc.text(title, right, 12, { baseline: 'bottom', align: 'right' });
    doc.line(PAGE.left, 14, right, 14);
    doc.line(PAGE.left, foot - 16, right, foot - 16);
    const footerTop = foot - 12;
    const label = shortened(cursor, running.pageLabel(page, pages), width * FOOTER_SHARES.page);
    doc.text(shortened(cursor, running.footer, width * FOOTER_SHARES.created), PAGE.left, footerTop, {
      baseline: 'top',
    });
    if (revision) doc.text(revision, cursor.pageWidth / 2, footerTop, { baseline: 'top', align: 'center' });
    doc.text(label, right, footerTop, { baseline: 'top', align: 'right' });
  }
}
