/**
 * Compliance on the server (docs/domain/compliance.md): the weekly job that records each tenant's
 * compliance score for the dashboard's trend (CMP-9).
 */
export { recordScore, SCORE_HISTORY_REASON } from './record-score';
export { weeklyScoreRecord } from './score-history-job';
