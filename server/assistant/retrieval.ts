import { questionTerms, searchDocuments } from './document-search';
import type { Retriever, Source } from './provider';
import { sourceOf } from './sources';

/** How many documents a search answer lists. */
export const SEARCH_LIMIT = 8;

/**
 * What the asker's readable documents hold on a question: the best full-text matches as
 * sources (title, app path, short summary in the asker's language).
 */
export const retrieve: Retriever = (question, scope) => {
  const docs = searchDocuments(scope, questionTerms(question), SEARCH_LIMIT);
  const sources = docs.flatMap((doc): Source[] => {
    const source = sourceOf(doc, scope.language);
    return source ? [source] : [];
  });
  return { sources, catalog: [] };
};
