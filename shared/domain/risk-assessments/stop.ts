/**
 * The STOP principle for the measures of a risk (docs/domain/risk-assessments.md RA-6, RA-7;
 * DOMAIN-RULES "STOP principle", TRGS 500 no. 5.1).
 */
import type { MEASURE_TYPES } from '../../enums/catalogs';

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
