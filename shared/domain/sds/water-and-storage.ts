import { STORAGE_CLASSES, type StorageClass, type WaterHazardClass } from '../../enums/catalogs';
import { allLines, lineRef, type SdsDocument, type SdsLine } from './document';
import { findLabelled } from './labels';
import { type SdsStructure, sectionOf } from './sections';
import { tolerant } from './spelling';
import type { SdsFinding } from './statements';

/**
 * SDS-17 Water hazard class (WGK, German AwSV Annex 1): read in sections 15, 12 and then the
 * rest of the sheet from "WGK", "Wassergefährdungsklasse", "Water hazard class", "Water
 * classification": "WGK 1"/"1"/"schwach wassergefährdend"/"slightly hazardous to water" →
 * class 1; "deutlich wassergefährdend"/"obviously hazardous to water" → 2; "stark
 * wassergefährdend"/"highly/severely hazardous to water" → 3; "nwg"/"nicht wassergefährdend"/
 * "not hazardous to water" → not hazardous; "awg"/"allgemein wassergefährdend" → generally
 * hazardous. A label without a readable value (an empty heading, a missing translation) is none.
 *
 * SDS-18 Storage class (LGK, TRGS 510 Annex 4): read in sections 7, 15 and then the rest from
 * "Lagerklasse", "LGK", "VCI-Lagerklasse", "Storage class": the class as TRGS 510 writes it
 * ("6.1 D" → 6.1D, "LGK 4.1 B" → 4.1B), the TRGS reference ("nach TRGS 510", "(TRGS 510)") set
 * aside; the class names "Nicht brennbare Flüssigkeiten"/"Non-combustible liquids" → 12 and
 * "Nicht brennbare Feststoffe"/"Non-combustible solids" → 13, "Brennbare Flüssigkeiten"/
 * "Combustible liquids" → 10, "Brennbare Feststoffe"/"Combustible solids" → 11. A value that is
 * no TRGS 510 class ("siehe Kapitel 15") is passed over.
 */

function ordered(structure: SdsStructure, document: SdsDocument, sections: readonly number[]): SdsLine[] {
  const first = sections.flatMap((number) => sectionOf(structure, number)?.lines ?? []);
  const rest = allLines(document).filter((line) => !line.furniture && !first.includes(line));
  return [...first, ...rest];
}

const WATER_LABEL =
  /wgk\s*classification|wgk|wassergefährdungsklasse|wassergefährdung|water\s*hazard\s*class(?:ification)?|(?:germany\s*-\s*)?water\s*classification/;

const WATER_WORDS: readonly (readonly [RegExp, WaterHazardClass])[] = [
  [
    tolerant(
      /(?<![\p{L}])(nwg|nicht wassergefährdend|not (?:hazardous|dangerous) to water|non[-\s]hazardous to water)/iu,
    ),
    'NOT_HAZARDOUS',
  ],
  [tolerant(/(?<![\p{L}])(awg|allgemein wassergefährdend|generally hazardous to water)/iu), 'GENERALLY_HAZARDOUS'],
  [
    tolerant(/(?<![\p{L}])(schwach wassergefährdend|slightly (?:hazardous|dangerous) to water|low hazard to water)/iu),
    'CLASS_1',
  ],
  [
    tolerant(/(?<![\p{L}])(stark wassergefährdend|(?:highly|severely|strongly) (?:hazardous|dangerous) to water)/iu),
    'CLASS_3',
  ],
  [tolerant(/(?<![\p{L}])(deutlich wassergefährdend|obviously hazardous to water|hazardous to water)/iu), 'CLASS_2'],
];
const WGK_CLASSES: Record<string, WaterHazardClass> = { 1: 'CLASS_1', 2: 'CLASS_2', 3: 'CLASS_3' };
const WGK_NUMBER = /WGK\s*[:(]?\s*([123])(?!\d)/i;
const LEADING_NUMBER = /^[\s:.\-–()]*([123])(?![\d.,])/;

function waterClassOf(value: string): WaterHazardClass | undefined {
  const number = WGK_NUMBER.exec(value)?.[1] ?? LEADING_NUMBER.exec(value)?.[1];
  if (number) return WGK_CLASSES[number];
  return WATER_WORDS.find(([words]) => words.test(value))?.[1];
}

export function waterHazardClass(
  structure: SdsStructure,
  document: SdsDocument,
): SdsFinding<WaterHazardClass> | undefined {
  for (const labelled of findLabelled(ordered(structure, document, [15, 12]), WATER_LABEL)) {
    const value = waterClassOf(labelled.value) ?? waterClassOf(`${labelled.label} ${labelled.value}`);
    if (value) return { value, evidence: labelled.lines.map(lineRef) };
  }
  return undefined;
}

const STORAGE_LABEL = /(?:vci-)?lagerklasse|lgk|storage\s*class/;
const TRGS_REFERENCE = /\(?\s*(?:nach|gemäß|according to|acc\. to)?\s*TRGS\s*510\s*\)?\s*:?/gi;
const STORAGE_NAMES: readonly (readonly [RegExp, StorageClass])[] = [
  [tolerant(/(nicht brennbare flüssigkeiten|non[-\s]?combustible liquids)/i), '12'],
  [tolerant(/(nicht brennbare feststoffe|non[-\s]?combustible solids)/i), '13'],
  [tolerant(/(brennbare flüssigkeiten|combustible liquids)/i), '10'],
  [tolerant(/(brennbare feststoffe|combustible solids)/i), '11'],
];
const STORAGE_NUMBER = /^(?:LGK\s*)?(\d{1,2}(?:\.\d)?)\s?([A-D])?(?![\p{L}\d])/u;

function storageClassOf(value: string): StorageClass | undefined {
  const text = value.replace(TRGS_REFERENCE, ' ').replace(/^(?:[\s:.\-–]|\([^)]*\))+/, '');
  const match = STORAGE_NUMBER.exec(text);
  const code = match ? `${match[1]}${match[2] ?? ''}`.toUpperCase() : undefined;
  const known = STORAGE_CLASSES.find((storageClass) => storageClass === code);
  if (known) return known;
  return STORAGE_NAMES.find(([names]) => names.test(text))?.[1];
}

export function storageClass(structure: SdsStructure, document: SdsDocument): SdsFinding<StorageClass> | undefined {
  for (const labelled of findLabelled(ordered(structure, document, [7, 15]), STORAGE_LABEL)) {
    const value = storageClassOf(labelled.value);
    if (value) return { value, evidence: labelled.lines.map(lineRef) };
  }
  return undefined;
}
