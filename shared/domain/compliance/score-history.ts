/**
 * The weekly score history (docs/domain/compliance.md CMP-9, docs/decisions/0054): once a week
 * the server records each tenant's score by the rules the dashboard uses on the device (CMP-5,
 * CMP-6), one record per ISO week with an id that follows from the week.
 */
import type { DocumentData } from '../../entities/entity';
import { complianceChecks } from './compliance-checks';
import type { ComplianceDocument } from './compliance-document';
import { complianceScore } from './compliance-score';

/** The document type of the weekly records. */
export const SCORE_RECORD_TYPE = 'COMPLIANCE_SCORE';

/** The types the score reads (CMP-5): the checked documents and those that cover them. */
export const SCORED_TYPES = ['SUBSTANCE', 'ACTIVITY', 'MEASURE', 'RISK_ASSESSMENT', 'SUBSTANCE_INSTRUCTION'] as const;

/** How many weeks the dashboard's trend shows. */
export const TREND_WEEKS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

/** CMP-9: the ISO 8601 week of an ISO day (`2026-11-25` → `2026-W48`): weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** CMP-9: the id of a tenant's record of a week: one per week, whoever writes it. */
export function scoreRecordId(week: string): string {
  return `compliance-score-${week}`;
}

/**
 * CMP-9: the record of the documents' score on `day` (an ISO day): its week, the day, the grade,
 * the met share rounded to a tenth of a per cent, the weights and how many checks are not met.
 * Undefined while there is nothing to rate (CMP-6: no grade).
 */
export function scoreRecord(documents: readonly ComplianceDocument[], day: string): DocumentData | undefined {
  const checks = complianceChecks(documents, day);
  const score = complianceScore(checks);
  if (score.grade === undefined) return undefined;
  return {
    week: isoWeekOf(day),
    recordedOn: day,
    grade: score.grade,
    percent: Math.round(score.percent * 10) / 10,
    metWeight: score.metWeight,
    totalWeight: score.totalWeight,
    missing: checks.filter((check) => !check.met).length,
  };
}

/** One week of the trend, as the dashboard reads a stored record. */
export interface ScorePoint {
  readonly week: string;
  readonly recordedOn: string;
  readonly grade: number;
  readonly percent: number;
  readonly missing: number;
}

/** CMP-9: the last `weeks` records in the order of their weeks, leaving out any that do not read as a record. */
export function scoreTrend(records: readonly DocumentData[], weeks = TREND_WEEKS): ScorePoint[] {
  const points: ScorePoint[] = [];
  for (const data of records) {
    const { week, recordedOn, grade, percent, missing } = data;
    if (typeof week !== 'string' || typeof recordedOn !== 'string') continue;
    if (typeof grade !== 'number' || typeof percent !== 'number') continue;
    points.push({ week, recordedOn, grade, percent, missing: typeof missing === 'number' ? missing : 0 });
  }
  points.sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
  return points.slice(-weeks);
}
