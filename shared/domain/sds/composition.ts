import { lineRef, type SdsLine } from './document';
import { isValidCasNumber, isValidEcNumber, normaliseCasNumber } from './identifiers';
import { type SdsStructure, sectionOf } from './sections';
import type { SdsFinding } from './statements';

/**
 * SDS-11 Composition identifiers: the CAS and EC numbers printed in section 3 (Annex II 3.1
 * substances, 3.2 mixtures), in any column or label ("CAS-Nr.", "N° CAS", "EINECS", "[EG Nr.…]",
 * a bare number in a table). Section 1 and the component texts of section 2 are not read: the
 * composition is section 3's. Index numbers (607-157-00-X), REACH registration numbers and dates
 * do not fit the patterns. A number whose check digit fails (SDS-10) is still listed as the sheet
 * prints it, and reported, never corrected.
 */

export const CAS_PATTERN = /(?<![\d-])(\d{2,7}) ?- ?(\d{2}) ?- ?(\d)(?![\d-])/g;
export const EC_PATTERN = /(?<![\d-])([2-9]\d{2}) ?- ?(\d{3}) ?- ?(\d)(?![\d-]|\s?-\s?\d)/g;

function collect(lines: readonly SdsLine[], pattern: RegExp, read: (match: RegExpMatchArray) => string): SdsFinding[] {
  const found = new Map<string, SdsFinding>();
  for (const line of lines) {
    for (const match of line.text.matchAll(pattern)) {
      const value = read(match);
      const known = found.get(value);
      found.set(value, { value, evidence: [...(known?.evidence ?? []), lineRef(line)] });
    }
  }
  return [...found.values()];
}

export interface Composition {
  readonly casNumbers: readonly SdsFinding[];
  readonly ecNumbers: readonly SdsFinding[];
  /** The numbers among them whose check digit fails. */
  readonly invalid: readonly SdsFinding[];
}

export function composition(structure: SdsStructure): Composition {
  const lines = sectionOf(structure, 3)?.lines ?? [];
  const casNumbers = collect(lines, CAS_PATTERN, (match) => normaliseCasNumber(`${match[1]}-${match[2]}-${match[3]}`));
  const ecNumbers = collect(lines, EC_PATTERN, (match) => `${match[1]}-${match[2]}-${match[3]}`);
  return {
    casNumbers,
    ecNumbers,
    invalid: [
      ...casNumbers.filter((finding) => !isValidCasNumber(finding.value)),
      ...ecNumbers.filter((finding) => !isValidEcNumber(finding.value)),
    ],
  };
}
