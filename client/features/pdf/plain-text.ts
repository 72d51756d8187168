import { plainExcerpt } from '../../ui/cell-text';

const BLOCK_END = /<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi;

/** Rich text as plain paragraphs, one per line: tags removed, entities decoded. */
export function plainParagraphs(html: string): string {
  return html
    .replace(BLOCK_END, '\n')
    .split('\n')
    .map((paragraph) => plainExcerpt(paragraph, Number.POSITIVE_INFINITY))
    .filter((paragraph) => paragraph !== '')
    .join('\n');
}
