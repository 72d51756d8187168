/**
 * German-aware full-text search of a list (domain.md §2): case-folded, `ß` as `ss`, and an
 * umlaut matches both its transcription and its bare vowel, so "Muenchen", "münchen" and
 * "munchen" all find "München". Other diacritics are dropped ("Café" → "cafe").
 */

const UMLAUT_TRANSCRIPTION: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue' };
const UMLAUT = /[äöü]/g;
const COMBINING_MARKS = /\p{M}/gu;

/** Lower case, `ß`/`ẞ` as `ss`, umlauts composed (also when typed as vowel + combining diaeresis). */
function baseFold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('de').replace(/ß/g, 'ss').replace(/ẞ/g, 'ss');
}

function stripMarks(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** The two searchable forms of a text: umlauts transcribed (`ue`) and umlauts as bare vowels (`u`). */
export interface SearchForms {
  readonly transcribed: string;
  readonly bare: string;
}

/** Anything beyond ASCII: only such text can hold umlauts, `ß`, marks or letters whose case folding needs Unicode. */
const BEYOND_ASCII = /[\u0080-\uffff]/;

export function searchForms(text: string): SearchForms {
  if (!BEYOND_ASCII.test(text)) {
    const lower = text.toLowerCase();
    return { transcribed: lower, bare: lower };
  }
  const folded = baseFold(text);
  return {
    transcribed: stripMarks(folded.replace(UMLAUT, (umlaut) => UMLAUT_TRANSCRIPTION[umlaut] ?? umlaut)),
    bare: stripMarks(folded),
  };
}

/** The terms of a query (split at white space); empty for a blank query. */
export function queryTerms(query: string): SearchForms[] {
  return query
    .split(/\s+/)
    .filter((term) => term !== '')
    .map(searchForms);
}

/** Whether every term occurs in the text, in either of its forms. */
export function matchesTerms(haystack: SearchForms, terms: readonly SearchForms[]): boolean {
  return terms.every((term) => haystack.transcribed.includes(term.transcribed) || haystack.bare.includes(term.bare));
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `term` occurs in `text` where a word begins: at the start or after a character that is no letter or digit. */
function beginsWord(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (at === 0 || !WORD_CHARACTER.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/**
 * Whether every term begins a word of the text, in either of its forms: for naming one thing
 * ("Chlor" is the gas and "Chlorbleichlauge", never "Dichlormethan"), where a list's search
 * also finds a term inside a word.
 */
export function matchesWordStarts(haystack: SearchForms, terms: readonly SearchForms[]): boolean {
  return terms.every(
    (term) => beginsWord(haystack.transcribed, term.transcribed) || beginsWord(haystack.bare, term.bare),
  );
}

/** Convenience for one text and one query. */
export function matchesQuery(text: string, query: string): boolean {
  return matchesTerms(searchForms(text), queryTerms(query));
}
