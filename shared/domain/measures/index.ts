/** Measures (docs/domain/measures.md): done, open, overdue, the list filter and the deadline order. */
export { type MeasureFilter, matchesMeasureFilter } from './measure-filter';
export { byDeadline, isDone, isOpen, isOverdue } from './measure-status';
