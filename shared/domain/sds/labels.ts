import type { SdsLine } from './document';
import { stripMarkers } from './sections';
import { tolerant } from './spelling';

/**
 * SDS-6 Labelled values. Sheets print most values as "label: value", "label  value" (a column
 * gap), "label (unit): value" or with the value on the line below the label. A label is found
 * at the start of a line or of one of its cells, after change markers, bullets and item numbers
 * ("15.2.3", "1.1.1", "-", "·"); the value is the rest of the line after the label, its unit or
 * remark in brackets and the colon, or, when nothing follows the label, the next line.
 */

export interface Labelled {
  /** The label as printed, with its bracketed remark ("Flash point (°C)"). */
  readonly label: string;
  /** Everything after the label on its line, or the next line when the label stands alone. */
  readonly value: string;
  /** The first cell of the value: the value of the first column in a table of several. */
  readonly firstCell: string;
  /** What follows the label within its own cell (empty when the value is in the next column or line). */
  readonly inline: string;
  readonly lines: readonly SdsLine[];
}

const ITEM_NUMBER = /^(?:\d{1,2}(?:\.\d{1,2}){1,3}\.?\s+|\d{1,2}\.\s+|[a-z]\)\s+)/i;

function labelPattern(label: RegExp): RegExp {
  return tolerant(new RegExp(`^(?:${label.source})(?![\\p{L}\\d])\\*?(?:\\s*\\([^)]*\\))*\\s*[:：]?\\s*`, 'iu'));
}

/** The value without the colon and dashes before it; a minus sign before a number stays. */
function tidy(value: string): string {
  return value.replace(/^(?:[\s:：.]|[-–](?!\d))+/, '').trim();
}

function startOfCell(text: string): string {
  return stripMarkers(text.replace(/^[\s:：]+/, '')).replace(ITEM_NUMBER, '');
}

/** Every place in `lines` where `label` labels a value, in reading order. */
export function findLabelled(lines: readonly SdsLine[], label: RegExp): Labelled[] {
  const pattern = labelPattern(label);
  const found: Labelled[] = [];
  lines.forEach((line, index) => {
    const cells = line.cells.map((cell) => cell.text);
    for (let position = 0; position < cells.length; position++) {
      const text = startOfCell(cells[position] ?? '');
      const match = pattern.exec(text);
      if (!match) continue;
      const rest = tidy(text.slice(match[0].length));
      const later = cells
        .slice(position + 1)
        .map(tidy)
        .filter(Boolean);
      const value = [rest, ...later].filter(Boolean).join(' ');
      if (value !== '') {
        found.push({ label: match[0].trim(), value, firstCell: rest || later[0] || '', inline: rest, lines: [line] });
      } else {
        const next = lines[index + 1];
        const below = next ? next.text.trim() : '';
        found.push({
          label: match[0].trim(),
          value: below,
          firstCell: next ? tidy(next.cells[0]?.text ?? '') : '',
          inline: '',
          lines: next ? [line, next] : [line],
        });
      }
      break;
    }
  });
  return found;
}

/** Whether `text` is nothing but a label matching `label`. */
export function isLabel(label: RegExp, text: string): boolean {
  return isWholeLabel(labelPattern(label), text);
}

function isWholeLabel(pattern: RegExp, text: string): boolean {
  const start = startOfCell(text);
  return pattern.exec(start)?.[0].length === start.length;
}

/**
 * A value printed below its label in a table whose header row holds several labels
 * (Transport: "UN number | Proper shipping name | Classes | PG"): the first cell of the next rows
 * that lies under the label's cell.
 */
export function valueBelow(
  lines: readonly SdsLine[],
  label: RegExp,
  isHeader: (line: SdsLine) => boolean,
  rows = 3,
): Labelled | undefined {
  const pattern = labelPattern(label);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as SdsLine;
    const cell = line.cells.find((candidate) => isWholeLabel(pattern, candidate.text));
    if (!cell || !isHeader(line)) continue;
    for (const next of lines.slice(index + 1, index + 1 + rows)) {
      const under = next.cells.find(
        (candidate) => candidate.x < cell.x + cell.width && candidate.x + candidate.width > cell.x,
      );
      if (under) return { label: cell.text, value: under.text, firstCell: under.text, inline: '', lines: [line, next] };
    }
  }
  return undefined;
}
