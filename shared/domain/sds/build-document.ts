import type { SdsDocument, SdsLine, SdsTextItem } from './document';
import { type GroupedLine, groupTextLines } from './text-lines';

/** One page as a PDF reader returns it: its size in points and its text runs. */
export interface SdsRawPage {
  readonly width: number;
  readonly height: number;
  readonly items: readonly SdsTextItem[];
}

/**
 * SDS-2 No text layer. A sheet whose pages carry fewer than 20 letters on average has no
 * machine-readable text (a scan, or a print to image): the extraction reads nothing from it and
 * says so instead of returning empty values as if the sheet stated none.
 */
const MIN_LETTERS_PER_PAGE = 20;

/**
 * SDS-3 Running headers and footers. A line in the top or bottom quarter of its page whose text,
 * digits aside ("Seite 2 von 9"), recurs at the same height (±5 pt) on at least two pages and on
 * at least 40 % of them is page furniture, when it belongs to the block of such lines that opens
 * or closes its page (a repeated "Nicht anwendbar" under a section heading is content). It stays
 * in the document (the revision date or the product name may stand only there) but does not
 * belong to the section it interrupts.
 */
const FURNITURE_BAND = 0.25;
const FURNITURE_SHARE = 0.4;
const FURNITURE_TOLERANCE = 5;

function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, '');
}

function band(line: GroupedLine, pageHeight: number): 'top' | 'bottom' | undefined {
  if (line.y < pageHeight * FURNITURE_BAND) return 'top';
  if (line.y + line.height > pageHeight * (1 - FURNITURE_BAND)) return 'bottom';
  return undefined;
}

/** The flags of the lines that open the page from the top and close it at the bottom. */
function blockEnds(flags: readonly boolean[]): boolean[] {
  const top = flags.indexOf(false);
  const bottom = flags.lastIndexOf(false);
  return flags.map((flag, index) => flag && (top < 0 || index < top || index > bottom));
}

function furnitureFlags(pages: readonly { height: number; lines: readonly GroupedLine[] }[]): boolean[][] {
  const seen = new Map<string, { page: number; y: number }[]>();
  pages.forEach((page, pageIndex) => {
    for (const line of page.lines) {
      if (!band(line, page.height)) continue;
      const key = furnitureKey(line.text);
      seen.set(key, [...(seen.get(key) ?? []), { page: pageIndex, y: line.y }]);
    }
  });
  const needed = Math.max(2, Math.ceil(pages.length * FURNITURE_SHARE));
  return pages.map((page) => {
    const repeated = (line: GroupedLine): boolean => {
      const places = seen.get(furnitureKey(line.text)) ?? [];
      const pagesAtSameHeight = new Set(
        places.filter((place) => Math.abs(place.y - line.y) <= FURNITURE_TOLERANCE).map((place) => place.page),
      );
      return pagesAtSameHeight.size >= needed;
    };
    const top = blockEnds(page.lines.map((line) => band(line, page.height) === 'top' && repeated(line)));
    const bottom = blockEnds(page.lines.map((line) => band(line, page.height) === 'bottom' && repeated(line)));
    return page.lines.map((_, index) => (top[index] ?? false) || (bottom[index] ?? false));
  });
}

function letterCount(lines: readonly GroupedLine[]): number {
  return lines.reduce((sum, line) => sum + (line.text.match(/\p{L}/gu)?.length ?? 0), 0);
}

/** The document the extraction reads: lines per page in reading order, page furniture marked. */
export function buildSdsDocument(rawPages: readonly SdsRawPage[]): SdsDocument {
  const grouped = rawPages.map((page) => ({ ...page, lines: groupTextLines(page.items) }));
  const flags = furnitureFlags(grouped);
  const letters = grouped.reduce((sum, page) => sum + letterCount(page.lines), 0);
  return {
    textLayer: grouped.length > 0 && letters >= MIN_LETTERS_PER_PAGE * grouped.length,
    pages: grouped.map((page, pageIndex) => ({
      number: pageIndex + 1,
      width: page.width,
      height: page.height,
      lines: page.lines.map(
        (line, index): SdsLine => ({
          ...line,
          page: pageIndex + 1,
          index,
          furniture: flags[pageIndex]?.[index] ?? false,
        }),
      ),
    })),
  };
}
