import { describe, expect, it } from 'vitest';
import { approvalDay } from '../domain/substances';
import { validateDocument } from './derive/schema';
import { substanceRegisterReview } from './substance-register-review';

describe('substance register review (GefStoffV § 6 (12), docs/domain/substances.md REG-8)', () => {
  it('accepts a review with location, day, reviewer and notes', () => {
    const review = {
      location: 'loc-1',
      reviewedOn: '2026-03-02',
      reviewedBy: 'emp-1',
      notes: 'Neues Reinigungsmittel aufgenommen.',
    };
    expect(validateDocument(substanceRegisterReview, review)).toEqual({ ok: true, data: review });
  });

  it('refuses a review without location, day or reviewer, naming each field', () => {
    const result = validateDocument(substanceRegisterReview, { notes: 'ohne alles' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'location', message: 'validation.required' },
      { path: 'reviewedOn', message: 'validation.required' },
      { path: 'reviewedBy', message: 'validation.required' },
    ]);
  });

  it('refuses a day that is no date', () => {
    const result = validateDocument(substanceRegisterReview, {
      location: 'loc-1',
      reviewedOn: '2. März',
      reviewedBy: 'emp-1',
    });
    expect(result.ok).toBe(false);
  });

  it('REG-11: refuses a review for a day after today in Germany, accepts today', () => {
    const today = approvalDay(new Date().toISOString());
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const review = (reviewedOn: string) => ({ location: 'loc-1', reviewedOn, reviewedBy: 'emp-1' });
    const future = validateDocument(substanceRegisterReview, review(tomorrow.toISOString().slice(0, 10)));
    expect(future.ok ? [] : future.issues).toEqual([
      { path: 'reviewedOn', message: 'rule.substanceRegisterReview.reviewedOnFuture' },
    ]);
    expect(validateDocument(substanceRegisterReview, review(today)).ok).toBe(true);
  });

  it('is governed like the substances and sits at its location', () => {
    expect(substanceRegisterReview).toMatchObject({
      resource: 'SUBSTANCES',
      module: 'HAZARDOUS_SUBSTANCES',
      scope: { fields: ['location'] },
    });
  });
});
