import { phrase } from '../phrases';
import type { AssistantProvider, Retriever } from '../provider';
import { retrieve as retrieveReadable } from '../retrieval';
import { answerChunks, sourceList } from './markdown';

/**
 * The assistant without a language model (platform.md §7 "embedded default"): it answers
 * from rules over the asker's readable documents, in the asker's language, and links every
 * document it used.
 */
export function createEmbeddedProvider(retrieve: Retriever = retrieveReadable): AssistantProvider {
  return {
    name: 'embedded',
    async *answer(question, scope, signal) {
      const { sources } = retrieve(question, scope);
      const query = question.trim();
      const paragraphs =
        sources.length === 0
          ? [phrase('searchNothing', scope.language, { query })]
          : [phrase('searchFound', scope.language, { query }), sourceList(sources)];
      for (const chunk of answerChunks(paragraphs, scope.language)) {
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
