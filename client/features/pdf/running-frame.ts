import { PAGE, type PageCursor } from './page-cursor';

export interface Running {
  /** Top left of every page: the company. */
  readonly header: string;
  /** Top right: the report's title. */
  readonly title: string;
  /** Bottom left: when the report was made. */
  readonly footer: string;
  /** Bottom right, per page: "Page x of y". */
  readonly pageLabel: (page: number, pages: number) => string;
}

const SIZE = 8;
/** The company gets at most this share of the header line; the title the rest. */
const HEADER_SHARE = 0.45;

/** The first line of `text` that fits `width` millimetres, marked when cut. */
function shortened(cursor: PageCursor, text: string, width: number): string {
  const [first = '', second] = cursor.lines(text, width, { size: SIZE, muted: true });
  return second === undefined ? first : `${first}…`;
}

/** Writes header and footer on every page once the content is complete (the page count is known). */
export function stampPages(cursor: PageCursor, running: Running): void {
  const { doc } = cursor;
  const pages = doc.getNumberOfPages();
  const right = PAGE.width - PAGE.right;
  const width = right - PAGE.left - 4;
  const header = shortened(cursor, running.header, width * HEADER_SHARE);
  const title = shortened(cursor, running.title, width * (1 - HEADER_SHARE));
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    cursor.style({ size: SIZE, muted: true });
    doc.setDrawColor(180);
    doc.setLineWidth(0.2);
    doc.text(header, PAGE.left, 12, { baseline: 'bottom' });
    doc.text(title, right, 12, { baseline: 'bottom', align: 'right' });
    doc.line(PAGE.left, 14, right, 14);
    doc.line(PAGE.left, PAGE.height - 16, right, PAGE.height - 16);
    const label = shortened(cursor, running.pageLabel(page, pages), width * (1 - HEADER_SHARE));
    doc.text(shortened(cursor, running.footer, width * HEADER_SHARE), PAGE.left, PAGE.height - 12, { baseline: 'top' });
    doc.text(label, right, PAGE.height - 12, { baseline: 'top', align: 'right' });
  }
}
