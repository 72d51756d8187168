import type { DocumentData } from '../../entities/entity';

/** A reporting period: its first and last day, ISO days (`YYYY-MM-DD`), both included. */
export interface ReportSpan {
  readonly from: string;
  readonly to: string;
}

/** What a regulation report lists of one regulation (RGL-14). */
export interface ReportEntry {
  /** The regulation's id. */
  readonly id: string;
  readonly name: string;
  /** Issued in the period; otherwise it changed in it. */
  readonly isNew: boolean;
  readonly issuedAt?: string;
  readonly lastChangeAt?: string;
  /** The changes dated in the period, oldest first. */
  readonly changes: readonly { readonly id: string; readonly changeAt: string; readonly content?: string }[];
  /** The required actions addressed to the customer. */
  readonly requiredActions: readonly { readonly id: string; readonly content?: string; readonly remarks?: string }[];
}

/** A regulation as the customer holds it: its id and the customer's copy (`customerCopy`). */
export interface CustomerRegulation {
  readonly id: string;
  readonly data: DocumentData;
}

const day = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const items = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];

/** The span of a report's data, when it holds both days in order. */
export function reportSpanOf(data: DocumentData): ReportSpan | undefined {
  const span = data.span as { from?: unknown; to?: unknown } | undefined;
  const from = day(span?.from);
  const to = day(span?.to);
  return from && to && from <= to ? { from, to } : undefined;
}

/**
 * The entries of a customer's regulation report (docs/domain/regulations.md RGL-14): of the
 * regulations as this customer receives them, those issued in the period (new) or with a change
 * dated in it or their last change in it (changed), each with its changes in the period and the
 * required actions addressed to the customer; ordered by name.
 */
export function reportEntries(regulations: readonly CustomerRegulation[], span: ReportSpan): ReportEntry[] {
  const within = (value: string | undefined) => value !== undefined && value >= span.from && value <= span.to;
  return regulations
    .flatMap(({ id, data }): ReportEntry[] => {
      const issuedAt = day(data.issuedAt);
      const lastChangeAt = day(data.lastChangeAt);
      const changes = items(data.changes)
        .flatMap((change) => {
          const changeAt = day(change.changeAt);
          const content = text(change.content);
          return typeof change.id === 'string' && changeAt && within(changeAt)
            ? [{ id: change.id, changeAt, ...(content === undefined ? {} : { content }) }]
            : [];
        })
        .sort((a, b) => a.changeAt.localeCompare(b.changeAt));
      const isNew = within(issuedAt);
      if (!isNew && changes.length === 0 && !within(lastChangeAt)) return [];
      const requiredActions = items(data.requiredActions).flatMap((action) => {
        const content = text(action.content);
        const remarks = text(action.remarks);
        return typeof action.id === 'string'
          ? [
              {
                id: action.id,
                ...(content === undefined ? {} : { content }),
                ...(remarks === undefined ? {} : { remarks }),
              },
            ]
          : [];
      });
      return [
        {
          id,
          name: text(data.name) ?? '',
          isNew,
          ...(issuedAt === undefined ? {} : { issuedAt }),
          ...(lastChangeAt === undefined ? {} : { lastChangeAt }),
          changes,
          requiredActions,
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** The entries a stored report holds (the server wrote them when it was published, RGL-15). */
export function storedEntries(data: DocumentData): ReportEntry[] {
  return items(data.entries).map((entry) => {
    const issuedAt = day(entry.issuedAt);
    const lastChangeAt = day(entry.lastChangeAt);
    return {
      id: String(entry.id),
      name: text(entry.name) ?? '',
      isNew: entry.isNew === true,
      ...(issuedAt === undefined ? {} : { issuedAt }),
      ...(lastChangeAt === undefined ? {} : { lastChangeAt }),
      changes: items(entry.changes).map((change) => {
        const content = text(change.content);
        return {
          id: String(change.id),
          changeAt: day(change.changeAt) ?? '',
          ...(content === undefined ? {} : { content }),
        };
      }),
      requiredActions: items(entry.requiredActions).map((action) => {
        const content = text(action.content);
        const remarks = text(action.remarks);
        return {
          id: String(action.id),
          ...(content === undefined ? {} : { content }),
          ...(remarks === undefined ? {} : { remarks }),
        };
      }),
    };
  });
}

/** The fields a report's publishing settles (RGL-15). */
const SETTLED = ['customer', 'span', 'publishedAt', 'entries'] as const;

/**
 * What the server keeps of a report version (RGL-15): a published report stays as it was
 * published (its customer, period, day and entries; a device cannot change them); a report being
 * published now gets the commit day and the entries of the regulations as the customer receives
 * them (`regulations`, asked only then); a draft holds neither.
 */
export async function settleReport(
  previous: DocumentData | undefined,
  data: DocumentData,
  today: string,
  regulations: (customer: string) => Promise<readonly CustomerRegulation[]>,
): Promise<DocumentData> {
  if (previous?.isPublished === true) {
    const kept: Record<string, unknown> = { ...data, isPublished: true };
    for (const field of SETTLED) kept[field] = previous[field];
    return kept;
  }
  const { entries: _entries, publishedAt: _publishedAt, ...rest } = data;
  const span = reportSpanOf(data);
  const customer = typeof data.customer === 'string' ? data.customer.trim() : '';
  if (data.isPublished !== true || !span || customer === '') return rest;
  return {
    ...rest,
    customer,
    publishedAt: today,
    entries: reportEntries(await regulations(customer), span),
  };
}
