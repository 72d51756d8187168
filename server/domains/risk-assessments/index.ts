/**
 * Risk assessments on the server (docs/domain/risk-assessments.md): the revision's who and when
 * and the next revision settled at commit (RA-8, RA-9).
 */
export { riskAssessmentsDomain } from './revision-hooks';
