/**
 * Risk assessments (docs/domain/risk-assessments.md): the risk matrix and its bands, the
 * stress factors and their sub-factors, the STOP order of measures, the revision dates, and
 * the open measures of an assessment.
 */
export { type MeasureDoc, measuresOfRisk, openMeasureCount, shownOpenMeasureCount } from './open-measures';
export { nextRevision, type RevisionStamp, revisionOverdue, settleRiskAssessment } from './revision';
export {
  bandOf,
  bandOfNumber,
  DEFAULT_RISK_THRESHOLDS,
  type Evaluation,
  PROBABILITIES,
  type Rating,
  RISK_BANDS,
  RISK_NUMBER_MAX,
  RISK_NUMBER_MIN,
  type RiskBand,
  type RiskThresholds,
  ratingOf,
  riskNumber,
  severityOf,
  thresholdsOf,
  validThresholds,
} from './risk-matrix';
export {
  byStop,
  type MeasureType,
  measureNeedsReason,
  missingPersonalReasons,
  needsPersonalReason,
  onlyPersonal,
  PERSONAL_REASON_RULE,
  STOP_ORDER,
  stopRank,
} from './stop';
export {
  STRESS_SUB_FACTOR_CODES,
  STRESS_SUB_FACTOR_LABELS,
  STRESS_SUB_FACTORS,
  type SubFactor,
  subFactorFits,
  subFactorOf,
} from './stress-factors';
