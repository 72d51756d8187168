import { describe, expect, it } from 'vitest';
import { complianceChecks } from './compliance-checks';
import type { ComplianceDocument } from './compliance-document';
import { complianceScore } from './compliance-score';
import { isoWeekOf, scoreRecord, scoreRecordId, scoreTrend } from './score-history';

const doc = (type: string, id: string, data: ComplianceDocument['data']): ComplianceDocument => ({ type, id, data });

const documents = [
  doc('SUBSTANCE', 's-acetone', { name: 'Aceton', hazardStatements: ['H225'] }),
  doc('SUBSTANCE', 's-water', { name: 'Wasser' }),
  doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-acetone'] }),
  doc('MEASURE', 'm-late', { isDone: false, deadlineAt: '2026-11-20' }),
  doc('MEASURE', 'm-open', { isDone: false, deadlineAt: '2026-12-20' }),
];

describe('CMP-9 weekly score history', () => {
  it('names the ISO week of a day, across the turn of the year', () => {
    expect(
      ['2026-11-23', '2026-11-29', '2026-11-30', '2026-12-31', '2027-01-03', '2027-01-04', '2024-12-30'].map(isoWeekOf),
    ).toEqual(['2026-W48', '2026-W48', '2026-W49', '2026-W53', '2026-W53', '2027-W01', '2025-W01']);
  });

  it('gives one id per week', () => {
    expect(scoreRecordId(isoWeekOf('2026-11-23'))).toBe(scoreRecordId(isoWeekOf('2026-11-29')));
    expect(scoreRecordId('2026-W48')).toBe('compliance-score-2026-W48');
  });

  it('records the score the dashboard computes from the same documents on the same day (CMP-5, CMP-6)', () => {
    const score = complianceScore(complianceChecks(documents, '2026-11-23'));
    // Acetone: instruction missing (3 of 6 met); water: both missing (0 of 2); measures: 2 of 4 met.
    expect(score).toMatchObject({ metWeight: 5, totalWeight: 12, grade: 5 });
    expect(scoreRecord(documents, '2026-11-23')).toEqual({
      week: '2026-W48',
      recordedOn: '2026-11-23',
      grade: score.grade,
      percent: 41.7,
      metWeight: 5,
      totalWeight: 12,
      missing: 4,
    });
  });

  it('judges the measures on the day it records', () => {
    expect(scoreRecord(documents, '2026-11-19')).toMatchObject({ metWeight: 7, missing: 3 });
  });

  it('records nothing while there is nothing to rate', () => {
    expect(scoreRecord([doc('CONTACT', 'c-1', { name: 'Post' })], '2026-11-23')).toBeUndefined();
  });

  it('the trend is the last weeks in order, leaving out what is no record', () => {
    const week = (n: number) => ({
      week: `2026-W${String(n).padStart(2, '0')}`,
      recordedOn: '2026-01-01',
      grade: 3,
      percent: 70,
      missing: 2,
    });
    const records = [week(12), week(3), { week: '2026-W05' }, week(9), week(10), week(11), week(1), week(2), week(4)];
    expect(scoreTrend(records, 4).map((point) => point.week)).toEqual(['2026-W09', '2026-W10', '2026-W11', '2026-W12']);
    expect(
      scoreTrend([
        { ...week(53), week: '2026-W53' },
        { ...week(1), week: '2027-W01' },
      ]).map((p) => p.week),
    ).toEqual(['2026-W53', '2027-W01']);
  });
});
