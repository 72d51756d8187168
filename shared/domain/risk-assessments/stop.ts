/**
 * The STOP principle for the measures of a risk (docs/domain/risk-assessments.md RA-6, RA-7;
 * DOMAIN-RULES "STOP principle", TRGS 500 no. 5.1).
 */
import type { MEASURE_TYPES } from '../../enums/catalogs';
import { jsonEqual } from '../../sync/equal';
import type { MeasureDoc } from './open-measures';

export type MeasureType = (typeof MEASURE_TYPES)[number];

/** RA-6: substitution, technical, organisational, personal: the order the picker offers and lists measures. */
export const STOP_ORDER: readonly MeasureType[] = ['SUBSTITUTIONAL', 'TECHNICAL', 'ORGANIZATIONAL', 'PERSONAL'];

/** RA-6: the rank of a measure type in STOP (unknown types last). */
export function stopRank(type: unknown): number {
  const rank = STOP_ORDER.indexOf(type as MeasureType);
  return rank === -1 ? STOP_ORDER.length : rank;
}

/** RA-6: items sorted by the STOP rank of their type; equal ranks keep their order. */
export function byStop<T>(items: readonly T[], typeOf: (item: T) => unknown): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => stopRank(typeOf(a.item)) - stopRank(typeOf(b.item)) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * RA-7: a risk whose measures are all personal (and that has at least one) needs a short reason
 * why substitution, technical and organisational measures are not enough.
 */
export function needsPersonalReason(types: readonly unknown[]): boolean {
  return types.length > 0 && types.every((type) => type === 'PERSONAL');
}

/** RA-7: the message of a risk with only personal measures and no reason, on the server's refusal and the screen. */
export const PERSONAL_REASON_RULE = /*i18n*/ {
  id: 'rule.riskAssessment.personalMeasuresReason',
  message:
    'This risk has only personal measures: give a short reason why substitution, technical and organisational measures are not enough',
};

/** A risk as RA-7 reads it. */
interface ReasonedRisk {
  readonly id?: unknown;
  readonly personalMeasuresReason?: unknown;
}

const hasReason = (risk: ReasonedRisk | undefined) =>
  typeof risk?.personalMeasuresReason === 'string' && risk.personalMeasuresReason.trim() !== '';

/** RA-7: whether the risk `riskId` of the assessment has only personal measures among `measures`. */
export function onlyPersonal(assessmentId: string, riskId: string, measures: readonly MeasureDoc[]): boolean {
  return needsPersonalReason(
    measures
      .filter((measure) => measure.data.origin === assessmentId && measure.data.originRisk === riskId)
      .map((measure) => measure.data.measureType),
  );
}

/** A risk without its place in the list: removing another risk renumbers it without changing it. */
const unplaced = (risk: ReasonedRisk | undefined) => {
  if (!risk) return undefined;
  const { order: _, ...rest } = risk as ReasonedRisk & { readonly order?: unknown };
  return rest;
};

const risksIn = (risks: unknown): ReasonedRisk[] =>
  Array.isArray(risks) ? risks.filter((risk): risk is ReasonedRisk => typeof risk === 'object' && risk !== null) : [];

/**
 * RA-7 at a save of the assessment: the paths (`risks.N.personalMeasuresReason`) of the risks
 * this save adds or changes that have only personal measures and no reason. A risk the save
 * leaves as it was is not refused, so a measure changed elsewhere does not block the assessment.
 */
export function missingPersonalReasons(
  assessmentId: string,
  risks: unknown,
  previousRisks: unknown,
  measures: readonly MeasureDoc[],
): string[] {
  const before = new Map(risksIn(previousRisks).map((risk) => [risk.id, risk]));
  return risksIn(risks).flatMap((risk, index) =>
    typeof risk.id === 'string' &&
    !jsonEqual(unplaced(risk), unplaced(before.get(risk.id))) &&
    !hasReason(risk) &&
    onlyPersonal(assessmentId, risk.id, measures)
      ? [`risks.${index}.personalMeasuresReason`]
      : [],
  );
}

/**
 * RA-7 at a save of a measure of a risk: whether a new measure, or one whose type or risk the
 * save changes, leaves the risk with only personal measures and no reason. `measures` are the
 * stored ones; the saved measure replaces its stored version. A save that changes neither
 * (marking a personal measure done) is not refused.
 */
export function measureNeedsReason(measure: MeasureDoc, risks: unknown, measures: readonly MeasureDoc[]): boolean {
  const { origin, originRisk } = measure.data;
  if (typeof origin !== 'string' || typeof originRisk !== 'string') return false;
  if (hasReason(risksIn(risks).find((risk) => risk.id === originRisk))) return false;
  const stored = measures.find((found) => found.id === measure.id)?.data;
  const moved =
    stored === undefined ||
    (['origin', 'originRisk', 'measureType'] as const).some((name) => stored[name] !== measure.data[name]);
  const after = [...measures.filter((found) => found.id !== measure.id), measure];
  return moved && onlyPersonal(origin, originRisk, after);
}
