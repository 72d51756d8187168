import type { DocumentData } from '../../../shared/entities/entity';

/** One risk of an assessment as the screen edits it (domain.md §3 Risk assessment, risks). */
export interface RiskItem {
  readonly id: string;
  readonly order?: number;
  readonly name?: string | undefined;
  readonly description?: string | undefined;
  readonly protectionTarget?: string | undefined;
  readonly stressFactor?: string | undefined;
  readonly stressSubFactor?: string | undefined;
  readonly preMeasuresEvaluation?: object | undefined;
  readonly postMeasuresEvaluation?: object | undefined;
  readonly personalMeasuresReason?: string | undefined;
  readonly pictures?: readonly unknown[] | undefined;
}

/** The risks of an assessment's data, in their order. */
export function risksOf(data: DocumentData | undefined): RiskItem[] {
  const risks = data?.risks;
  if (!Array.isArray(risks)) return [];
  return risks
    .filter((risk): risk is RiskItem => typeof risk === 'object' && risk !== null && typeof risk.id === 'string')
    .map((risk, index) => ({ risk, index }))
    .sort((a, b) => (a.risk.order ?? a.index) - (b.risk.order ?? b.index) || a.index - b.index)
    .map(({ risk }) => risk);
}

/** The risks with one risk replaced or added at the end, renumbered in order. */
export function withRisk(risks: readonly RiskItem[], risk: RiskItem): RiskItem[] {
  const known = risks.some((item) => item.id === risk.id);
  const next = known ? risks.map((item) => (item.id === risk.id ? risk : item)) : [...risks, risk];
  return next.map((item, order) => ({ ...item, order }));
}

/** The risks without one, renumbered. */
export function withoutRisk(risks: readonly RiskItem[], id: string): RiskItem[] {
  return risks.filter((item) => item.id !== id).map((item, order) => ({ ...item, order }));
}

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || value === null || (Array.isArray(value) && value.length === 0);

/** A risk without empty values (no pictures left is no pictures), as the registry stores it. */
export function cleanRisk(risk: RiskItem): RiskItem {
  return Object.fromEntries(Object.entries(risk).filter(([, value]) => !isEmpty(value))) as unknown as RiskItem;
}
