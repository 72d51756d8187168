import { allLines, lineRef, type SdsDocument } from './document';
import { findLabelled } from './labels';
import { type SdsStructure, sectionOf } from './sections';
import type { SdsFinding } from './statements';

/**
 * SDS-19 Flash point (Annex II 9.1): read in section 9, then section 5 (US templates put it
 * under fire-fighting), then the rest, from "Flammpunkt" / "Flash point": the temperature in °C
 * when the sheet gives one, else in °F ("64.00 °F (17.78 °C)" → 17.78 °C; "181 °F" → 181 °F), a
 * bare number taking the unit of its label ("Flash point (°C): 23"). A comparison sign is kept
 * ("> 200 °C"); "ca." and "=" are not. "nicht anwendbar", "not determined", an empty "°C" are
 * none.
 */

export interface FlashPoint {
  readonly value: number;
  readonly unit: 'C' | 'F';
  readonly comparator?: '<' | '>' | '≤' | '≥';
}

const FLASH_POINT_LABEL = /flammpunkt|flash\s*point(?:\s*\[method\])?/;
const TEMPERATURE = /([<>≤≥]|<=|>=)?\s*(?:ca\.?\s*|=\s*)?([-−–]?\d+(?:[.,]\d+)?)\s*°?\s*([CF])(?![\p{L}])/gu;
const BARE_NUMBER = /^[\s:=]*([<>≤≥]|<=|>=)?\s*(?:ca\.?\s*)?([-−–]?\d+(?:[.,]\d+)?)(?![\d.,]|\s*%)/u;

const COMPARATORS: Record<string, FlashPoint['comparator']> = {
  '<': '<',
  '>': '>',
  '≤': '≤',
  '≥': '≥',
  '<=': '≤',
  '>=': '≥',
};

function number(text: string): number {
  return Number(text.replace(/[−–]/, '-').replace(',', '.'));
}

function point(value: string, unit: 'C' | 'F', sign: string | undefined): FlashPoint {
  const comparator = sign === undefined ? undefined : COMPARATORS[sign];
  return comparator ? { value: number(value), unit, comparator } : { value: number(value), unit };
}

function flashPointOf(label: string, value: string): FlashPoint | undefined {
  const temperatures = [...value.matchAll(TEMPERATURE)];
  const celsius = temperatures.find((match) => match[3]?.toUpperCase() === 'C');
  const chosen = celsius ?? temperatures[0];
  if (chosen?.[2]) return point(chosen[2], chosen[3]?.toUpperCase() === 'F' ? 'F' : 'C', chosen[1]);
  const unit = /°\s*([CF])/i.exec(label)?.[1]?.toUpperCase();
  const bare = BARE_NUMBER.exec(value);
  return unit && bare?.[2] ? point(bare[2], unit === 'F' ? 'F' : 'C', bare[1]) : undefined;
}

export function flashPoint(
  structure: SdsStructure,
  document: SdsDocument,
): { point: FlashPoint; finding: SdsFinding } | undefined {
  const first = [9, 5].flatMap((number) => sectionOf(structure, number)?.lines ?? []);
  const rest = allLines(document).filter((line) => !line.furniture && !first.includes(line));
  for (const labelled of findLabelled([...first, ...rest], FLASH_POINT_LABEL)) {
    const value = flashPointOf(labelled.label, labelled.value);
    if (value)
      return { point: value, finding: { value: flashPointText(value), evidence: labelled.lines.map(lineRef) } };
  }
  return undefined;
}

function flashPointText(point: FlashPoint): string {
  return `${point.comparator ?? ''}${point.value} °${point.unit}`;
}
