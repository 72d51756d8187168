/** Deadlines (docs/domain/deadlines.md): where due dates are kept, and when they are due or past due. */
export { DUE_DATE_SOURCES, type DueKind, dueDate } from './due-dates';
export { isDueBy, isPastDue, windowEnd } from './due-window';
