import type { DocumentData } from '../../../shared/entities/entity';
import { entityFor } from '../../../shared/entities/registry';
import { matchesTerms, type SearchForms, searchForms } from '../../../shared/text-search';
import { documentStrings, SEARCHABLE_TYPES } from '../../search/search-text';
import type { AssistantScope } from '../provider';
import { readableDocuments } from '../readable-documents';
import { type ReadableDocument, titleOf } from '../sources';

/*
 * The assistant's search as it was before the full-text index (decision 0058): every readable
 * document of the tenant read, folded and scored. Kept as the reference the indexed search must
 * answer exactly like (tests) and as the bench's baseline.
 */

const matches = (haystack: SearchForms, term: SearchForms) => matchesTerms(haystack, [term]);

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
  const text = searchForms(documentStrings(doc.data as DocumentData).join(' '));
  return terms.reduce(
    (sum, term) =>
      sum + (matches(title, term) ? 3 : 0) + (isWholeWord(title, term) ? 1 : 0) + (matches(text, term) ? 1 : 0),
    0,
  );
}

/** The scan: the asker's readable documents whose raw JSON holds a term, scored, best first. */
export async function scanDocuments(
  scope: AssistantScope,
  terms: readonly SearchForms[],
  limit: number,
): Promise<ReadableDocument[]> {
  if (terms.length === 0) return [];
  const candidates = await readableDocuments(scope, SEARCHABLE_TYPES, (raw) => {
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
