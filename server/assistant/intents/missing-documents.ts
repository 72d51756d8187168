import { entityFor } from '../../../shared/entities/registry';
import { phrase } from '../phrases';
import type { AssistantScope, Source } from '../provider';
import { readableDocuments } from '../readable-documents';
import type { ReadableDocument } from '../sources';
import type { Answer, AnswerContext } from './intent';
import { ids, limitedList, sourcesOf, text } from './listing';

type Subject = 'SUBSTANCE' | 'ACTIVITY';
type Missing = 'RISK_ASSESSMENT' | 'OPERATING_INSTRUCTION';

const COVERING_TYPE: Readonly<Record<Missing, string>> = {
  RISK_ASSESSMENT: 'RISK_ASSESSMENT',
  OPERATING_INSTRUCTION: 'SUBSTANCE_INSTRUCTION',
};

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
 * The ids the covering documents cover: a risk assessment its `substances` (an activity is
 * covered through its substance); an operating instruction its `target`, `substances` and `activities`.
 */
function coveredIds(missing: Missing, covering: readonly ReadableDocument[]): Set<string> {
  return new Set(
    covering.flatMap((doc) =>
      missing === 'RISK_ASSESSMENT'
        ? ids(doc.data.substances)
        : [...ids(doc.data.target), ...ids(doc.data.substances), ...ids(doc.data.activities)],
    ),
  );
}

function isCovered(doc: ReadableDocument, missing: Missing, covered: ReadonlySet<string>): boolean {
  if (doc.type === 'ACTIVITY' && missing === 'RISK_ASSESSMENT') return covered.has(text(doc.data.substance) ?? '');
  return covered.has(doc.id);
}

/**
 * Substances and activities without a risk assessment or operating instruction, among the
 * documents the asker may read (domain.md §4 dashboard reasons MISSING_RISK_ASSESSMENT,
 * MISSING_OPERATING_INSTRUCTION).
 */
export async function answerMissingDocuments(
  scope: AssistantScope,
  missing: Missing,
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
  const covered = coveredIds(
    missing,
    docs.filter((doc) => doc.type === coveringType),
  );
  const paragraphs: string[] = [];
  const sources: Source[] = [];
  for (const subject of subjects) {
    const uncovered = sourcesOf(
      docs.filter((doc) => doc.type === subject && !isCovered(doc, missing, covered)),
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
