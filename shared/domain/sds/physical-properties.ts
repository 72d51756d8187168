import type { Phase } from '../../enums/catalogs';
import { allLines, lineRef, type SdsDocument, type SdsLine } from './document';
import type { FlashPoint } from './flash-point';
import { findLabelled, type Labelled } from './labels';
import type { SdsLanguage } from './language';
import { ABOUT, COMPARATOR, type Comparator, comparatorOf, decimal, NUMBER } from './numbers';
import { type SdsStructure, sectionOf } from './sections';
import { tolerant } from './spelling';
import type { SdsFinding } from './statements';

/**
 * Physical and chemical properties of Annex II 9.1, read in section 9 (the whole sheet when it
 * has no section 9 the reader recognises), from the first label of each whose value says
 * something; "nicht bestimmt", "not available", "nicht anwendbar" and an empty unit are none.
 * Conditions printed with a value ("bei 20 °C", "Temperatur 20 °C", "at 10 g/l", "(CIPAC MT
 * 75.3)") are not the value.
 *
 * SDS-26 Physical state: "Aggregatzustand", "Physical state", "Form", "Aussehen",
 * "Appearance": the first word of the value that names a state: fest, Feststoff, Pulver,
 * Granulat, Kristalle, solid, powder, crystals, granules, pellets, flakes, rods → solid;
 * flüssig (also zähflüssig), Flüssigkeit, Lösung, liquid, solution, emulsion, suspension, Öl,
 * oil → liquid; gasförmig, Gas, gaseous, a liquefied gas → gaseous. Paste, gel, aerosol and
 * "Artikel" are none of the three: the field stays empty and the user decides.
 *
 * SDS-27 Boiling point: "Siedepunkt", "Siedebeginn", "Siedebereich", "Boiling point",
 * "Initial boiling point", "Boiling range": in °C when given, else °F; a range ("60 °C - 63 °C",
 * "100 - 110 °C") gives its lower end, the value that rates the volatility higher (EMKG: the
 * lower the boiling point, the higher the release); a comparison sign is kept ("> 100 °C").
 *
 * SDS-28 Vapour pressure: "Dampfdruck", "Vapour/Vapor pressure": the value with its unit as
 * printed (hPa, kPa, Pa, mbar, bar, mmHg/Torr, psi), the SI unit when the sheet gives two
 * ("22 kPa (165 mm Hg)"), a bare number taking its label's unit ("Vapour pressure (Pa): 12");
 * of a range the upper end (the higher volatility); the temperature it was measured at when
 * printed in the label or the value ("Dampfdruck (20 °C)", "0,9783 hPa at 20 °C").
 *
 * SDS-29 pH: "pH", "pH-Wert", "pH value": a number from 0 to 14 or a range ("ca. 5 - 7",
 * "9 - 11,4"), the concentration and temperature it was measured at set aside ("7,81 in 10 g/l
 * Wasser", "9.1 at 10 g/l"); "nicht anwendbar" and "not available" are none.
 */

export type BoilingPoint = FlashPoint;

export type PressureUnit = 'hPa' | 'kPa' | 'Pa' | 'MPa' | 'mbar' | 'bar' | 'mmHg' | 'psi';

export interface VapourPressure {
  readonly value: number;
  readonly unit: PressureUnit;
  readonly comparator?: Comparator;
  /** The temperature it was measured at, where the sheet prints it. */
  readonly temperature?: { readonly value: number; readonly unit: 'C' | 'F' };
}

export interface PhValue {
  readonly value: number;
  /** The upper end of a range ("5 - 7"); absent for a single value. */
  readonly to?: number;
  readonly comparator?: Comparator;
}

function propertyLines(structure: SdsStructure, document: SdsDocument): readonly SdsLine[] {
  const section = sectionOf(structure, 9);
  return section ? section.lines : allLines(document).filter((line) => !line.furniture);
}

/** Another property's label: a value on the next line that opens with one is not the value of a lone label. */
const OTHER_PROPERTY =
  /flammpunkt|flash\s*point|schmelz|melting|dichte|density|zünd|ignition|viskosit|viscosity|löslich|solubil|explosi|verdampf|evaporat|geruch|odou?r|farbe|colou?r|dampf|vapou?r|siede|boiling|ph(?![\p{L}])/iu;

