/** Substances on the server (docs/domain/substances.md): the yearly review reminder of the register. */
export { registerReviewReminder } from './review-reminder-job';
