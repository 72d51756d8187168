import { describe, expect, it } from 'vitest';
import { measuresOfRisk, openMeasureCount, shownOpenMeasureCount } from './open-measures';
import { STRESS_SUB_FACTOR_CODES, STRESS_SUB_FACTORS, subFactorFits } from './stress-factors';

const measure = (id: string, data: Record<string, unknown>) => ({ id, data: { origin: 'ra-1', ...data } });

const MEASURES = [
  measure('gloves', { originRisk: 'r1', measureType: 'PERSONAL', isDone: false, deadlineAt: '2026-01-01' }),
  measure('exhaust-late', { originRisk: 'r1', measureType: 'TECHNICAL', isDone: true, deadlineAt: '2026-09-01' }),
  measure('exhaust-soon', { originRisk: 'r1', measureType: 'TECHNICAL', isDone: false, deadlineAt: '2026-03-01' }),
  measure('substitute', { originRisk: 'r1', measureType: 'SUBSTITUTIONAL', isDone: false }),
  measure('other-risk', { originRisk: 'r2', measureType: 'ORGANIZATIONAL', isDone: false }),
  measure('whole-assessment', { measureType: 'ORGANIZATIONAL' }),
  { id: 'elsewhere', data: { origin: 'ra-2', originRisk: 'r1', measureType: 'TECHNICAL', isDone: false } },
];

describe('the measures of an assessment (docs/domain/risk-assessments.md)', () => {
  it('RA-10 a risk has the measure documents naming it and its assessment, in STOP order, then by deadline', () => {
    expect(measuresOfRisk('ra-1', 'r1', MEASURES).map((found) => found.id)).toEqual([
      'substitute',
      'exhaust-soon',
      'exhaust-late',
      'gloves',
    ]);
    expect(measuresOfRisk('ra-1', 'r3', MEASURES)).toEqual([]);
  });

  it('RA-11 counts the open measures naming the assessment as origin, of a risk or not', () => {
    expect(openMeasureCount('ra-1', MEASURES)).toBe(5);
    expect(openMeasureCount('ra-2', MEASURES)).toBe(1);
    expect(
      openMeasureCount(
        'ra-1',
        MEASURES.map((found) => ({ ...found, data: { ...found.data, isDone: true } })),
      ),
    ).toBe(0);
  });

  it("RA-11 a device shows the server's count, and its own while one of the assessment's measures waits to be sent", () => {
    expect(shownOpenMeasureCount('ra-1', 7, MEASURES)).toBe(7);
    expect(shownOpenMeasureCount('ra-1', undefined, MEASURES)).toBe(5);
    expect(shownOpenMeasureCount('ra-1', -1, MEASURES)).toBe(5);
    const doneHere = MEASURES.map((found) =>
      found.id === 'gloves' ? { ...found, pending: true, data: { ...found.data, isDone: true } } : found,
    );
    expect(shownOpenMeasureCount('ra-1', 5, doneHere)).toBe(4);
    // An unsent edit of another assessment's measure leaves this count to the server.
    const elsewhere = MEASURES.map((found) => (found.id === 'elsewhere' ? { ...found, pending: true } : found));
    expect(shownOpenMeasureCount('ra-1', 7, elsewhere)).toBe(7);
  });
});

describe('stress factors (docs/domain/risk-assessments.md)', () => {
  it('RA-4 every factor 1–10 has GDA sub-factors numbered after it, each code once', () => {
    for (const [factor, list] of Object.entries(STRESS_SUB_FACTORS)) {
      const number = factor.replace('FACTOR_', '');
      expect(list.length).toBeGreaterThan(1);
      for (const entry of list) expect(entry.code.startsWith(`${number}.`)).toBe(true);
    }
    expect(new Set(STRESS_SUB_FACTOR_CODES).size).toBe(STRESS_SUB_FACTOR_CODES.length);
  });

  it('RA-5 a sub-factor must belong to its factor', () => {
    expect(subFactorFits('FACTOR_5', '5.2')).toBe(true);
    expect(subFactorFits('FACTOR_5', undefined)).toBe(true);
    expect(subFactorFits('FACTOR_1', '5.2')).toBe(false);
    expect(subFactorFits(undefined, '5.2')).toBe(false);
  });
});
