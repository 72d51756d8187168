import type { Language } from '../../../shared/cookies';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { matchesTerms, queryTerms, type SearchForms, searchForms } from '../../../shared/text-search';
import { familyCodes, signName } from './pictogram-name';

/** A sign as the picker's grid shows it: code and name in the interface language. */
export interface SignChoice {
  readonly code: string;
  readonly name: string;
}

export interface IndexedSign {
  readonly choice: SignChoice;
  readonly forms: SearchForms;
}

/** The signs of a catalogue to choose from, in its order; fire signs without their arrows (chosen after the sign). */
export function indexSigns(catalog: SignCatalog, language: Language): readonly IndexedSign[] {
  return familyCodes(catalog)
    .filter((code) => !code.includes('_'))
    .map((code) => {
      const name = signName(language, code) ?? code;
      return { choice: { code, name }, forms: searchForms(`${code} ${name}`) };
    });
}

/**
 * The signs matching a query by code (`m00`, `GHS2` for GHS02 too) or by words of their name in the
 * interface language (case and diacritics folded); codes that begin with the query first.
 */
export function searchSigns(index: readonly IndexedSign[], query: string): readonly SignChoice[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return index.map((entry) => entry.choice);
  const compact = query.replace(/\s+/g, '').toUpperCase();
  const loose = compact.replace(/^([A-Z]+)0*/, '$1');
  const codeFits = (code: string) => code.startsWith(compact) || code.replace(/^([A-Z]+)0*/, '$1').startsWith(loose);
  const matching = index.filter((entry) => codeFits(entry.choice.code) || matchesTerms(entry.forms, terms));
  return [
    ...matching.filter((entry) => codeFits(entry.choice.code)),
    ...matching.filter((entry) => !codeFits(entry.choice.code)),
  ].map((entry) => entry.choice);
}
