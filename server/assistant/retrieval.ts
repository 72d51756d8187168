import { questionTerms, searchDocuments } from './document-search';
import { catalogEntries } from './intents/catalog-codes';
import { codesIn } from './intents/codes';
import { composeAnswer } from './intents/compose';
import { sourcesOf } from './intents/listing';
import type { Retriever } from './provider';

/** How many documents a search answer lists. */
const SEARCH_LIMIT = 8;

/** Today as `YYYY-MM-DD` (UTC) of a clock. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The full-text half of retrieval: the best matches among the asker's readable documents
 * (German-aware) and the catalog entries of the codes the question names.
 */
export const searchReadable: Retriever = async (question, scope) => ({
  sources: sourcesOf(await searchDocuments(scope, questionTerms(question), SEARCH_LIMIT), scope.language),
  catalog: catalogEntries(codesIn(question), scope.language),
});

/** A retriever on a clock: the rules' documents for a recognised question, else the search's. */
export function createRetriever(now: () => Date = () => new Date()): Retriever {
  return async (question, scope) => {
    const { sources, catalog } = await composeAnswer(question, scope, isoDay(now()), searchReadable);
    return { sources, catalog };
  };
}

/**
 * What the asker's readable documents and the reference catalogs hold on a question, as the
 * embedded answerer uses it: grounding for any provider.
 */
export const retrieve: Retriever = createRetriever();
