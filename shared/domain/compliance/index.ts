/**
 * Compliance (docs/domain/compliance.md): which substances and activities lack a risk
 * assessment, an operating instruction or an EMKG rating, the dashboard's findings, and the
 * compliance score 1–6 with what would improve it most.
 */
export { type ComplianceCheck, complianceChecks } from './compliance-checks';
export type { ComplianceDocument } from './compliance-document';
export {
  type ComplianceGrade,
  type ComplianceScore,
  complianceScore,
  coverageByReason,
  GRADE_THRESHOLDS,
  gradeOf,
  type Improvement,
  type ReasonCoverage,
  topImprovements,
} from './compliance-score';
export { type DashboardReason, dashboardFindings, type Finding, findingsOf } from './dashboard-findings';
export { COVERING_TYPE, lackingDocument, type MissingDocument } from './document-coverage';
export {
  isoWeekOf,
  SCORE_RECORD_TYPE,
  SCORED_TYPES,
  type ScorePoint,
  scoreRecord,
  scoreRecordId,
  scoreTrend,
  TREND_WEEKS,
} from './score-history';
