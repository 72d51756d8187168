import type { Language } from '../../../shared/cookies';
import { matchesTerms, queryTerms, type SearchForms, searchForms } from '../../../shared/text-search';
import type { StatementCatalog } from './load-statement-catalog';
import { FIELD_KINDS, type StatementField } from './statement-fields';

/** A statement as the picker lists it: its code and its official text in the interface language. */
export interface StatementOption {
  readonly code: string;
  readonly text: string;
}

export interface IndexedStatement {
  readonly option: StatementOption;
  /** Code and text, folded once for the search. */
  readonly forms: SearchForms;
  readonly upper: string;
  /** The codes a combination joins (`P301`, `P310` of `P301+P310`). */
  readonly parts: readonly string[];
}

/** Every statement a field takes, in the order of the regulation, folded for the search. */
export function indexStatements(
  catalog: StatementCatalog,
  field: StatementField,
  language: Language,
): readonly IndexedStatement[] {
  return FIELD_KINDS[field].flatMap((kind) =>
    catalog.statementCodes(kind).map((code) => {
      const text = catalog.catalogText(code, language) ?? '';
      const upper = code.toUpperCase();
      return {
        option: { code, text },
        forms: searchForms(`${code} ${text}`),
        upper,
        parts: upper.split(/[+[\]]+/).filter((part) => part !== ''),
      };
    }),
  );
}

/** How well a statement's code fits the query: the code itself, a code it begins, a part of a combination, else a word. */
function rank(entry: IndexedStatement, compact: string): number {
  if (entry.upper === compact) return 0;
  if (entry.upper.startsWith(compact)) return 1;
  if (entry.parts.some((part) => part.startsWith(compact))) return 2;
  return 3;
}

/**
 * The statements matching a query: by code (`h22`, `P310` also finds P301+P310, `p301 + p310`)
 * or by words of the official text in the interface language, each word somewhere in it, case,
 * umlauts and other diacritics folded ("entzundbar flussig" finds H225 and H226). Codes that
 * fit best come first, each group in the order of the regulation; a blank query lists them all.
 */
export function searchStatements(index: readonly IndexedStatement[], query: string): readonly StatementOption[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return index.map((entry) => entry.option);
  const compact = query.replace(/\s+/g, '').toUpperCase();
  return index
    .filter((entry) => matchesTerms(entry.forms, terms) || entry.upper.includes(compact))
    .map((entry) => ({ entry, rank: rank(entry, compact) }))
    .sort((left, right) => left.rank - right.rank)
    .map(({ entry }) => entry.option);
}
