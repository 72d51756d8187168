/**
 * Substances on the server (docs/domain/substances.md): the approval workflow's steps admitted
 * and stamped at commit (SUB-APR-4, SUB-APR-5) and the yearly review reminder of the register (REG-10).
 */
export { substancesDomain } from './approval-hooks';
export { registerReviewReminder } from './review-reminder-job';
