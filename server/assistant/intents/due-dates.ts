import {
  DUE_DATE_SOURCES,
  type DueKind,
  dueDate,
  isDueBy,
  isPastDue,
  windowEnd,
} from '../../../shared/domain/deadlines';
import { entityFor } from '../../../shared/entities/registry';
import { labelText } from '../label-text';
import { type PhraseKey, phrase } from '../phrases';
import type { AssistantScope, Source } from '../provider';
import { readableDocuments } from '../readable-documents';
import { dateText, type ReadableDocument, sourceOf } from '../sources';
import type { Answer, AnswerContext } from './intent';
import { limitedList } from './listing';

/** The heading of each watched kind's list. */
const HEADINGS: Readonly<Record<DueKind, PhraseKey>> = {
  INSPECTION: 'dueInspections',
  MAINTENANCE: 'dueMaintenances',
  PERMIT: 'duePermits',
  QUALIFICATION: 'dueQualifications',
  RISK_ASSESSMENT: 'dueRevisions',
};

function dueSource(doc: ReadableDocument, due: string, kind: DueKind, context: AnswerContext): Source | undefined {
  const source = sourceOf(doc, context.language, []);
  const entity = entityFor(doc.type);
  if (!source || !entity) return undefined;
  const field = entity.fields[DUE_DATE_SOURCES[kind].field];
  const label =
    kind === 'QUALIFICATION'
      ? phrase('nextQualification', context.language)
      : field
        ? labelText(field.label, context.language)
        : '';
  const overdue = isPastDue(due, context.today) ? ` (${phrase('overdue', context.language)})` : '';
  return { ...source, summary: `${label}: ${dateText(due, context.language)}${overdue}` };
}

/**
 * Inspections, maintenance, permits, qualifications (commissions) and risk assessment
 * revisions due within the window, overdue ones included and marked, earliest first
 * (docs/domain/deadlines.md DL-1 … DL-4).
 */
export async function answerDueSoon(
  scope: AssistantScope,
  kinds: readonly DueKind[],
  days: number,
  context: AnswerContext,
): Promise<Answer> {
  const until = windowEnd(context.today, days);
  const docs = await readableDocuments(
    scope,
    kinds.map((kind) => DUE_DATE_SOURCES[kind].type),
  );
  const paragraphs: string[] = [];
  const sources: Source[] = [];
  for (const kind of kinds) {
    const found = docs
      .filter((doc) => doc.type === DUE_DATE_SOURCES[kind].type)
      .flatMap((doc) => {
        const due = dueDate(kind, doc.data);
        return due !== undefined && isDueBy(due, until) ? [{ doc, due }] : [];
      })
      .sort((a, b) => a.due.localeCompare(b.due))
      .flatMap(({ doc, due }) => {
        const source = dueSource(doc, due, kind, context);
        return source ? [source] : [];
      });
    const heading = phrase(HEADINGS[kind], context.language, {
      days,
      until: dateText(until, context.language),
    });
    paragraphs.push(
      found.length === 0
        ? `${heading} ${phrase('noneDue', context.language)}`
        : `${heading}\n\n${limitedList(found, context.language)}`,
    );
    sources.push(...found);
  }
  return { paragraphs, sources, catalog: [] };
}