function ownLabelled(lines: readonly SdsLine[], label: RegExp): Labelled[] {
  return findLabelled(lines, label).filter(
    (labelled) => labelled.lines.length === 1 || !OTHER_PROPERTY.test(labelled.lines[1]?.text ?? ''),
  );
}

function firstRead<T>(
  lines: readonly SdsLine[],
  label: RegExp,
  read: (labelled: Labelled) => T | undefined,
): { value: T; lines: readonly SdsLine[] } | undefined {
  for (const labelled of ownLabelled(lines, label)) {
    const value = read(labelled);
    if (value !== undefined) return { value, lines: labelled.lines };
  }
  return undefined;
}

/* SDS-26 */

const PHASE_LABEL =
  /aggregatzustand|physikalischer\s*zustand|physischer\s*zustand|physical\s*state|zustandsform|form|aussehen|appearance/;

const PHASE_WORDS: readonly (readonly [RegExp, Phase])[] = [
  [
    tolerant(/verflüssigtes\s*gas|liquefied\s*(?:\p{L}+\s*)?gas|gasförmig|gaseous|(?<![\p{L}])gas(?![\p{L}])/iu),
    'GASEOUS',
  ],
  [
    tolerant(
      /(?<![\p{L}])(?:fest(?:e|er|es)?|feststoff|pulver\p{L}*|granulat|kristall\p{L}*|körnig|solid|powder|crystal\p{L}*|granul\p{L}*|pellets?|flakes?|schuppen|tabletten|tablets?|prills?|rods?|stäbchen)(?![\p{L}])/iu,
    ),
    'SOLID',
  ],
  [
    tolerant(/flüssig|liquid|(?<![\p{L}])(?:lösung|solution|emulsion|suspension|öl|ölig|oil|oily)(?![\p{L}])/iu),
    'LIQUID',
  ],
];

export function phaseOf(value: string): Phase | undefined {
  let best: { index: number; phase: Phase } | undefined;
  for (const [words, phase] of PHASE_WORDS) {
    const index = value.search(words);
    if (index >= 0 && (!best || index < best.index)) best = { index, phase };
  }
  return best?.phase;
}

export function physicalState(structure: SdsStructure, document: SdsDocument): SdsFinding<Phase> | undefined {
  const found = firstRead(propertyLines(structure, document), PHASE_LABEL, (labelled) => phaseOf(labelled.value));
  return found && { value: found.value, evidence: found.lines.map(lineRef) };
}

/* SDS-27 */

const BOILING_LABEL =
  /(?:anfangs)?siede(?:punkt|beginn|bereich|temperatur)|(?:initial\s*)?boiling\s*(?:point|range)(?:\s*\/\s*(?:boiling\s*)?range)?/;
const CONDITION_TEMPERATURE = new RegExp(
  String.raw`(?:bei|at|@|temperatur(?:e)?)\s*(?:°\s*C\s*)?:?\s*${NUMBER}\s*°\s*[CF]|\(\s*${NUMBER}\s*°\s*[CF]\s*\)`,
  'giu',
);
const CONDITION_PRESSURE = new RegExp(String.raw`(?:bei|at|@)\s*${NUMBER}\s*(?:hPa|kPa|mbar|mm\s*Hg|atm)`, 'giu');
const TEMPERATURE = new RegExp(String.raw`${COMPARATOR}?\s*${ABOUT}\s*${NUMBER}\s*°\s*([CF])(?![\p{L}])`, 'gu');
const RANGE_START = new RegExp(
  String.raw`${COMPARATOR}?\s*${ABOUT}\s*(\d+(?:[.,]\d+)?)\s*(?:°\s*[CF])?\s*(?:\([^)]*\)\s*)?(?:-|–|—|bis|to|\.\.\.|…)\s*$`,
  'u',
);

function withoutConditions(value: string): string {
  return value.replace(CONDITION_PRESSURE, ' ').replace(CONDITION_TEMPERATURE, ' ');
}

