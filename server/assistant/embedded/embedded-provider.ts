import { composeAnswer } from '../intents/compose';
import type { AssistantProvider, Retriever } from '../provider';
import { isoDay, searchReadable } from '../retrieval';
import { answerChunks } from './markdown';

/**
 * The assistant without a language model (platform.md §7 "embedded default"): fixed rules in
 * German and English answer from the asker's readable documents, in the asker's language,
 * linking every document used. `search` finds documents when no rule applies; `now` is the clock.
 */
export function createEmbeddedProvider(
  search: Retriever = searchReadable,
  now: () => Date = () => new Date(),
): AssistantProvider {
  return {
    name: 'embedded',
    async *answer(question, scope, signal) {
      if (signal.aborted) return;
      const answer = await composeAnswer(question, scope, isoDay(now()), search);
      for (const chunk of answerChunks(answer.paragraphs, scope.language)) {
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
