import type { SdsCell, SdsTextItem } from './document';

/**
 * SDS-1 Lines. The runs of a page are grouped into lines by their vertical position: a run
 * belongs to a line when their heights overlap by at least half the smaller one, so
 * superscripts (®, CO₂) stay on their line and a value set a few points lower than its label
 * still joins it. Within a line the runs are ordered left to right and joined with a space
 * where a gap of a fifth of the font size or a blank run separates them, so words a PDF
 * writes letter by letter, or "120068|-|37|-|3", come out whole. A gap of a font size or more
 * starts a new cell (a table column, the value column of "label  value").
 */

export interface GroupedLine {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly cells: readonly SdsCell[];
}

const SAME_LINE_OVERLAP = 0.5;
const SPACE_GAP = 0.2;
const CELL_GAP = 1;

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

/** Ligatures spelt out, no-break and odd spaces as plain spaces, soft hyphens and control characters dropped. */
export function cleanText(text: string): string {
  return text
    .replace(/[ﬀ-ﬆ]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
    .replace(/[\u00ad\u200b-\u200d\ufeff]/g, '')
    .replace(/\p{Cc}/gu, '');
}

interface Run {
  readonly text: string;
  readonly blank: boolean;
  readonly x: number;
  readonly top: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}

interface OpenLine {
  top: number;
  bottom: number;
  readonly runs: Run[];
}

function overlap(line: OpenLine, run: Run): number {
  const shared = Math.min(line.bottom, run.bottom) - Math.max(line.top, run.top);
  const smaller = Math.min(line.bottom - line.top, run.height);
  return smaller > 0 ? shared / smaller : 0;
}

function toRun(item: SdsTextItem): Run | undefined {
  const text = cleanText(item.text);
  if (text === '' || !(item.height > 0)) return undefined;
  return {
    text,
    blank: text.trim() === '',
    x: item.x,
    top: item.y,
    bottom: item.y + item.height,
    width: Math.max(0, item.width),
    height: item.height,
  };
}

function joinCells(runs: readonly Run[]): SdsCell[] {
  const cells: SdsCell[] = [];
  let text = '';
  let start = 0;
  let end = 0;
  let blankBefore = false;
  for (const run of runs) {
    if (run.blank) {
      blankBefore = true;
      continue;
    }
    if (text === '') {
      [text, start, end] = [run.text, run.x, run.x + run.width];
    } else {
      const gap = run.x - end;
      if (gap >= CELL_GAP * run.height) {
        cells.push({ text: text.trim(), x: start, width: end - start });
        [text, start] = [run.text, run.x];
      } else {
        const space = blankBefore || gap > SPACE_GAP * run.height;
        text += space && !/\s$/.test(text) && !/^\s/.test(run.text) ? ` ${run.text}` : run.text;
      }
      end = Math.max(end, run.x + run.width);
    }
    blankBefore = false;
  }
  if (text.trim() !== '') cells.push({ text: text.trim(), x: start, width: end - start });
  return cells.map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, ' ') }));
}

function finish(line: OpenLine): GroupedLine | undefined {
  const runs = [...line.runs].sort((a, b) => a.x - b.x);
  const cells = joinCells(runs);
  if (cells.length === 0) return undefined;
  const printed = runs.filter((run) => !run.blank);
  const x = Math.min(...printed.map((run) => run.x));
  const right = Math.max(...printed.map((run) => run.x + run.width));
  const top = Math.min(...printed.map((run) => run.top));
  const bottom = Math.max(...printed.map((run) => run.bottom));
  return {
    text: cells.map((cell) => cell.text).join(' '),
    x,
    y: top,
    width: right - x,
    height: bottom - top,
    cells,
  };
}

/** The lines of one page, top to bottom. */
export function groupTextLines(items: readonly SdsTextItem[]): GroupedLine[] {
  const runs = items
    .map(toRun)
    .filter((run): run is Run => run !== undefined)
    .sort((a, b) => a.bottom - b.bottom || a.x - b.x);
  const open: OpenLine[] = [];
  for (const run of runs) {
    let best: OpenLine | undefined;
    let bestOverlap = SAME_LINE_OVERLAP;
    for (let index = open.length - 1; index >= 0 && index >= open.length - 4; index--) {
      const line = open[index];
      if (!line) continue;
      const shared = overlap(line, run);
      if (shared >= bestOverlap) [best, bestOverlap] = [line, shared];
    }
    if (best && !run.blank) {
      best.top = Math.min(best.top, run.top);
      best.bottom = Math.max(best.bottom, run.bottom);
      best.runs.push(run);
    } else if (best) {
      best.runs.push(run);
    } else if (!run.blank) {
      open.push({ top: run.top, bottom: run.bottom, runs: [run] });
    }
  }
  return open
    .sort((a, b) => a.top - b.top)
    .map(finish)
    .filter((line): line is GroupedLine => line !== undefined);
}