function temperatureOf(label: string, value: string, language: SdsLanguage | null): BoilingPoint | undefined {
  const text = withoutConditions(value);
  const matches = [...text.matchAll(TEMPERATURE)];
  const chosen = matches.find((match) => match[3]?.toUpperCase() === 'C') ?? matches[0];
  if (chosen?.[2] !== undefined) {
    const unit = chosen[3]?.toUpperCase() === 'F' ? 'F' : 'C';
    const before = text.slice(0, chosen.index ?? 0);
    const start = RANGE_START.exec(before);
    const number = chosen[2].replace(/^[-−–]/, start ? '' : '-');
    const lower = start?.[2] ?? number;
    const comparator = comparatorOf((start ? start[1] : chosen[1]) ?? undefined);
    const parsed = decimal(start ? lower : chosen[2], language);
    if (Number.isNaN(parsed)) return undefined;
    const lowest = start ? Math.min(parsed, decimal(number, language)) : parsed;
    return comparator ? { value: lowest, unit, comparator } : { value: lowest, unit };
  }
  const unit = /°\s*([CF])/i.exec(label)?.[1]?.toUpperCase();
  const bare = new RegExp(String.raw`^[\s:=]*${COMPARATOR}?\s*${ABOUT}\s*${NUMBER}(?![\d.,]|\s*[%\p{L}])`, 'u').exec(
    text,
  );
  if (!unit || bare?.[2] === undefined) return undefined;
  const parsed = decimal(bare[2], language);
  const comparator = comparatorOf(bare[1]);
  if (Number.isNaN(parsed)) return undefined;
  const point = { value: parsed, unit: unit === 'F' ? ('F' as const) : ('C' as const) };
  return comparator ? { ...point, comparator } : point;
}

export function boilingPoint(
  structure: SdsStructure,
  document: SdsDocument,
  language: SdsLanguage | null,
): { point: BoilingPoint; finding: SdsFinding } | undefined {
  const found = firstRead(propertyLines(structure, document), BOILING_LABEL, (labelled) =>
    temperatureOf(labelled.label, labelled.value, language),
  );
  return (
    found && {
      point: found.value,
      finding: { value: temperatureText(found.value), evidence: found.lines.map(lineRef) },
    }
  );
}

export function temperatureText(point: FlashPoint): string {
  return `${point.comparator ?? ''}${point.value} °${point.unit}`;
}

/* SDS-28 */

const VAPOUR_LABEL = /dampfdruck|vapou?r\s*pressure/;
const PRESSURE_UNITS: Record<string, PressureUnit> = {
  hpa: 'hPa',
  kpa: 'kPa',
  pa: 'Pa',
  mpa: 'MPa',
  mbar: 'mbar',
  bar: 'bar',
  mmhg: 'mmHg',
  torr: 'mmHg',
  psi: 'psi',
};
const SI_UNITS: ReadonlySet<PressureUnit> = new Set(['hPa', 'kPa', 'Pa', 'MPa', 'mbar', 'bar']);
const UNIT = String.raw`(hPa|kPa|MPa|Pa|mbar|bar|mm\s*Hg|Torr|psi)(?![\p{L}])`;
const PRESSURE = new RegExp(
  String.raw`${COMPARATOR}?\s*${ABOUT}\s*(?:(\d+(?:[.,]\d+)*)\s*(?:-|–|bis|to)\s*)?${NUMBER}\s*${UNIT}`,
  'giu',
);
const MEASURED_AT = /(?<![\d.,])([-−–]?\d+(?:[.,]\d+)?)\s*°\s*([CF])(?![\p{L}])/u;

function pressureUnit(text: string): PressureUnit | undefined {
  return PRESSURE_UNITS[text.replace(/\s+/g, '').toLowerCase()];
}

function measuredAt(text: string, language: SdsLanguage | null): VapourPressure['temperature'] {
  const match = MEASURED_AT.exec(text);
  if (!match?.[1]) return undefined;
  return { value: decimal(match[1], language), unit: match[2]?.toUpperCase() === 'F' ? 'F' : 'C' };
}

