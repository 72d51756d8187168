import { lineRef, type SdsLine } from './document';
import { findLabelled, isLabel, type Labelled, valueBelow } from './labels';
import { type SdsStructure, sectionOf } from './sections';
import type { SdsFinding } from './statements';

/**
 * SDS-16 Transport (Annex II 14.1, 14.3, 14.4), read in section 14 only, first mode first (ADR
 * is usually first; a sheet that gives only DOT, IMDG or IATA is read the same way, as their UN
 * numbers, classes and packing groups agree with ADR's):
 * - UN number: four digits after "UN-Nummer", "UN-Nr.", "UN number", "UN No.", "UN/ID No",
 *   "ID Number", or written "UN 3082" / "UN3082"; "nicht anwendbar", "not regulated" and an
 *   "NA Number" (US) are none.
 * - Class: after "Klasse(n)", "Transportgefahrenklasse(n)", "Class", "Hazard class",
 *   "Transport hazard class(es)": the class and subsidiary risks in brackets as printed in ADR
 *   5.4.1.1.1 (c) ("8 (6.1)", "2.1 (8)"); other text after it ("9, EHSM") is left out.
 * - Packing group: I, II or III after "Verpackungsgruppe", "Packing group", "PG"; "kein", "-"
 *   and "not applicable" are none.
 * A table with these labels as column heads (UN number | … | Class | PG) is read column-wise.
 */

const UN_LABEL = /(?:un|id)(?:\s*\/\s*id)?[\s-]*(?:nr\.?|no\.?|number|nummer)/;
const CLASS_LABEL =
  /(?:transport)?(?:gefahren)?klassen?(?:\(n\))?|(?:transport\s*)?(?:hazard\s*)?class(?:es|\(es\))?(?:\s*&\s*division)?|gefahrklasse/;
const PACKING_GROUP_LABEL = /verpackungsgruppe|packing\s*group|packaging\s*group|pg/;
const SHIPPING_NAME_LABEL = /(?:un\s*)?proper\s*shipping(?:\s*name)?|(?:ordnungsgemäße\s*)?(?:un-)?versandbezeichnung/;

const UN_VALUE = /(?<![\d.])(?:UN\s?)?(\d{4})(?![\d.])/;
const UN_INLINE = /(?<![\p{L}])UN[\s-]?(\d{4})(?!\d)/u;
const CLASS_VALUE = /(?<![\d.])([1-9](?:\.\d)?)(?![\d])(?:\s*\(\s*([1-9](?:\.\d)?(?:\s*,\s*[1-9](?:\.\d)?)*)\s*\))?/;
const PACKING_GROUP_VALUE = /(?<![\p{L}])(III|II|I)(?![\p{L}])/u;

export type PackingGroup = 'I' | 'II' | 'III';
const PACKING_GROUPS: readonly PackingGroup[] = ['I', 'II', 'III'];

function isTransportHeader(line: SdsLine): boolean {
  const labels = [UN_LABEL, CLASS_LABEL, PACKING_GROUP_LABEL, SHIPPING_NAME_LABEL];
  return line.cells.filter((cell) => labels.some((label) => isLabel(label, cell.text))).length >= 2;
}

function first<T extends string>(
  lines: readonly SdsLine[],
  label: RegExp,
  read: (labelled: Labelled) => T | undefined,
): SdsFinding<T> | undefined {
  for (const labelled of findLabelled(lines, label)) {
    const value = read(labelled);
    if (value) return { value, evidence: labelled.lines.map(lineRef) };
  }
  const below = valueBelow(lines, label, isTransportHeader);
  const value = below && read(below);
  return below && value ? { value, evidence: below.lines.map(lineRef) } : undefined;
}

function transportLines(structure: SdsStructure): readonly SdsLine[] {
  return sectionOf(structure, 14)?.lines ?? [];
}

export function unNumber(structure: SdsStructure): SdsFinding | undefined {
  const lines = transportLines(structure);
  const labelled = first(lines, UN_LABEL, (found) => UN_VALUE.exec(found.value)?.[1]);
  if (labelled) return labelled;
  for (const line of lines) {
    const inline = UN_INLINE.exec(line.text)?.[1];
    if (inline) return { value: inline, evidence: [lineRef(line)] };
  }
  return undefined;
}

export function hazardClass(structure: SdsStructure): SdsFinding | undefined {
  return first(transportLines(structure), CLASS_LABEL, (found) => {
    const match = CLASS_VALUE.exec(found.value);
    if (!match) return undefined;
    const subsidiary = match[2]?.split(',').map((part) => part.trim());
    return subsidiary ? `${match[1]} (${subsidiary.join(', ')})` : match[1];
  });
}

export function packingGroup(structure: SdsStructure): SdsFinding<PackingGroup> | undefined {
  return first(transportLines(structure), PACKING_GROUP_LABEL, (found) =>
    PACKING_GROUPS.find((group) => group === PACKING_GROUP_VALUE.exec(found.value)?.[1]),
  );
}
