/**
 * Whether a measure is done, open or overdue (docs/domain/measures.md MEA-1 … MEA-3, MEA-5),
 * read from its data as stored or half-filled in a form. Dates are ISO days (`2026-11-25`);
 * "today" is passed in, never read from a clock.
 */
import type { DocumentData } from '../../entities/entity';

/** The measure's deadline (`deadlineAt`), or undefined when it has none. */
function deadlineOf(measure: DocumentData): string | undefined {
  return typeof measure.deadlineAt === 'string' && measure.deadlineAt !== '' ? measure.deadlineAt : undefined;
}

/** MEA-1: a measure is done when it is marked done (`isDone` true); anything else is not done. */
export function isDone(measure: DocumentData): boolean {
  return measure.isDone === true;
}

/** MEA-2: a measure is open while it is not done, with or without a deadline. */
export function isOpen(measure: DocumentData): boolean {
  return !isDone(measure);
}

/**
 * MEA-3: a measure is overdue when it is open and its deadline lies before `today` (an ISO day):
 * a deadline of today is not yet overdue, and a measure without a deadline never is.
 */
export function isOverdue(measure: DocumentData, today: string): boolean {
  const deadline = deadlineOf(measure);
  return isOpen(measure) && deadline !== undefined && deadline < today;
}

/** MEA-5: earliest deadline first, measures without a deadline last (for `Array.prototype.sort`). */
export function byDeadline(a: DocumentData, b: DocumentData): number {
  const first = deadlineOf(a);
  const second = deadlineOf(b);
  if (first === second) return 0;
  if (first === undefined) return 1;
  if (second === undefined) return -1;
  return first < second ? -1 : 1;
}
