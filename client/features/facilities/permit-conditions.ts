import type { DocumentData } from '../../../shared/entities/entity';

/** A document of the replica as the permit's panel reads it. */
export interface PermitDoc {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
  readonly pending: boolean;
}

/** One condition of a permit with its measures. */
export interface ConditionWithMeasures {
  readonly condition: PermitDoc;
  readonly measures: readonly PermitDoc[];
}

function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The conditions of a permit, each with its measures (docs/domain/facilities.md FAC-4): the
 * conditions naming the permit, requirements before ancillary provisions, then by section and
 * name; a condition's measures are those naming it as origin and those it lists, each once.
 */
export function conditionsWithMeasures(permitId: string, docs: readonly PermitDoc[]): ConditionWithMeasures[] {
  const measures = new Map(docs.filter((doc) => doc.type === 'MEASURE').map((doc) => [doc.id, doc]));
  const text = (doc: PermitDoc, field: string) => (typeof doc.data[field] === 'string' ? String(doc.data[field]) : '');
  return docs
    .filter((doc) => doc.type === 'CONDITION' && doc.data.permit === permitId)
    .sort(
      (a, b) =>
        Number(text(a, 'conditionType') !== 'REQUIREMENT') - Number(text(b, 'conditionType') !== 'REQUIREMENT') ||
        text(a, 'section').localeCompare(text(b, 'section'), 'de', { numeric: true }) ||
        text(a, 'name').localeCompare(text(b, 'name'), 'de'),
    )
    .map((condition) => {
      const own = new Set([
        ...[...measures.values()].filter((item) => item.data.origin === condition.id).map((item) => item.id),
        ...ids(condition.data.measures),
      ]);
      return { condition, measures: [...own].flatMap((id) => measures.get(id) ?? []) };
    });
}
