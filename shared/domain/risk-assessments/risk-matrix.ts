/**
 * The risk matrix (docs/domain/risk-assessments.md RA-1 … RA-3, decision 0036): consequence
 * A–E × probability 1–5 gives a risk number, and the tenant's thresholds sort it into a band.
 */
import { CONSEQUENCE_RATINGS, type ConsequenceRating, PROBABILITY_MAX, PROBABILITY_MIN } from '../../enums/assessment';

/** The bands of the matrix, lowest first. */
export const RISK_BANDS = ['LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** The probabilities of the matrix, 1 (practically impossible) to 5 (frequent). */
export const PROBABILITIES = [1, 2, 3, 4, 5] as const;

/** The lowest risk number of the bands above LOW: MEDIUM from `medium`, HIGH from `high`, VERY_HIGH from `veryHigh`. */
export interface RiskThresholds {
  readonly medium: number;
  readonly high: number;
  readonly veryHigh: number;
}

/** RA-2: the default of decision 0036 (1–4 low, 5–9 medium, 10–16 high, 17–25 very high). */
export const DEFAULT_RISK_THRESHOLDS: RiskThresholds = { medium: 5, high: 10, veryHigh: 17 };

/** The smallest and largest risk number (A·1 and E·5). */
export const RISK_NUMBER_MIN = 1;
export const RISK_NUMBER_MAX = 25;

/** One evaluation of a risk as stored or half-filled in a form. */
export interface Evaluation {
  readonly consequence?: unknown;
  readonly probability?: unknown;
}

/** A complete evaluation: a consequence A–E and a whole probability 1–5. */
export interface Rating {
  readonly consequence: ConsequenceRating;
  readonly probability: number;
}

/** The evaluation as a rating, or undefined while it is incomplete or out of range. */
export function ratingOf(evaluation: unknown): Rating | undefined {
  if (typeof evaluation !== 'object' || evaluation === null) return undefined;
  const { consequence, probability } = evaluation as Evaluation;
  if (!CONSEQUENCE_RATINGS.includes(consequence as ConsequenceRating)) return undefined;
  if (typeof probability !== 'number' || !Number.isInteger(probability)) return undefined;
  if (probability < PROBABILITY_MIN || probability > PROBABILITY_MAX) return undefined;
  return { consequence: consequence as ConsequenceRating, probability };
}

/** RA-1: the severity of a consequence, A = 1 (slight) to E = 5 (death or disaster). */
export function severityOf(consequence: ConsequenceRating): number {
  return CONSEQUENCE_RATINGS.indexOf(consequence) + 1;
}

/** RA-1: the risk number, severity × probability (1 … 25). */
export function riskNumber(rating: Rating): number {
  return severityOf(rating.consequence) * rating.probability;
}

/** RA-3: thresholds are whole numbers with 2 ≤ medium < high < veryHigh ≤ 25, so every band holds a cell. */
export function validThresholds(thresholds: Partial<Record<keyof RiskThresholds, unknown>>): boolean {
  const values = [thresholds.medium, thresholds.high, thresholds.veryHigh];
  if (!values.every((value): value is number => typeof value === 'number' && Number.isInteger(value))) return false;
  const [medium, high, veryHigh] = values as [number, number, number];
  return medium > RISK_NUMBER_MIN && medium < high && high < veryHigh && veryHigh <= RISK_NUMBER_MAX;
}

/** RA-2: the band of a risk number under the thresholds. */
export function bandOfNumber(number: number, thresholds: RiskThresholds = DEFAULT_RISK_THRESHOLDS): RiskBand {
  if (number >= thresholds.veryHigh) return 'VERY_HIGH';
  if (number >= thresholds.high) return 'HIGH';
  if (number >= thresholds.medium) return 'MEDIUM';
  return 'LOW';
}

/** RA-2: the band of an evaluation, undefined while it is incomplete. */
export function bandOf(
  evaluation: unknown,
  thresholds: RiskThresholds = DEFAULT_RISK_THRESHOLDS,
): RiskBand | undefined {
  const rating = ratingOf(evaluation);
  return rating ? bandOfNumber(riskNumber(rating), thresholds) : undefined;
}

/**
 * RA-3: the tenant's thresholds from its company settings (`riskMatrix`), the default when it
 * set none or an invalid set (an older device's half-saved settings never break a matrix).
 */
export function thresholdsOf(settings: Readonly<Record<string, unknown>> | undefined): RiskThresholds {
  const matrix = settings?.riskMatrix;
  if (typeof matrix !== 'object' || matrix === null) return DEFAULT_RISK_THRESHOLDS;
  const { medium, high, veryHigh } = matrix as Record<string, unknown>;
  return validThresholds({ medium, high, veryHigh })
    ? { medium: medium as number, high: high as number, veryHigh: veryHigh as number }
    : DEFAULT_RISK_THRESHOLDS;
}
