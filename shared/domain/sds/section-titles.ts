import { tolerant } from './spelling';

/**
 * SDS-4 The sixteen sections of Regulation (EC) No 1907/2006 Annex II, recognised by the words
 * of their headings in German and English as sheets word them (the Annex's own titles, older
 * ones such as "Zubereitung" or "Product and company identification", and translations such as
 * "Gefahrenidentifizierung"). A heading's words decide which section it is, its number only
 * where the words are missing.
 */
const SECTION_WORDS: readonly (readonly [number, RegExp])[] = [
  [2, tolerant(/(mögliche gefahren|gefahrenidentifi\w*|gefahren(ermittlung|bestimmung)|hazards? identification)/i)],
  [
    3,
    tolerant(/(zusammensetzung|composition|angaben zu (den )?bestandteilen|information on ingredients|komposition)/i),
  ],
  [4, tolerant(/(erste[-\s]?hilfe|first[-\s]?aid)/i)],
  [5, tolerant(/(brandbekämpfung|fire[-\s]?fighting|fire fighting|löschmaßnahmen)/i)],
  [6, tolerant(/(unbeabsichtigte\w* freisetzung|accidental release|freilassung)/i)],
  [7, tolerant(/(handhabung|handling)\b.*(lagerung|storage)/i)],
  [8, tolerant(/(exposition|exposure|persönliche\w* schutz|personal protection)/i)],
  [9, tolerant(/(physikalisch|physische|physical\s*(and|&|\/)\s*chemical|chemical and physical)/i)],
  [10, tolerant(/(stabilität|stability|reaktivität|reactivity)/i)],
  [11, tolerant(/(toxikolog|toxicolog)/i)],
  [12, tolerant(/(umweltbezogen|ökolog|ecolog|environmental information)/i)],
  [13, tolerant(/(entsorgung|disposal)/i)],
  [14, tolerant(/(transport|beförderung)/i)],
  [15, tolerant(/(rechtsvorschriften|regulatory|vorschriften|vorgeschriebene|regulations?\b)/i)],
  [
    16,
    tolerant(
      /(sonstige angaben|other information|weitere angaben|andere angaben|(andere|sonstige|weitere) informationen|further information)/i,
    ),
  ],
  [
    1,
    tolerant(
      /\b(identifi\w*|identifikation|bezeichnung des (stoff|produkt|gemisch|zubereitung)\w*|stoff- (oder|und) gemischidentifi\w*|firmenbezeichnung|produkt- und firmen\w*)/i,
    ),
  ],
];

/**
 * The Annex II section a heading's words name, if any; the first match wins, section 1 last
 * because "identification" also ends "hazards identification".
 */
export function sectionOfTitle(title: string): number | undefined {
  return SECTION_WORDS.find(([, words]) => words.test(title))?.[0];
}

/**
 * Which Annex II section a heading numbered `number` may be. The ISO 11014 / ANSI Z400.1 order
 * of older sheets swaps composition (2) and hazards (3), so those two accept each other's words.
 */
export function sectionsForNumber(number: number): readonly number[] {
  if (number === 2 || number === 3) return [2, 3];
  return [number];
}

/**
 * SDS-5 Subsections by their words, for sheets that leave them unnumbered. Only the ones the
 * extraction needs: the classification, label elements and other hazards of section 2.
 */
export const LABEL_ELEMENTS = tolerant(
  /^(label elements|ghs label elements|labell?ing|ghs[-\s]labell?ing|label|kennzeichnungselemente|kennzeichnung|etikett)\b/i,
);
export const OTHER_HAZARDS = tolerant(
  /^(other hazards?|other hazard information|hazards not otherwise classified|sonstige gefahren|andere gefahren|weitere gefahren)\b/i,
);
export const CLASSIFICATION = tolerant(
  /^(classification|hazard classification|ghs[-\s]classification|einstufung|gefahreneinstufung)\b/i,
);
