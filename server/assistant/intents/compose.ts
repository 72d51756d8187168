import { sourceList } from '../embedded/markdown';
import { phrase } from '../phrases';
import type { AssistantScope, Retrieval, Retriever } from '../provider';
import { answerCodeMeaning, answerSubstancesWithCode } from './catalog-codes';
import { answerComplianceScore } from './compliance-score';
import { answerDueSoon } from './due-dates';
import type { Answer, AnswerContext } from './intent';
import { answerMeasures } from './measures';
import { answerMissingDocuments } from './missing-documents';
import { recognizeIntent } from './recognize';
import { answerTransportLoad } from './transport-load';

/** The answer when no rule applies: that, and what a search of the readable documents found. */
function searchAnswer(question: string, found: Retrieval, context: AnswerContext): Answer {
  const query = question.trim();
  const catalog = found.catalog.map((entry) => `- **${entry.code}**: ${entry.text}`).join('\n');
  const documents =
    found.sources.length === 0
      ? phrase('searchNothing', context.language, { query })
      : `${phrase('searchFound', context.language, { query })}\n\n${sourceList(found.sources)}`;
  const lead = found.sources.length === 0 && found.catalog.length === 0 ? phrase('cannotAnswer', context.language) : '';
  return { paragraphs: [lead, catalog, documents], sources: found.sources, catalog: found.catalog };
}

/**
 * The rule-based answer to a question: the first rule that recognises it answers from the
 * asker's readable documents; otherwise `search` finds documents for it.
 */
export async function composeAnswer(
  question: string,
  scope: AssistantScope,
  today: string,
  search: Retriever,
): Promise<Answer> {
  const context: AnswerContext = { today, language: scope.language };
  const intent = recognizeIntent(question);
  switch (intent.kind) {
    case 'MEASURES':
      return answerMeasures(scope, intent.filter, context);
    case 'DUE_SOON':
      return answerDueSoon(scope, intent.dueKinds, intent.days, context);
    case 'SUBSTANCES_WITH_CODE':
      return answerSubstancesWithCode(scope, intent.codes, context);
    case 'CODE_MEANING':
      return answerCodeMeaning(intent.codes, context);
    case 'MISSING_DOCUMENT':
      return answerMissingDocuments(scope, intent.missing, intent.subjects, context);
    case 'COMPLIANCE_SCORE':
      return answerComplianceScore(scope, context);
    case 'TRANSPORT_POINTS':
      return answerTransportLoad(scope, intent.lines, context);
    case 'SEARCH':
      return searchAnswer(question, await search(question, scope), context);
  }
}
