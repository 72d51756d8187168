/**
 * Measures (docs/domain/measures.md): done, open, overdue, the list filter and the deadline
 * order; the effectiveness check, what the server settles at commit, and the occurrences of
 * recurring measures with their calendar.
 */
export { addDays, addMonths, isIsoDay } from './calendar';
export {
  defaultEffectivenessCheckDue,
  EFFECTIVENESS_CHECK_WEEKS,
  type EffectivenessState,
  effectivenessCheckDue,
  effectivenessState,
} from './effectiveness';
export { type MeasureFilter, matchesMeasureFilter } from './measure-filter';
export { measureFilterCounts } from './measure-filter-counts';
export { byDeadline, isDone, isOpen, isOverdue } from './measure-status';
export { nextOccurrence, type Occurrence, occurrenceId, type StoredMeasure } from './recurrence';
export { type MeasureStamp, settleMeasure } from './settle-measure';
