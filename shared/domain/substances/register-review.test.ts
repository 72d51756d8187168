import { describe, expect, it } from 'vitest';
import { latestReviews, nextReviewDue, type RegisterReview, reviewDayInFuture, reviewStatus } from './register-review';

const review = (id: string, location: string, reviewedOn: unknown, reviewedBy = 'emp-anna') => ({
  id,
  data: { location, reviewedOn, reviewedBy },
});

describe('REG-8 latest review and due date', () => {
  it('REG-8: the latest review of each location counts', () => {
    const latest = latestReviews([
      review('r1', 'loc-a', '2025-03-01'),
      review('r2', 'loc-a', '2026-02-15', 'emp-ben'),
      review('r3', 'loc-a', '2024-12-31'),
      review('r4', 'loc-b', '2026-01-10'),
    ]);
    expect(latest.get('loc-a')).toEqual({
      id: 'r2',
      location: 'loc-a',
      reviewedOn: '2026-02-15',
      reviewedBy: 'emp-ben',
      notes: undefined,
    });
    expect(latest.get('loc-b')?.id).toBe('r4');
    expect(latest.size).toBe(2);
  });

  it('REG-8: two reviews on one day: the later id counts, whatever the order they arrive in', () => {
    const reviews = [review('r-b', 'loc-a', '2026-02-15'), review('r-a', 'loc-a', '2026-02-15')];
    expect(latestReviews(reviews).get('loc-a')?.id).toBe('r-b');
    expect(latestReviews([...reviews].reverse()).get('loc-a')?.id).toBe('r-b');
  });

  it('REG-8: a review without location or with a malformed day is left out', () => {
    expect(
      latestReviews([review('r1', '', '2026-01-01'), review('r2', 'loc-a', '1.1.2026'), review('r3', 'loc-a', 7)]).size,
    ).toBe(0);
  });

  it('REG-8: due one year later on the same calendar day; after 29 February on 28 February', () => {
    expect(nextReviewDue('2025-11-01')).toBe('2026-11-01');
    expect(nextReviewDue('2025-12-31')).toBe('2026-12-31');
    expect(nextReviewDue('2028-02-29')).toBe('2029-02-28');
    expect(() => nextReviewDue('2025-1-1')).toThrow(/ISO day/);
  });
});

describe('REG-9 review status', () => {
  const last: RegisterReview = {
    id: 'r1',
    location: 'loc-a',
    reviewedOn: '2025-11-01',
    reviewedBy: 'emp-anna',
    notes: undefined,
  };

  it('REG-9: never reviewed', () => {
    expect(reviewStatus(undefined, '2026-11-01')).toEqual({ state: 'never' });
  });

  it('REG-9: current until 30 days before the due day, due soon from then to the due day, overdue after it', () => {
    expect(reviewStatus(last, '2026-10-01')).toEqual({ state: 'current', last, dueOn: '2026-11-01' });
    expect(reviewStatus(last, '2026-10-02').state).toBe('dueSoon');
    expect(reviewStatus(last, '2026-11-01').state).toBe('dueSoon');
    expect(reviewStatus(last, '2026-11-02').state).toBe('overdue');
  });

  it('REG-9: the look-ahead can be given', () => {
    expect(reviewStatus(last, '2026-10-20', 7).state).toBe('current');
    expect(reviewStatus(last, '2026-10-25', 7).state).toBe('dueSoon');
  });
});

describe('REG-11 no review in the future', () => {
  it('REG-11 refuses a day after today in Germany, also just after midnight there while it is still yesterday in UTC', () => {
    expect(reviewDayInFuture('2026-03-03', new Date('2026-03-02T12:00:00Z'))).toBe(true);
    expect(reviewDayInFuture('2027-03-02', new Date('2026-03-02T12:00:00Z'))).toBe(true);
    // 23:30 UTC on 2 March is 00:30 on 3 March in Berlin: the 3rd has come, the 4th not.
    expect(reviewDayInFuture('2026-03-03', new Date('2026-03-02T23:30:00Z'))).toBe(false);
    expect(reviewDayInFuture('2026-03-04', new Date('2026-03-02T23:30:00Z'))).toBe(true);
  });

  it('REG-11 accepts today and days past, and leaves a value that is no day to the field', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(reviewDayInFuture('2026-03-02', now)).toBe(false);
    expect(reviewDayInFuture('2025-03-02', now)).toBe(false);
    expect(reviewDayInFuture('3. März 2030', now)).toBe(false);
    expect(reviewDayInFuture(undefined, now)).toBe(false);
  });
});
