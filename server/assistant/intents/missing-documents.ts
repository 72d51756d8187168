import { COVERING_TYPE, lackingDocument, type MissingDocument } from '../../../shared/domain/compliance';
import { entityFor } from '../../../shared/entities/registry';
import { phrase } from '../phrases';
import type { AssistantScope, Source } from '../provider';
import { readableDocuments } from '../readable-documents';
import type { Answer, AnswerContext } from './intent';
import { limitedList, sourcesOf } from './listing';

type Subject = 'SUBSTANCE' | 'ACTIVITY';

/** Whether the asker may read some documents of the type at all (subscribed module and a READ rule). */
function mayRead(scope: AssistantScope, type: string): boolean {
  const entity = entityFor(type);
  if (!entity) return false;
  if (entity.module !== null && !scope.tenant.subscribedModules.includes(entity.module)) return false;
  return scope.principal.rules.some(
    (rule) =>
      (rule.resource === entity.resource || rule.resource === 'ALL') &&
      (rule.action === 'READ' || rule.action === 'ALL'),
  );
}

/**
 * Substances and activities without a risk assessment or operating instruction, among the
 * documents the asker may read (docs/domain/compliance.md CMP-1, CMP-2).
 */
export async function answerMissingDocuments(
  scope: AssistantScope,
  missing: MissingDocument,
  subjects: readonly Subject[],
  context: AnswerContext,
): Promise<Answer> {
  const coveringType = COVERING_TYPE[missing];
  if (!mayRead(scope, coveringType)) {
    return {
      paragraphs: [
        phrase(
          missing === 'RISK_ASSESSMENT' ? 'cannotReadRiskAssessments' : 'cannotReadInstructions',
          context.language,
        ),
      ],
      sources: [],
      catalog: [],
    };
  }
  const docs = await readableDocuments(scope, [coveringType, ...subjects]);
  const lacking = lackingDocument(missing, docs, docs);
  const paragraphs: string[] = [];
  const sources: Source[] = [];
  for (const subject of subjects) {
    const uncovered = sourcesOf(
      lacking.filter((doc) => doc.type === subject),
      context.language,
      [],
    );
    const key =
      subject === 'SUBSTANCE'
        ? missing === 'RISK_ASSESSMENT'
          ? 'substancesWithoutRiskAssessment'
          : 'substancesWithoutInstruction'
        : missing === 'RISK_ASSESSMENT'
          ? 'activitiesWithoutRiskAssessment'
          : 'activitiesWithoutInstruction';
    const lead = phrase(key, context.language, { count: uncovered.length });
    paragraphs.push(uncovered.length === 0 ? lead : `${lead}\n\n${limitedList(uncovered, context.language)}`);
    sources.push(...uncovered);
  }
  paragraphs.push(phrase('onlyReadable', context.language));
  return { paragraphs, sources, catalog: [] };
}
