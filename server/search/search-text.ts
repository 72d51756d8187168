import { documentPath } from '../../shared/document-paths';
import { documentTitle } from '../../shared/entities/document-title';
import type { DocumentData } from '../../shared/entities/entity';
import { ENTITY_LIST } from '../../shared/entities/registry';
import { type SearchForms, searchForms } from '../../shared/text-search';

/** Types the app opens; the assistant's search looks only at those, and only those are indexed. */
export const SEARCHABLE_TYPES: readonly string[] = ENTITY_LIST.map((entity) => entity.type).filter(
  (type) => documentPath(type, 'x') !== undefined,
);

const searchable = new Set(SEARCHABLE_TYPES);

/** Every string inside a document's data (nested lists and groups too). */
export function documentStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(documentStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(documentStrings);
  return [];
}

/**
 * Text as both databases store it: PostgreSQL's text holds no NUL, so NUL becomes U+FFFD, in
 * the stored text and in the terms alike.
 */
export function storable(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text;
}

/** Forms made storable. */
export function storableForms(forms: SearchForms): SearchForms {
  return { transcribed: storable(forms.transcribed), bare: storable(forms.bare) };
}

/** Where a word ends: any character that is no letter or digit. */
export const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/** A text's words, each between spaces (` tank 4711 `), so ` word ` finds exactly a whole word. */
const paddedWords = (text: string) => ` ${text.split(WORD_BREAK).join(' ')} `;

/**
 * What the index holds of one document, each in both folded forms: its title from the data
 * (empty when the title field is), the title's words, and all its text.
 */
export interface SearchText {
  readonly title: SearchForms;
  readonly titleWords: SearchForms;
  readonly text: SearchForms;
}

/**
 * A title that folds to nothing (only combining marks) is stored as one space: it matches no
 * term, as before, and is not taken for an empty title that the entity's label stands in for.
 */
const NO_FOLDED_TITLE: SearchForms = { transcribed: ' ', bare: ' ' };

/**
 * The indexed text of a document, or undefined when it is not to be indexed (deleted, or of a
 * type the search does not look at). The title is the data's own (empty when the title field
 * is): the entity's label that stands in for it is matched at query time, so a changed label
 * needs no new index.
 */
export function searchText(type: string, data: DocumentData, deleted: boolean): SearchText | undefined {
  if (deleted || !searchable.has(type)) return undefined;
  const raw = documentTitle(type, data);
  const folded = storableForms(searchForms(raw));
  const title = raw !== '' && folded.transcribed === '' ? NO_FOLDED_TITLE : folded;
  return {
    title,
    titleWords: { transcribed: paddedWords(title.transcribed), bare: paddedWords(title.bare) },
    text: storableForms(searchForms(documentStrings(data).join(' '))),
  };
}
