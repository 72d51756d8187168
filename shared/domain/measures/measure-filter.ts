import type { DocumentData } from '../../entities/entity';
import type { MEASURE_FILTERS } from '../../enums/catalogs';
import { isDone, isOpen, isOverdue } from './measure-status';

/** A choice of the measure list filter (domain.md §4: ALL, OPEN, DONE, OVERDUE). */
export type MeasureFilter = (typeof MEASURE_FILTERS)[number];

/**
 * MEA-4: whether a measure shows under the list filter on `today` (an ISO day): ALL every
 * measure, OPEN the open ones (MEA-2, overdue ones included), DONE the done ones (MEA-1),
 * OVERDUE the overdue ones (MEA-3).
 */
export function matchesMeasureFilter(filter: MeasureFilter, measure: DocumentData, today: string): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'OPEN':
      return isOpen(measure);
    case 'DONE':
      return isDone(measure);
    case 'OVERDUE':
      return isOverdue(measure, today);
  }
}
