import { describe, expect, it } from 'vitest';
import { CONSEQUENCE_RATINGS } from '../../enums/assessment';
import {
  bandOf,
  bandOfNumber,
  DEFAULT_RISK_THRESHOLDS,
  PROBABILITIES,
  type RiskBand,
  ratingOf,
  riskNumber,
  thresholdsOf,
  validThresholds,
} from './risk-matrix';

/** The default matrix of decision 0036, consequence rows A–E, probability columns 1–5. */
const DEFAULT_MATRIX: Record<string, readonly RiskBand[]> = {
  A: ['LOW', 'LOW', 'LOW', 'LOW', 'MEDIUM'],
  B: ['LOW', 'LOW', 'MEDIUM', 'MEDIUM', 'HIGH'],
  C: ['LOW', 'MEDIUM', 'MEDIUM', 'HIGH', 'HIGH'],
  D: ['LOW', 'MEDIUM', 'HIGH', 'HIGH', 'VERY_HIGH'],
  E: ['MEDIUM', 'HIGH', 'HIGH', 'VERY_HIGH', 'VERY_HIGH'],
};

describe('the risk matrix (docs/domain/risk-assessments.md)', () => {
  it('RA-1 the risk number is severity (A = 1 … E = 5) times probability', () => {
    expect(riskNumber({ consequence: 'A', probability: 1 })).toBe(1);
    expect(riskNumber({ consequence: 'C', probability: 4 })).toBe(12);
    expect(riskNumber({ consequence: 'E', probability: 5 })).toBe(25);
  });

  for (const consequence of CONSEQUENCE_RATINGS) {
    for (const probability of PROBABILITIES) {
      const expected = DEFAULT_MATRIX[consequence]?.[probability - 1];
      it(`RA-2 default band of ${consequence}${probability} is ${expected}`, () => {
        expect(bandOf({ consequence, probability })).toBe(expected);
      });
    }
  }

  it('RA-2 the default bands are 1–4 low, 5–9 medium, 10–16 high, 17–25 very high', () => {
    expect(DEFAULT_RISK_THRESHOLDS).toEqual({ medium: 5, high: 10, veryHigh: 17 });
    expect([4, 5, 9, 10, 16, 17].map((number) => bandOfNumber(number))).toEqual([
      'LOW',
      'MEDIUM',
      'MEDIUM',
      'HIGH',
      'HIGH',
      'VERY_HIGH',
    ]);
  });

  it('RA-2 an incomplete or out-of-range evaluation has no band', () => {
    for (const evaluation of [
      undefined,
      null,
      {},
      { consequence: 'C' },
      { probability: 3 },
      { consequence: 'F', probability: 3 },
      { consequence: 'C', probability: 0 },
      { consequence: 'C', probability: 6 },
      { consequence: 'C', probability: 2.5 },
      { consequence: 'C', probability: '3' },
    ]) {
      expect(bandOf(evaluation), JSON.stringify(evaluation)).toBeUndefined();
      expect(ratingOf(evaluation)).toBeUndefined();
    }
  });

  it('RA-3 a tenant configuration moves the bands of every cell', () => {
    const strict = thresholdsOf({ riskMatrix: { medium: 3, high: 6, veryHigh: 12 } });
    expect(strict).toEqual({ medium: 3, high: 6, veryHigh: 12 });
    const grid = CONSEQUENCE_RATINGS.map((consequence) =>
      PROBABILITIES.map((probability) => bandOf({ consequence, probability }, strict)),
    );
    expect(grid).toEqual([
      ['LOW', 'LOW', 'MEDIUM', 'MEDIUM', 'MEDIUM'],
      ['LOW', 'MEDIUM', 'HIGH', 'HIGH', 'HIGH'],
      ['MEDIUM', 'HIGH', 'HIGH', 'VERY_HIGH', 'VERY_HIGH'],
      ['MEDIUM', 'HIGH', 'VERY_HIGH', 'VERY_HIGH', 'VERY_HIGH'],
      ['MEDIUM', 'HIGH', 'VERY_HIGH', 'VERY_HIGH', 'VERY_HIGH'],
    ]);
  });

  it('RA-3 thresholds must rise strictly within 2 … 25; otherwise the default applies', () => {
    expect(validThresholds({ medium: 2, high: 3, veryHigh: 25 })).toBe(true);
    for (const thresholds of [
      { medium: 1, high: 3, veryHigh: 25 },
      { medium: 5, high: 5, veryHigh: 17 },
      { medium: 5, high: 10, veryHigh: 26 },
      { medium: 5, high: 10 },
      { medium: 5.5, high: 10, veryHigh: 17 },
      { medium: '5', high: 10, veryHigh: 17 },
    ]) {
      expect(validThresholds(thresholds), JSON.stringify(thresholds)).toBe(false);
      expect(thresholdsOf({ riskMatrix: thresholds })).toEqual(DEFAULT_RISK_THRESHOLDS);
    }
    expect(thresholdsOf(undefined)).toEqual(DEFAULT_RISK_THRESHOLDS);
    expect(thresholdsOf({})).toEqual(DEFAULT_RISK_THRESHOLDS);
  });
});
