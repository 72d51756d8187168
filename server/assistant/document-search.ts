import { documentPath } from '../../shared/document-paths';
import type { DocumentData } from '../../shared/entities/entity';
import { ENTITY_LIST, entityFor } from '../../shared/entities/registry';
import { matchesTerms, type SearchForms, searchForms } from '../../shared/text-search';
import type { AssistantScope } from './provider';
import { readableDocuments } from './readable-documents';
import { type ReadableDocument, titleOf } from './sources';

/** Question words of both languages that say nothing about which document is meant. */
const STOPWORDS: ReadonlySet<string> = new Set(
  [
    'der die das den dem des ein eine einen einem einer eines und oder aber nicht kein keine ist sind war wird werden',
    'hat haben gibt es zu zum zur im in am an auf aus bei mit von vom für fur ueber über unter nach vor bis wie was',
    'wer wo wann welche welcher welches welchen warum wieso mir mich mein meine meinen ich wir uns unser unsere sie',
    'zeige zeig zeigen such suche suchen finde finden liste alle bitte gib mal noch auch dokument dokumente',
    'the a an and or but not no is are was be been has have do does did to of in on at by for with from about',
    'what which who where when why how me my i we our us you your show find search list all please any some',
    'document documents there this that these those',
  ]
    .join(' ')
    .split(' ')
    .map((word) => searchForms(word).transcribed),
);

/** Types the app opens; the search looks only at those. */
const SEARCHABLE_TYPES = ENTITY_LIST.map((entity) => entity.type).filter(
  (type) => documentPath(type, 'x') !== undefined,
);

/** The search terms of a question: words without surrounding punctuation and without question words. */
export function questionTerms(question: string): SearchForms[] {
  const words = question
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 1);
  const forms = words.map(searchForms).filter((form) => !STOPWORDS.has(form.transcribed));
  return [...new Map(forms.map((form) => [form.transcribed, form])).values()];
}

const matches = (haystack: SearchForms, term: SearchForms) => matchesTerms(haystack, [term]);

/** Every string inside a document's data (nested lists and groups too). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/** Whether the term is a whole word of the text in either form ("4711" in "Tank 4711", not in "47110"). */
function isWholeWord(text: SearchForms, term: SearchForms): boolean {
  return (
    text.transcribed.split(WORD_BREAK).includes(term.transcribed) || text.bare.split(WORD_BREAK).includes(term.bare)
  );
}

/**
 * How well a document fits: each term found counts, in the title three times as much, and a
 * term that is a whole word of the title once more, so "Tank 4711" ranks above "Tank 47110".
 */
function score(doc: ReadableDocument, terms: readonly SearchForms[]): number {
  const entity = entityFor(doc.type);
  if (!entity) return 0;
  const title = searchForms(titleOf(entity, doc.data, 'en'));
  const text = searchForms(strings(doc.data as DocumentData).join(' '));
  return terms.reduce(
    (sum, term) =>
      sum + (matches(title, term) ? 3 : 0) + (isWholeWord(title, term) ? 1 : 0) + (matches(text, term) ? 1 : 0),
    0,
  );
}

/**
 * German-aware full-text search (the list search's folding: "Muenchen" finds "München") over
 * the asker's readable documents, best first. A row's raw JSON text is checked before it is
 * parsed, so only candidates are parsed.
 */
export async function searchDocuments(
  scope: AssistantScope,
  terms: readonly SearchForms[],
  limit: number,
  types: readonly string[] = SEARCHABLE_TYPES,
): Promise<ReadableDocument[]> {
  if (terms.length === 0) return [];
  const candidates = await readableDocuments(scope, types, (raw) => {
    const forms = searchForms(raw);
    return terms.some((term) => matches(forms, term));
  });
  return candidates
    .map((doc) => ({ doc, score: score(doc, terms) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.doc.id.localeCompare(b.doc.id))
    .slice(0, limit)
    .map((hit) => hit.doc);
}
