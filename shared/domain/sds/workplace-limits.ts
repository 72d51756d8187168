import { lineRef, type SdsCell, type SdsLine } from './document';
import type { SdsLanguage } from './language';
import { decimal } from './numbers';
import { type SdsStructure, sectionOf } from './sections';
import type { SdsFinding } from './statements';

/**
 * SDS-30 Workplace limits (Annex II 8.1): the occupational exposure limits section 8 prints,
 * each a value in mg/m³ or ml/m³ (ppm is ml/m³; µg/m³ is read as mg/m³ ÷ 1000) with the kind of
 * limit named on its line, in the line above it or in its table row: AGW (German TRGS 900, also
 * when the line names "TRGS 900"), MAK, WEL, TWA, STEL, PEL, TLV, REL, OEL, IOELV, VME/VLE,
 * Ceiling; "Langzeitwert"/"Kurzzeitwert", "Spitzenbegrenzung", STEL, Ceiling, "15 min" mark a
 * short-term value. A value without a kind is no limit: DNEL, PNEC and biological values
 * (BGW, BAT) are never read. A table whose header row has unit columns ("ppm | mg/m³") is read
 * by column. The component is the one of section 3 whose CAS number or name stands on the line
 * or last before it in section 8.
 */

export type LimitUnit = 'MG_PER_M3' | 'ML_PER_M3';

export interface WorkplaceLimit {
  /** AGW, MAK, TWA, STEL, WEL, PEL, TLV, REL, OEL, IOELV, VME, VLE, Ceiling. */
  readonly kind: string;
  readonly value: number;
  readonly unit: LimitUnit;
  /** The German Arbeitsplatzgrenzwert of TRGS 900. */
  readonly agw: boolean;
  readonly shortTerm: boolean;
  /** The component it is stated for, where the sheet says. */
  readonly component?: string;
}

export interface KnownComponent {
  readonly name: string | null;
  readonly casNumber: string | null;
}

const KIND =
  /(?<![\p{L}\d])(AGW|TRGS\s*900|MAK|WEL|TWA|STEL|PEL|TLV|REL|OELV?|IOELV?|VME|VLE|Ceiling|CEIL)(?![\p{L}])/giu;
const SHORT_TERM = /kurzzeit|spitzenbegr|stel|ceiling|ceil|peak|15\s*min|(?<!\p{L})vle(?!\p{L})/iu;
const NOT_A_LIMIT = /dnel|pnec|dmel|(?<!\p{L})(?:bgw|bat|bei)(?!\p{L})|biolog/iu;
const VALUE =
  /(?<![\d.,])(\d+(?:[.,]\d+)*)\s*\*?\s*(mg\s*\/\s*m\s*[³3]|MGM3|[µμ]g\s*\/\s*m\s*[³3]|ml\s*\/\s*m\s*[³3]|ppm)(?![\p{L}])/giu;
const UNIT_HEADER = /^(?:\[?\s*(?:mg\s*\/\s*m\s*[³3]|ml\s*\/\s*m\s*[³3]|ppm)\s*\]?)$/iu;
const CAS = /(?<![\d-])(\d{2,7})-(\d{2})-(\d)(?![\d-])/g;

function kindName(text: string): string {
  const upper = text.replace(/\s+/g, ' ').toUpperCase();
  if (upper.startsWith('TRGS')) return 'AGW';
  if (upper === 'CEIL' || upper === 'CEILING') return 'Ceiling';
  return upper;
}

function unitOf(text: string): { unit: LimitUnit; factor: number } {
  const unit = text.replace(/\s+/g, '').toLowerCase();
  if (unit === 'ppm' || unit.startsWith('ml')) return { unit: 'ML_PER_M3', factor: 1 };
  if (unit.startsWith('µ') || unit.startsWith('μ')) return { unit: 'MG_PER_M3', factor: 0.001 };
  return { unit: 'MG_PER_M3', factor: 1 };
}

function kindsIn(text: string): { kind: string; index: number }[] {
  return [...text.matchAll(KIND)].map((match) => ({ kind: kindName(match[1] ?? ''), index: match.index ?? 0 }));
}

/** The component a line names by its CAS number or name, if any (the last one named stays current). */
function componentNamed(line: SdsLine, components: readonly KnownComponent[]): string | undefined {
  for (const match of line.text.matchAll(CAS)) {
    const cas = `${Number(match[1])}-${match[2]}-${match[3]}`;
    const known = components.find((component) => component.casNumber === cas);
    if (known?.name) return known.name;
  }
  const lower = line.text.toLowerCase();
  return (
    components.find((component) => component.name && lower.includes(component.name.toLowerCase()))?.name ?? undefined
  );
}

