import { describe, expect, it } from 'vitest';
import type { DocumentData } from '../../entities/entity';
import { nextOccurrence, occurrenceId, type StoredMeasure } from './recurrence';

const RECURRING = {
  name: 'Auffangwannen prüfen',
  origin: 'sinsp-1',
  measureType: 'ORGANIZATIONAL',
  responsible: 'emp-1',
  description: '<p>Sichtprüfung</p>',
  isDone: false,
  isRecurring: true,
  intervalInMonths: 1,
  nextDeadlineAt: '2026-01-31',
};

const store =
  (measures: Record<string, DocumentData | StoredMeasure>) =>
  (id: string): StoredMeasure | undefined => {
    const found = measures[id];
    if (found === undefined) return undefined;
    return 'deleted' in found && 'data' in found ? (found as StoredMeasure) : { data: found, deleted: false };
  };

describe('MEA-11 one open occurrence at a time', () => {
  it('generates the first occurrence, due on the next deadline, and advances the next deadline by the interval', () => {
    expect(nextOccurrence('rm-1', RECURRING, store({}))).toEqual({
      id: 'rm-1-20260131',
      measure: {
        name: 'Auffangwannen prüfen',
        measureType: 'ORGANIZATIONAL',
        responsible: 'emp-1',
        description: '<p>Sichtprüfung</p>',
        origin: 'rm-1',
        deadlineAt: '2026-01-31',
        isDone: false,
        isRecurring: false,
      },
      nextDeadlineAt: '2026-02-28',
      generatedMeasures: ['rm-1-20260131'],
    });
  });

  it('generates nothing while a generated measure is open, and the next one once it is done or deleted', () => {
    const recurring = { ...RECURRING, nextDeadlineAt: '2026-02-28', generatedMeasures: ['rm-1-20260131'] };
    expect(nextOccurrence('rm-1', recurring, store({ 'rm-1-20260131': { isDone: false } }))).toBeUndefined();
    const afterDone = nextOccurrence('rm-1', recurring, store({ 'rm-1-20260131': { isDone: true } }));
    expect(afterDone).toMatchObject({
      id: 'rm-1-20260228',
      nextDeadlineAt: '2026-03-31',
      generatedMeasures: ['rm-1-20260131', 'rm-1-20260228'],
    });
    const afterDeleted = nextOccurrence(
      'rm-1',
      recurring,
      store({ 'rm-1-20260131': { data: { isDone: false }, deleted: true } }),
    );
    expect(afterDeleted?.id).toBe('rm-1-20260228');
  });

  it('a stopped recurrence, or one without interval or next deadline, generates nothing', () => {
    expect(nextOccurrence('rm-1', { ...RECURRING, isRecurring: false }, store({}))).toBeUndefined();
    expect(nextOccurrence('rm-1', { ...RECURRING, intervalInMonths: undefined }, store({}))).toBeUndefined();
    expect(nextOccurrence('rm-1', { ...RECURRING, intervalInMonths: 0 }, store({}))).toBeUndefined();
    expect(nextOccurrence('rm-1', { ...RECURRING, nextDeadlineAt: '2026-02-30' }, store({}))).toBeUndefined();
  });

  it('a changed interval applies from the next occurrence: the stored next deadline stays, the advance uses the new interval', () => {
    const changed = { ...RECURRING, intervalInMonths: 12, nextDeadlineAt: '2026-02-28' };
    expect(nextOccurrence('rm-1', changed, store({}))).toMatchObject({
      id: 'rm-1-20260228',
      nextDeadlineAt: '2027-02-28',
    });
  });
});

describe('MEA-12 occurrence ids', () => {
  it('follow from the recurring measure and the deadline', () => {
    expect(occurrenceId('acme-rmea-sump-check', '2026-12-01')).toBe('acme-rmea-sump-check-20261201');
  });

  it('stay within 64 characters for a long id and still differ for different ids', () => {
    const long = 'x'.repeat(60);
    const first = occurrenceId(`${long}a`, '2026-12-01');
    const second = occurrenceId(`${long}b`, '2026-12-01');
    expect(first.length).toBeLessThanOrEqual(64);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
  });

  it('never overwrite a stored measure: a deadline whose occurrence exists is skipped', () => {
    const back = { ...RECURRING, nextDeadlineAt: '2026-01-31', generatedMeasures: ['rm-1-20260131'] };
    const occurrence = nextOccurrence('rm-1', back, store({ 'rm-1-20260131': { isDone: true } }));
    expect(occurrence).toMatchObject({
      id: 'rm-1-20260228',
      measure: { deadlineAt: '2026-02-28' },
      nextDeadlineAt: '2026-03-31',
    });
  });
});

describe('MEA-13 leap years over a yearly recurrence', () => {
  it('Feb 29 moves to Feb 28 and back to Feb 29 in the next leap year', () => {
    let recurring: DocumentData = { ...RECURRING, intervalInMonths: 12, nextDeadlineAt: '2028-02-29' };
    const measures: Record<string, DocumentData> = {};
    const deadlines: string[] = [];
    for (let year = 0; year < 5; year += 1) {
      const occurrence = nextOccurrence('rm-1', recurring, store(measures));
      if (!occurrence) throw new Error('no occurrence');
      deadlines.push(String(occurrence.measure.deadlineAt));
      measures[occurrence.id] = { ...occurrence.measure, isDone: true };
      recurring = {
        ...recurring,
        nextDeadlineAt: occurrence.nextDeadlineAt,
        generatedMeasures: occurrence.generatedMeasures,
      };
    }
    expect(deadlines).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });
});
