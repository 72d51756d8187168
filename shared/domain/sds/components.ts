import { lineRef, type SdsLine } from './document';
import { normaliseCasNumber } from './identifiers';
import { findLabelled } from './labels';
import { ABOUT, COMPARATOR, comparatorOf } from './numbers';
import type { SdsFinding } from './statements';

/**
 * SDS-31 Components (Annex II 3.2): each component of section 3 with its name, CAS and EC
 * number and share in per cent, read around its identifiers (SDS-11):
 * - a component is the CAS and EC numbers standing on the same line or on lines at most two
 *   apart; a number in square brackets belongs to a name ("… [EG Nr. 247-500-7] und …"); a
 *   component named again later (a second table of concentration limits) is read once, where it
 *   first stands;
 * - its name: a cell of its identifier lines that is no label, classification, share or
 *   number; else a name label ("Stoffbezeichnung", "Bezeichnung", "Chemical name",
 *   "Component") above it; else the line above it (past one "label: value" line), joined with
 *   the line before when that ends in a hyphen (a wrapped chemical name);
 * - its share: a cell with "%" on its identifier lines, or a bare number or range there when
 *   the table has a share column ("%", "Weight %", "Konzentration", "Gehalt", "Anteil"); else on
 *   the lines its name came from; else a share label ("Anteil", "Gehalt (W/W)", "Konzentration",
 *   "Concentration"); else the first "%" below it before the next component.
 * Shares: "30 - 100 %", ">=15 - <=25 %", ">= 10.0 < 15.0%", "0.5% - <1%", "20-30%" are ranges
 * from–to; "< 0,1 %", "≤ 3%" run from 0; "≥ 94%", ">95" run to 100; "2%", "0,005 %" are exact.
 * Values above 100 or a range ending at 0 (">=0 - <0 %") are no share.
 */

export interface SdsProportion {
  /** Lower end in per cent; null when the sheet gives only an upper bound ("< 1 %"). */
  readonly from: number | null;
  /** Upper end in per cent; null when the sheet gives only a lower bound ("≥ 90 %"). */
  readonly to: number | null;
}

export interface SdsComponent {
  readonly name: string | null;
  readonly casNumber: string | null;
  readonly ecNumber: string | null;
  readonly proportion: SdsProportion | null;
}