function pressureOf(label: string, value: string, language: SdsLanguage | null): VapourPressure | undefined {
  const matches = [...value.matchAll(PRESSURE)].filter((match) => pressureUnit(match[4] ?? ''));
  const chosen = matches.find((match) => SI_UNITS.has(pressureUnit(match[4] ?? '') as PressureUnit)) ?? matches[0];
  let reading: Omit<VapourPressure, 'temperature'> | undefined;
  let rest = value;
  if (chosen?.[3] !== undefined) {
    const number = decimal(chosen[3], language);
    const comparator = comparatorOf(chosen[1]);
    const unit = pressureUnit(chosen[4] ?? '') as PressureUnit;
    reading = comparator ? { value: number, unit, comparator } : { value: number, unit };
    rest = value.replace(chosen[0], ' ');
  } else {
    const unit = pressureUnit(/\(\s*([^)]*?)\s*\)/.exec(label)?.[1] ?? '');
    const bare = new RegExp(String.raw`^[\s:=]*${COMPARATOR}?\s*${ABOUT}\s*${NUMBER}(?![\d.,]|\s*[%°\p{L}])`, 'u').exec(
      value,
    );
    if (unit && bare?.[2] !== undefined) {
      const comparator = comparatorOf(bare[1]);
      reading = comparator
        ? { value: decimal(bare[2], language), unit, comparator }
        : { value: decimal(bare[2], language), unit };
      rest = value.slice(bare[0].length);
    }
  }
  if (!reading || Number.isNaN(reading.value)) return undefined;
  const temperature = measuredAt(rest, language) ?? measuredAt(label, language);
  return temperature ? { ...reading, temperature } : reading;
}

export function vapourPressure(
  structure: SdsStructure,
  document: SdsDocument,
  language: SdsLanguage | null,
): { pressure: VapourPressure; finding: SdsFinding } | undefined {
  const lines = propertyLines(structure, document);
  for (const labelled of ownLabelled(lines, VAPOUR_LABEL)) {
    const pressure = pressureOf(labelled.label, labelled.value, language);
    if (pressure)
      return { pressure, finding: { value: pressureText(pressure), evidence: labelled.lines.map(lineRef) } };
  }
  return undefined;
}

function pressureText(pressure: VapourPressure): string {
  const at = pressure.temperature ? ` (${pressure.temperature.value} °${pressure.temperature.unit})` : '';
  return `${pressure.comparator ?? ''}${pressure.value} ${pressure.unit}${at}`;
}

/* SDS-29 */

const PH_LABEL = /ph(?:[-\s]?wert|[-\s]?value)?/;
const PH_CONDITIONS = [
  /\[[^\]]*\]/g,
  /\([^)]*\)/g,
  /\[[^\]]*\]/g,
  new RegExp(
    String.raw`(?:in|at|bei|@)?\s*${NUMBER}\s*(?:g\s*\/\s*l|%)(?:\s*(?:wasser|water|lösung|solution|h2o))?`,
    'giu',
  ),
  new RegExp(String.raw`(?:bei|at|@|temperatur(?:e)?)?\s*:?\s*${NUMBER}\s*°\s*[CF]`, 'giu'),
];
const PH_VALUE = new RegExp(
  String.raw`${COMPARATOR}?\s*${ABOUT}\s*(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|bis|to)\s*(\d+(?:[.,]\d+)?))?(?![\d.,]|\s*[°%])`,
  'u',
);

export function phOf(value: string): PhValue | undefined {
  let text = value;
  for (const condition of PH_CONDITIONS) text = text.replace(condition, ' ');
  const match = PH_VALUE.exec(text.replace(/\s+/g, ' '));
  if (match?.[2] === undefined) return undefined;
  const low = decimal(match[2]);
  const high = match[3] === undefined ? undefined : decimal(match[3]);
  if (Number.isNaN(low) || low < 0 || low > 14 || (high !== undefined && (high < low || high > 14))) return undefined;
  const comparator = comparatorOf(match[1]);
  return {
    value: low,
    ...(high !== undefined && high !== low ? { to: high } : {}),
    ...(comparator ? { comparator } : {}),
  };
}

export function ph(
  structure: SdsStructure,
  document: SdsDocument,
): { value: PhValue; finding: SdsFinding } | undefined {
  const found = firstRead(propertyLines(structure, document), PH_LABEL, (labelled) => phOf(labelled.value));
  if (!found) return undefined;
  const { value } = found;
  const text = `${value.comparator ?? ''}${value.value}${value.to === undefined ? '' : ` – ${value.to}`}`;
  return { value, finding: { value: text, evidence: found.lines.map(lineRef) } };
}
