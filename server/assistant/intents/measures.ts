import { phrase } from '../phrases';
import type { AssistantScope } from '../provider';
import { readableDocuments } from '../readable-documents';
import type { Answer, AnswerContext } from './intent';
import { limitedList, sourcesOf, text } from './listing';

/**
 * Open measures (not done) or overdue ones (not done, deadline before today; domain.md §4
 * measure filter), earliest deadline first, those without a deadline last.
 */
export async function answerMeasures(
  scope: AssistantScope,
  filter: 'OPEN' | 'OVERDUE',
  context: AnswerContext,
): Promise<Answer> {
  const measures = (await readableDocuments(scope, ['MEASURE']))
    .filter((doc) => doc.data.isDone !== true)
    .filter((doc) => filter === 'OPEN' || (text(doc.data.deadlineAt) ?? '9999') < context.today)
    .sort((a, b) => (text(a.data.deadlineAt) ?? '9999').localeCompare(text(b.data.deadlineAt) ?? '9999'));
  const sources = sourcesOf(measures, context.language, ['deadlineAt', 'measureType']);
  const lead =
    filter === 'OVERDUE'
      ? phrase(sources.length === 0 ? 'measuresOverdueNone' : 'measuresOverdue', context.language, {
          count: sources.length,
        })
      : phrase(sources.length === 0 ? 'measuresOpenNone' : 'measuresOpen', context.language, { count: sources.length });
  return { paragraphs: [lead, limitedList(sources, context.language)], sources, catalog: [] };
}