const CAS = /(?<![\d-])(\d{2,7}) ?- ?(\d{2}) ?- ?(\d)(?![\d-])/g;
const EC = /(?<![\d-])([2-9]\d{2}) ?- ?(\d{3}) ?- ?(\d)(?![\d-]|\s?-\s?\d)/g;
const BRACKETED = /\[[^\]]*\]/g;
const ID_LABEL =
  /^[\s(]*(?:cas|eg|ec|eec|einecs|elincs|einecs\/elincs|index|reach|eu)?[\s-]*(?:registrierungs)?(?:nr|no|nummer|number|#)?\.?[\s):]*$/i;
const CLASSIFICATION =
  /(?:acute\s*tox|skin|eye|aquatic|flam|stot|carc|muta|repr|asp\.|resp\.|sens\.|ox\.|press\.|met\.|corr|irrit|dam\.|not\s*classified|nicht\s*klassifiziert|not\s*listed|(?<![\p{L}])(?:xi|xn|xn|t\+?|c|n|f\+?|r\d+)[;,]|(?<![\p{L}])(?:h|euh)\s?\d{3}|ghs0\d|cat\.|kategorie|category|toxicity|toxizität|corrosion|irritation|sensiti[sz]ation|flammable\s*liquid|exposure|hazard)/iu;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const SHARE = new RegExp(
  String.raw`${COMPARATOR}?\s*${ABOUT}\s*${NUMBER}\s*%?\s*(?:(?:[-–—]|bis|to)\s*${COMPARATOR}?|${COMPARATOR})?\s*(?:${NUMBER})?\s*(?:%|gew\.?-?%|vol\.?-?%)`,
  'iu',
);
const BARE_SHARE = new RegExp(
  String.raw`^\s*${COMPARATOR}?\s*${ABOUT}\s*${NUMBER}\s*(?:(?:[-–—]|bis|to)\s*${COMPARATOR}?|${COMPARATOR})?\s*(?:${NUMBER})?\s*%?\s*$`,
  'iu',
);
const SHARE_HEADER = /(?:^|\s|\[|\()%|weight|gew|konzentration|concentration|gehalt|anteil|prozentsatz|inhalt|w\/w/i;
const NAME_LABEL =
  /stoffbezeichnung|chemische\s*bezeichnung|bezeichnung|chemical\s*name|substance\s*name|product\/ingredient\s*name|ingredient\s*name|component/;
const SHARE_LABEL = /anteil|gehalt|konzentration|concentration|content|weight\s*%/;

function number(text: string): number {
  return Number(text.replace(',', '.'));
}

/** A share as printed, or undefined when the text holds none (SDS-31). */
export function proportionOf(text: string, bare = false): SdsProportion | undefined {
  const match = (bare ? BARE_SHARE : SHARE).exec(text);
  if (!match?.[2]) return undefined;
  const first = number(match[2]);
  const second = match[5] === undefined ? undefined : number(match[5]);
  const sign = comparatorOf(match[1]);
  if (first > 100 || (second !== undefined && (second > 100 || second < first || second === 0))) return undefined;
  if (second !== undefined) return { from: first, to: second };
  if (sign === '<' || sign === '≤') return { from: null, to: first };
  if (sign === '>' || sign === '≥') return { from: first, to: null };
  return { from: first, to: first };
}

interface Identifiers {
  readonly cas: string[];
  readonly ec: string[];
}

function identifiersOf(line: SdsLine): Identifiers {
  const text = line.text.replace(BRACKETED, ' ');
  return {
    cas: [...text.matchAll(CAS)].map((match) => normaliseCasNumber(`${match[1]}-${match[2]}-${match[3]}`)),
    ec: [...text.matchAll(EC)].map((match) => `${match[1]}-${match[2]}-${match[3]}`),
  };
}

interface Record {
  cas: string | null;
  ec: string | null;
  idLines: number[];
}

function records(lines: readonly SdsLine[]): Record[] {
  const found: Record[] = [];
  const seen = new Set<string>();
  let current: Record | undefined;
  lines.forEach((line, index) => {
    const { cas, ec } = identifiersOf(line);
    if (cas.length === 0 && ec.length === 0) return;
    const newCas = cas[0] ?? null;
    const newEc = ec[0] ?? null;
    const last = current?.idLines.at(-1) ?? -10;
    const joins =
      current !== undefined &&
      index - last <= 2 &&
      (newCas === null || current.cas === null) &&
      (newEc === null || current.ec === null);
    if (current && joins) {
      current.cas ??= newCas;
      current.ec ??= newEc;
      current.idLines.push(index);
      return;
    }
    current = { cas: newCas, ec: newEc, idLines: [index] };
    found.push(current);
  });
  return found.filter((record) => {
    const key = record.cas ?? record.ec ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function isNameCell(text: string): boolean {
  const rest = nameText(text).trim();
  if (!/\p{L}{3}/u.test(rest) || ID_LABEL.test(rest)) return false;
  if (CLASSIFICATION.test(rest) || SHARE.test(rest) || /:\s*$/.test(rest)) return false;
  return !/^[\s(]*(?:cas|eg|ec|einecs|index|reach)[\s-]*(?:nr|no|nummer|number)?\.?\s*[):]/i.test(rest);
}

const UNBRACKETED_IDS = new RegExp(String.raw`(\[[^\]]*\])|${CAS.source}|${EC.source}`, 'g');
const CONCENTRATION_NOTE = /\s*(?:konzentration|concentration)\b.*$/i;

function nameText(text: string): string {
  return text.replace(UNBRACKETED_IDS, (match, bracketed) => (bracketed ? match : ' ')).replace(CONCENTRATION_NOTE, '');
}

function cleanName(text: string): string {
  return nameText(text)
    .replace(/\s+/g, ' ')
    .replace(/^[\s|:·-]+|[\s|:,]+$/g, '')
    .replace(/\s*\(=?\s*$/, '')
    .trim();
}

function isLabelledLine(line: SdsLine): boolean {
  return (
    line.cells.some((cell, index) => /:\s*$/.test(cell.text) || (index > 0 && cell.text.trim() === ':')) ||
    /^[^:]{2,40}:\s/.test(line.text)
  );
}

interface Place {
  readonly text: string;
  readonly lines: readonly SdsLine[];
}

function nameOf(lines: readonly SdsLine[], record: Record, start: number): Place | undefined {
  for (const [position, index] of record.idLines.entries()) {
    const line = lines[index] as SdsLine;
    const cell = line.cells.find((candidate) => isNameCell(candidate.text));
    if (!cell) continue;
    const next = lines[record.idLines[position + 1] ?? -1]?.cells[0]?.text ?? '';
    const wrapped = /[-‐]$/.test(cell.text.trim()) && isNameCell(next);
    const nextLine = lines[record.idLines[position + 1] ?? -1];
    return wrapped && nextLine
      ? { text: cleanName(`${cell.text.trim()}${next}`), lines: [line, nextLine] }
      : { text: cleanName(cell.text), lines: [line] };
  }
  const first = record.idLines[0] ?? 0;
  const above = lines.slice(start, first);
  const labelled = findLabelled(above, NAME_LABEL).at(-1);
  if (labelled && isNameCell(labelled.firstCell)) return { text: cleanName(labelled.firstCell), lines: labelled.lines };
  let index = first - 1;
  if (index >= start && isLabelledLine(lines[index] as SdsLine)) index--;
  const line = lines[index];
  if (index < start || !line || isLabelledLine(line)) return undefined;
  const cell = line.cells[0]?.text ?? '';
  if (!isNameCell(cell)) return undefined;
  const before = lines[index - 1];
  const wrapped =
    index - 1 >= start &&
    before &&
    /[-‐]$/.test(before.cells[0]?.text ?? '') &&
    isNameCell(before.cells[0]?.text ?? '');
  return wrapped && before
    ? { text: cleanName(`${before.cells[0]?.text ?? ''}${cell}`), lines: [before, line] }
    : { text: cleanName(cell), lines: [line] };
}

function shareIn(line: SdsLine, bare: boolean): SdsProportion | undefined {
  for (const cell of line.cells) {
    const text = cell.text.replace(CAS, ' ').replace(EC, ' ');
    const found = proportionOf(text) ?? (bare && /\d/.test(text) ? proportionOf(text, true) : undefined);
    if (found) return found;
  }
  return undefined;
}

function shareOf(
  lines: readonly SdsLine[],
  record: Record,
  name: Place | undefined,
  window: { start: number; end: number },
  table: boolean,
): { proportion: SdsProportion; lines: readonly SdsLine[] } | undefined {
  for (const index of record.idLines) {
    const line = lines[index] as SdsLine;
    const found = shareIn(line, table && line.cells.length > 1);
    if (found) return { proportion: found, lines: [line] };
  }
  const first = record.idLines[0] ?? 0;
  const nameLine = name?.lines[0];
  const nameIndex = nameLine ? lines.indexOf(nameLine) : -1;
  if (nameIndex >= window.start && nameIndex < first) {
    for (const index of [nameIndex, nameIndex - 1]) {
      const line = lines[index];
      const found = index >= window.start && line ? shareIn(line, false) : undefined;
      if (line && found) return { proportion: found, lines: [line] };
    }
  }
  const last = record.idLines.at(-1) ?? first;
  const shareLabelled = (from: number, to: number) =>
    findLabelled(lines.slice(from, to), SHARE_LABEL).filter((candidate) => proportionOf(candidate.value));
  const labelled = shareLabelled(last + 1, window.end)[0] ?? shareLabelled(window.start, last + 1).at(-1);
  const value = labelled && proportionOf(labelled.value);
  if (labelled && value) return { proportion: value, lines: labelled.lines };
  for (const line of lines.slice(last + 1, window.end)) {
    const found = shareIn(line, false);
    if (found) return { proportion: found, lines: [line] };
  }
  return undefined;
}

function proportionText(proportion: SdsProportion): string {
  if (proportion.from === proportion.to) return `${proportion.from} %`;
  if (proportion.from === null) return `< ${proportion.to} %`;
  if (proportion.to === null) return `≥ ${proportion.from} %`;
  return `${proportion.from} – ${proportion.to} %`;
}

function componentText(component: SdsComponent): string {
  return [
    component.name,
    component.casNumber && `CAS ${component.casNumber}`,
    component.ecNumber && `EC ${component.ecNumber}`,
    component.proportion && proportionText(component.proportion),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The components of section 3 (its lines), each with the lines it was read from. */
export function components(lines: readonly SdsLine[]): { components: SdsComponent[]; findings: SdsFinding[] } {
  const found = records(lines);
  const table = lines.some((line) => line.cells.some((cell) => SHARE_HEADER.test(cell.text) && !/\d/.test(cell.text)));
  const result: { components: SdsComponent[]; findings: SdsFinding[] } = { components: [], findings: [] };
  found.forEach((record, position) => {
    const previous = found[position - 1]?.idLines.at(-1);
    const next = found[position + 1]?.idLines[0];
    const window = { start: previous === undefined ? 0 : previous + 1, end: next ?? lines.length };
    const name = nameOf(lines, record, window.start);
    const share = shareOf(lines, record, name, window, table);
    const component: SdsComponent = {
      name: name?.text || null,
      casNumber: record.cas,
      ecNumber: record.ec,
      proportion: share?.proportion ?? null,
    };
    const evidence = [
      ...new Set([
        ...(name?.lines ?? []),
        ...record.idLines.map((index) => lines[index] as SdsLine),
        ...(share?.lines ?? []),
      ]),
    ]
      .sort((a, b) => a.page - b.page || a.index - b.index)
      .map(lineRef);
    result.components.push(component);
    result.findings.push({ value: componentText(component), evidence });
  });
  return result;
}
