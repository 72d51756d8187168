import { byDeadline, matchesMeasureFilter } from '../../../shared/domain/measures';
import { phrase } from '../phrases';
import type { AssistantScope } from '../provider';
import { readableDocuments } from '../readable-documents';
import type { Answer, AnswerContext } from './intent';
import { limitedList, sourcesOf } from './listing';

/**
 * Open or overdue measures (docs/domain/measures.md MEA-4), earliest deadline first, those
 * without a deadline last (MEA-5).
 */
export async function answerMeasures(
  scope: AssistantScope,
  filter: 'OPEN' | 'OVERDUE',
  context: AnswerContext,
): Promise<Answer> {
  const measures = (await readableDocuments(scope, ['MEASURE']))
    .filter((doc) => matchesMeasureFilter(filter, doc.data, context.today))
    .sort((a, b) => byDeadline(a.data, b.data));
  const sources = sourcesOf(measures, context.language, ['deadlineAt', 'measureType']);
  const lead =
    filter === 'OVERDUE'
      ? phrase(sources.length === 0 ? 'measuresOverdueNone' : 'measuresOverdue', context.language, {
          count: sources.length,
        })
      : phrase(sources.length === 0 ? 'measuresOpenNone' : 'measuresOpen', context.language, { count: sources.length });
  return { paragraphs: [lead, limitedList(sources, context.language)], sources, catalog: [] };
}
