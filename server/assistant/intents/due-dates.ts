import type { DocumentData } from '../../../shared/entities/entity';
import { entityFor } from '../../../shared/entities/registry';
import { labelText } from '../label-text';
import { type PhraseKey, phrase } from '../phrases';
import type { AssistantScope, Source } from '../provider';
import { readableDocuments } from '../readable-documents';
import { dateText, type ReadableDocument, sourceOf } from '../sources';
import type { Answer, AnswerContext, DueKind } from './intent';
import { limitedList, text } from './listing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next date of a commission's qualifications: the latest qualification's renewal date. */
function nextQualification(data: DocumentData): string | undefined {
  const items = Array.isArray(data.qualifications) ? data.qualifications : [];
  const dates = items.flatMap((item) =>
    item && typeof item === 'object' ? [text((item as Record<string, unknown>).nextQualificationAt)] : [],
  );
  return dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
}

/** Where each watched kind keeps its due date (domain.md §3). */
const DUE_DATES: Readonly<
  Record<DueKind, { type: string; field: string; heading: PhraseKey; due: (data: DocumentData) => string | undefined }>
> = {
  INSPECTION: {
    type: 'INSPECTION',
    field: 'nextInspectionAt',
    heading: 'dueInspections',
    due: (d) => text(d.nextInspectionAt),
  },
  MAINTENANCE: {
    type: 'MAINTENANCE',
    field: 'nextMaintenanceAt',
    heading: 'dueMaintenances',
    due: (d) => text(d.nextMaintenanceAt),
  },
  PERMIT: { type: 'PERMIT', field: 'limitedUntil', heading: 'duePermits', due: (d) => text(d.limitedUntil) },
  QUALIFICATION: { type: 'COMMISSION', field: 'qualifications', heading: 'dueQualifications', due: nextQualification },
  RISK_ASSESSMENT: {
    type: 'RISK_ASSESSMENT',
    field: 'nextRevisionAt',
    heading: 'dueRevisions',
    due: (d) => text(d.nextRevisionAt),
  },
};

function dueSource(doc: ReadableDocument, due: string, kind: DueKind, context: AnswerContext): Source | undefined {
  const source = sourceOf(doc, context.language, []);
  const entity = entityFor(doc.type);
  if (!source || !entity) return undefined;
  const field = entity.fields[DUE_DATES[kind].field];
  const label =
    kind === 'QUALIFICATION'
      ? phrase('nextQualification', context.language)
      : field
        ? labelText(field.label, context.language)
        : '';
  const overdue = due < context.today ? ` (${phrase('overdue', context.language)})` : '';
  return { ...source, summary: `${label}: ${dateText(due, context.language)}${overdue}` };
}

/**
 * Inspections, maintenance, permits, qualifications (commissions) and risk assessment
 * revisions due within the window, overdue ones included and marked, earliest first.
 */
export async function answerDueSoon(
  scope: AssistantScope,
  kinds: readonly DueKind[],
  days: number,
  context: AnswerContext,
): Promise<Answer> {
  const until = new Date(Date.parse(`${context.today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  const docs = await readableDocuments(
    scope,
    kinds.map((kind) => DUE_DATES[kind].type),
  );
  const paragraphs: string[] = [];
  const sources: Source[] = [];
  for (const kind of kinds) {
    const found = docs
      .filter((doc) => doc.type === DUE_DATES[kind].type)
      .flatMap((doc) => {
        const due = DUE_DATES[kind].due(doc.data);
        return due !== undefined && due <= until ? [{ doc, due }] : [];
      })
      .sort((a, b) => a.due.localeCompare(b.due))
      .flatMap(({ doc, due }) => {
        const source = dueSource(doc, due, kind, context);
        return source ? [source] : [];
      });
    const heading = phrase(DUE_DATES[kind].heading, context.language, {
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
