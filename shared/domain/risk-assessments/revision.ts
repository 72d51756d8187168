/**
 * The revision of a risk assessment (docs/domain/risk-assessments.md RA-8, RA-9): when it is
 * next due, and what the server records when it is revised (docs/sync-spec.md D4).
 */
import type { DocumentData } from '../../entities/entity';
import { jsonEqual } from '../../sync/equal';
import { addMonths, isIsoDay } from '../measures';
import { approvalDay } from '../substances';

/** RA-8: the next revision, the last revision plus the interval in months; undefined without both. */
export function nextRevision(lastRevisedAt: unknown, revisionInterval: unknown): string | undefined {
  if (!isIsoDay(lastRevisedAt)) return undefined;
  if (typeof revisionInterval !== 'number' || !Number.isInteger(revisionInterval) || revisionInterval < 1) {
    return undefined;
  }
  return addMonths(lastRevisedAt, revisionInterval);
}

/**
 * RA-12: the next revision is overdue when its day lies before `today` (an ISO day): due today
 * is not yet overdue; without a next revision nothing is.
 */
export function revisionOverdue(nextRevisionAt: unknown, today: string): boolean {
  return isIsoDay(nextRevisionAt) && nextRevisionAt < today;
}

/** The committing employee (undefined for a user bound to none) and the commit time, ISO. */
export interface RevisionStamp {
  readonly employeeId: string | undefined;
  readonly at: string;
}

/**
 * RA-9: a revision is recorded when the day of the last revision changes. Its day is the one the
 * device sent (revised offline), not later than the commit's day; the reviser
 * (`lastRevisedBy`) is the committing employee. Otherwise the reviser stays as stored, whatever
 * a device sent. RA-8: with a last revision and an interval, the next revision follows from
 * them; without, the next revision stays as planned by hand.
 */
export function settleRiskAssessment(
  previous: DocumentData | undefined,
  data: DocumentData,
  stamp: RevisionStamp,
): DocumentData {
  const next: Record<string, unknown> = { ...data };
  const commitDay = approvalDay(stamp.at);
  const revised = isIsoDay(next.lastRevisedAt) && !jsonEqual(previous?.lastRevisedAt, next.lastRevisedAt);
  if (revised) {
    if ((next.lastRevisedAt as string) > commitDay) next.lastRevisedAt = commitDay;
    if (stamp.employeeId === undefined) delete next.lastRevisedBy;
    else next.lastRevisedBy = stamp.employeeId;
  } else if (previous?.lastRevisedBy === undefined) {
    delete next.lastRevisedBy;
  } else {
    next.lastRevisedBy = previous.lastRevisedBy;
  }
  const due = nextRevision(next.lastRevisedAt, next.revisionInterval);
  if (due !== undefined) next.nextRevisionAt = due;
  return next;
}
