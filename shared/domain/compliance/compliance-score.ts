/**
 * The compliance score 1–6 and what would improve it most (docs/domain/compliance.md CMP-6,
 * CMP-7, docs/decisions/0049-compliance-score.md).
 */
import type { ComplianceCheck } from './compliance-checks';

/** The score as a German school grade: 1 very good … 6 insufficient (domain.md §9). */
export type ComplianceGrade = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * CMP-6: the least share of met weight (in per cent) for each grade, the IHK grading key of
 * German vocational examinations: 92 → 1, 81 → 2, 67 → 3, 50 → 4, 30 → 5, below → 6.
 */
export const GRADE_THRESHOLDS: readonly (readonly [number, ComplianceGrade])[] = [
  [92, 1],
  [81, 2],
  [67, 3],
  [50, 4],
  [30, 5],
];

export interface ComplianceScore {
  /** Undefined while there is nothing to check (no substance, activity or measure). */
  readonly grade: ComplianceGrade | undefined;
  /** The met share of the weight in per cent, 0–100 (100 with nothing to check). */
  readonly percent: number;
  readonly metWeight: number;
  readonly totalWeight: number;
}

/** CMP-6: the grade of a met share in per cent. */
export function gradeOf(percent: number): ComplianceGrade {
  return GRADE_THRESHOLDS.find(([least]) => percent >= least)?.[1] ?? 6;
}

/** CMP-6: the weighted share of the checks met, and its grade. */
export function complianceScore(checks: readonly ComplianceCheck[]): ComplianceScore {
  let metWeight = 0;
  let totalWeight = 0;
  for (const check of checks) {
    totalWeight += check.weight;
    if (check.met) metWeight += check.weight;
  }
  if (totalWeight === 0) return { grade: undefined, percent: 100, metWeight, totalWeight };
  const percent = (metWeight / totalWeight) * 100;
  return { grade: gradeOf(percent), percent, metWeight, totalWeight };
}

/** One of the things that would improve the score most: a check not met, and what meeting it gives. */
export interface Improvement {
  readonly check: ComplianceCheck;
  /** Percentage points the share rises by when this check is met. */
  readonly points: number;
  /** The grade once this check is met. */
  readonly gradeAfter: ComplianceGrade;
}

/**
 * CMP-7: the `count` checks not met that raise the share most, heaviest first; among equal
 * weights the order of the checks (the reasons' order, then the documents').
 */
export function topImprovements(checks: readonly ComplianceCheck[], count = 3): Improvement[] {
  const { metWeight, totalWeight } = complianceScore(checks);
  const best: ComplianceCheck[] = [];
  for (const check of checks) {
    if (check.met) continue;
    const at = best.findIndex((other) => check.weight > other.weight);
    if (at === -1) {
      if (best.length < count) best.push(check);
    } else {
      best.splice(at, 0, check);
      if (best.length > count) best.pop();
    }
  }
  return best.map((check) => ({
    check,
    points: (check.weight / totalWeight) * 100,
    gradeAfter: gradeOf(((metWeight + check.weight) / totalWeight) * 100),
  }));
}

/** How many checks of one reason are met and how many are not (the dashboard's "existing versus missing"). */
export interface ReasonCoverage {
  readonly met: number;
  readonly missing: number;
}

/** CMP-8: the met and missing checks per reason, every reason named (0 and 0 when it has none). */
export function coverageByReason(
  checks: readonly ComplianceCheck[],
): Readonly<Record<ComplianceCheck['reason'], ReasonCoverage>> {
  const counts = {
    OVERDUE_MEASURE: { met: 0, missing: 0 },
    MISSING_EMKG: { met: 0, missing: 0 },
    MISSING_RISK_ASSESSMENT: { met: 0, missing: 0 },
    MISSING_OPERATING_INSTRUCTION: { met: 0, missing: 0 },
  };
  for (const check of checks) {
    if (check.met) counts[check.reason].met += 1;
    else counts[check.reason].missing += 1;
  }
  return counts;
}
