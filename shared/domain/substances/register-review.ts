/**
 * The yearly review of the hazardous substance register per location (docs/domain/substances.md
 * REG-8, REG-9). Dates are ISO days (`2026-11-25`); "today" is passed in, never read from a clock.
 */
import { isDueBy, isPastDue, windowEnd } from '../deadlines';
import { approvalDay } from './approval-settle';
import { type RegisterDocument, text } from './register-places';

/** One recorded review: on which day, by whom, for which location. */
export interface RegisterReview {
  readonly id: string;
  readonly location: string;
  readonly reviewedOn: string;
  /** The reviewing employee's id. */
  readonly reviewedBy: string | undefined;
  readonly notes: string | undefined;
}

/** REG-9: how many days before its due date a review counts as due soon (and is reminded of). */
export const REVIEW_LOOKAHEAD_DAYS = 30;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * REG-11: whether a review's day lies after today, the calendar day in Germany at `now`
 * (Europe/Berlin, as the approval date of SUB-APR-5: tenants have no time zone yet). A value that
 * is no ISO day is left to the field's own check.
 */
export function reviewDayInFuture(reviewedOn: unknown, now: Date): boolean {
  return typeof reviewedOn === 'string' && ISO_DAY.test(reviewedOn) && reviewedOn > approvalDay(now.toISOString());
}

/** REG-8: the latest review of each location (by day; on one day, the later id). */
export function latestReviews(reviews: readonly RegisterDocument[]): ReadonlyMap<string, RegisterReview> {
  const latest = new Map<string, RegisterReview>();
  for (const { id, data } of reviews) {
    const location = text(data.location);
    const reviewedOn = text(data.reviewedOn);
    if (location === undefined || reviewedOn === undefined || !ISO_DAY.test(reviewedOn)) continue;
    const known = latest.get(location);
    if (known && (known.reviewedOn > reviewedOn || (known.reviewedOn === reviewedOn && known.id > id))) continue;
    latest.set(location, { id, location, reviewedOn, reviewedBy: text(data.reviewedBy), notes: text(data.notes) });
  }
  return latest;
}

/**
 * REG-8: a review is due one year after the last one, on the same calendar day; after a review on
 * 29 February, on 28 February.
 */
export function nextReviewDue(reviewedOn: string): string {
  const match = ISO_DAY.exec(reviewedOn);
  if (!match) throw new Error(`not an ISO day: ${reviewedOn}`);
  const year = Number(match[1]) + 1;
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * REG-9: where a location's register stands: never reviewed; current; due soon (within the
 * look-ahead, the due day included); overdue (the due day has passed).
 */
export type ReviewStatus =
  | { readonly state: 'never' }
  | {
      readonly state: 'current' | 'dueSoon' | 'overdue';
      readonly last: RegisterReview;
      readonly dueOn: string;
    };

export function reviewStatus(
  last: RegisterReview | undefined,
  today: string,
  lookAheadDays: number = REVIEW_LOOKAHEAD_DAYS,
): ReviewStatus {
  if (!last) return { state: 'never' };
  const dueOn = nextReviewDue(last.reviewedOn);
  const state = isPastDue(dueOn, today)
    ? 'overdue'
    : isDueBy(dueOn, windowEnd(today, lookAheadDays))
      ? 'dueSoon'
      : 'current';
  return { state, last, dueOn };
}