interface Reading {
  readonly limit: WorkplaceLimit;
  readonly lines: readonly SdsLine[];
}

function limit(
  kind: string,
  number: string,
  unitText: string,
  context: string,
  language: SdsLanguage | null,
  component: string | undefined,
): WorkplaceLimit | undefined {
  const value = decimal(number, language);
  if (Number.isNaN(value) || value <= 0) return undefined;
  const { unit, factor } = unitOf(unitText);
  return {
    kind,
    value: Math.round(value * factor * 1e6) / 1e6,
    unit,
    agw: kind === 'AGW' || /trgs\s*900/i.test(context),
    shortTerm: SHORT_TERM.test(context),
    ...(component ? { component } : {}),
  };
}

function inlineLimits(
  lines: readonly SdsLine[],
  index: number,
  language: SdsLanguage | null,
  component: string | undefined,
): Reading[] {
  const line = lines[index] as SdsLine;
  const readings: Reading[] = [];
  const above = lines[index - 1];
  const kindsAbove = above ? kindsIn(above.text) : [];
  for (const match of line.text.matchAll(VALUE)) {
    const at = match.index ?? 0;
    const before = line.text.slice(0, at);
    const own = kindsIn(before).at(-1);
    const fromAbove = own ? undefined : kindsAbove.at(-1);
    const kind = own?.kind ?? fromAbove?.kind;
    if (!kind) continue;
    const context = fromAbove && above ? `${above.text} ${line.text}` : line.text;
    const found = limit(kind, match[1] ?? '', match[2] ?? '', context, language, component);
    if (found) readings.push({ limit: found, lines: fromAbove && above ? [above, line] : [line] });
  }
  return readings;
}

function overlaps(a: SdsCell, b: SdsCell): boolean {
  return a.x < b.x + b.width && a.x + a.width > b.x;
}

/** A table with unit columns: "CAS-Nr. | Bezeichnung | ppm | mg/m³ | F/m³ | Spitzenbegr. | Art". */
function tableLimits(
  lines: readonly SdsLine[],
  index: number,
  language: SdsLanguage | null,
  components: readonly KnownComponent[],
  current: string | undefined,
): Reading[] {
  const header = lines[index] as SdsLine;
  const units = header.cells.filter((cell) => UNIT_HEADER.test(cell.text.trim()));
  if (units.length === 0) return [];
  const readings: Reading[] = [];
  const heading = lines
    .slice(Math.max(0, index - 3), index)
    .map((line) => line.text)
    .join(' ');
  for (let row = index + 1; row < Math.min(lines.length, index + 12); row++) {
    const line = lines[row] as SdsLine;
    if (line.cells.some((cell) => UNIT_HEADER.test(cell.text.trim()))) break;
    const kind = kindsIn(line.text)[0]?.kind ?? kindsIn(heading)[0]?.kind;
    if (!kind) continue;
    for (const unit of units) {
      const cell = line.cells.find((candidate) => overlaps(candidate, unit));
      const number = cell && /^\s*(\d+(?:[.,]\d+)*)\s*$/.exec(cell.text)?.[1];
      if (!number) continue;
      const context = `${heading} ${line.text}`;
      const component = componentNamed(line, components) ?? current;
      const found = limit(kind, number, unit.text.replace(/[[\]]/g, ''), context, language, component);
      if (found) readings.push({ limit: found, lines: [header, line] });
    }
  }
  return readings;
}

function limitText(found: WorkplaceLimit): string {
  const unit = found.unit === 'MG_PER_M3' ? 'mg/m³' : 'ml/m³';
  return `${found.component ? `${found.component}: ` : ''}${found.kind}${found.shortTerm ? ' (short-term)' : ''} ${found.value} ${unit}`;
}

export function workplaceLimits(
  structure: SdsStructure,
  language: SdsLanguage | null,
  components: readonly KnownComponent[],
): { limits: WorkplaceLimit[]; findings: SdsFinding[] } {
  const lines = sectionOf(structure, 8)?.lines ?? [];
  const readings: Reading[] = [];
  let current: string | undefined;
  lines.forEach((line, index) => {
    current = componentNamed(line, components) ?? current;
    if (NOT_A_LIMIT.test(line.text)) return;
    readings.push(
      ...tableLimits(lines, index, language, components, current),
      ...inlineLimits(lines, index, language, current),
    );
  });
  const seen = new Set<string>();
  const kept = readings.filter((reading) => {
    const key = limitText(reading.limit);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    limits: kept.map((reading) => reading.limit),
    findings: kept.map((reading) => ({ value: limitText(reading.limit), evidence: reading.lines.map(lineRef) })),
  };
}
