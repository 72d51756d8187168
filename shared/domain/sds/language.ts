import { allLines, lineRef, type SdsDocument } from './document';
import type { SdsStructure } from './sections';
import type { SdsFinding } from './statements';

/**
 * SDS-20 Language of the sheet: German or English by counting common function words of each
 * language in the whole text ("und", "der", "die", "nicht", "mit" against "and", "the", "of",
 * "with", "not"). The language with more wins; no words of either is none. The evidence is the
 * first section heading (it shows the language at a glance). The user's choice in the import
 * dialog overrides the detection; the detection only preselects it.
 */

export type SdsLanguage = 'de' | 'en';

const WORDS: Record<SdsLanguage, ReadonlySet<string>> = {
  de: new Set([
    'und',
    'der',
    'die',
    'das',
    'des',
    'nicht',
    'mit',
    'von',
    'für',
    'bei',
    'oder',
    'ist',
    'sind',
    'zu',
    'den',
    'dem',
    'gemäß',
    'keine',
    'siehe',
  ]),
  en: new Set([
    'and',
    'the',
    'of',
    'with',
    'not',
    'for',
    'or',
    'is',
    'are',
    'to',
    'in',
    'on',
    'according',
    'no',
    'see',
    'this',
    'be',
  ]),
};

export function sheetLanguage(document: SdsDocument, structure: SdsStructure): SdsFinding<SdsLanguage> | undefined {
  const counts: Record<SdsLanguage, number> = { de: 0, en: 0 };
  const lines = allLines(document);
  for (const line of lines) {
    for (const word of line.text.toLowerCase().split(/[^\p{L}]+/u)) {
      if (WORDS.de.has(word)) counts.de++;
      if (WORDS.en.has(word)) counts.en++;
    }
  }
  if (counts.de === counts.en) return undefined;
  const language: SdsLanguage = counts.de > counts.en ? 'de' : 'en';
  const shown = structure.sections[0]?.heading ?? lines[0];
  return { value: language, evidence: shown ? [lineRef(shown)] : [] };
}
