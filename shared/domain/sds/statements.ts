import { lineRef, type SdsLine, type SdsLineRef } from './document';

/**
 * SDS-7 Statement codes. Hazard statements are H200–H499 with the suffixes CLP Annex III uses
 * (H350i, H360F, H360D, H360FD, H360Fd, H360Df, H361f, H361d, H361fd) and EUH001–EUH499 (with
 * the A of EUH201A/EUH209A); codes of the UN GHS that CLP does not adopt (H227, H303, H320, H401 …)
 * are read as printed. Precautionary statements are P100–P599. Combined statements are kept as
 * the sheet combines them and written without spaces, every part with its letter:
 * "P303 + P361 + P353" and "P303+361+353" both become "P303+P361+P353", "H302 + H332" becomes
 * "H302+H332" (CLP Annex III/IV list them as statements of their own). A combination may break
 * across lines after its "+".
 */

export interface SdsFinding<T extends string = string> {
  /** The value as the extraction normalised it ("P303+P361+P353", "2018-03-15", "DANGER"). */
  readonly value: T;
  /** The lines it was read from. */
  readonly evidence: readonly SdsLineRef[];
}

const SUFFIX = '(?:FD|Fd|Df|fd|F|D|f|d|i)';
const H_PART = String.raw`(?:EUH\s?\d{3}A?|H\s?[2-4]\d{2}${SUFFIX}?)`;
const H_COMBINED = new RegExp(String.raw`(?<![\p{L}\d])${H_PART}(?:\s*\+\s*${H_PART})*(?![\d])`, 'gu');
const P_PART = String.raw`P?\s?[1-5]\d{2}`;
const P_COMBINED = new RegExp(String.raw`(?<![\p{L}\d])P\s?[1-5]\d{2}(?:\s*\+\s*${P_PART})*(?![\d])`, 'gu');

function normalise(code: string, letter: 'H' | 'P'): string {
  return code
    .replace(/\s+/g, '')
    .split('+')
    .map((part) => (/^\d/.test(part) ? `${letter}${part}` : part))
    .join('+');
}

interface Stream {
  readonly text: string;
  readonly starts: readonly number[];
}

function streamOf(lines: readonly SdsLine[]): Stream {
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    starts.push(text.length);
    text += `${line.text}\n`;
  }
  return { text, starts };
}

function linesAt(stream: Stream, lines: readonly SdsLine[], from: number, to: number): SdsLine[] {
  return lines.filter((_, index) => {
    const start = stream.starts[index] ?? 0;
    const end = stream.starts[index + 1] ?? stream.text.length;
    return start < to && end > from;
  });
}

function scan(lines: readonly SdsLine[], pattern: RegExp, letter: 'H' | 'P'): SdsFinding[] {
  const stream = streamOf(lines);
  const found = new Map<string, SdsLineRef[]>();
  for (const match of stream.text.matchAll(pattern)) {
    const value = normalise(match[0], letter);
    const from = match.index;
    const evidence = linesAt(stream, lines, from, from + match[0].length).map(lineRef);
    found.set(value, [...(found.get(value) ?? []), ...evidence]);
  }
  return [...found].map(([value, evidence]) => ({ value, evidence }));
}

/** The H and EUH statements in `lines`, each once, in the order they first appear. */
export function hazardStatementsIn(lines: readonly SdsLine[]): SdsFinding[] {
  return scan(lines, H_COMBINED, 'H');
}

/** The P statements in `lines`, each once, in the order they first appear. */
export function precautionaryStatementsIn(lines: readonly SdsLine[]): SdsFinding[] {
  return scan(lines, P_COMBINED, 'P');
}
