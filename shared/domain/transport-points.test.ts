import { describe, expect, it } from 'vitest';
import { type CargoQuantity, linePoints, transportPoints } from './transport-points';

const cargo = (
  transportCategory: number,
  value: number,
  unit = 'L',
  extra: Partial<CargoQuantity> = {},
): CargoQuantity => ({
  transportCategory,
  quantityNet: { value, unit },
  ...extra,
});

describe('ADR 1.1.3.6.3 limits per category, one category alone', () => {
  it.each([
    ['category 1: 20 kg is the maximum (1000 points)', cargo(1, 20, 'KG'), 1000, 'EXEMPT'],
    ['category 1: 21 kg exceeds it', cargo(1, 21, 'KG'), 1050, 'NOT_EXEMPT_OVER_LIMIT'],
    [
      'category 1 footnote a, UN 1017 Chlor: 50 kg is the maximum',
      cargo(1, 50, 'KG', { unNumber: '1017' }),
      1000,
      'EXEMPT',
    ],
    [
      'category 1 footnote a, UN 1017 Chlor: 51 kg exceeds it',
      cargo(1, 51, 'KG', { unNumber: '1017' }),
      1020,
      'NOT_EXEMPT_OVER_LIMIT',
    ],
    ['category 2: 333 l stay within (999 points)', cargo(2, 333), 999, 'EXEMPT'],
    ['category 2: 334 l exceed (1002 points)', cargo(2, 334), 1002, 'NOT_EXEMPT_OVER_LIMIT'],
    ['category 3: 1000 l is the maximum', cargo(3, 1000), 1000, 'EXEMPT'],
    ['category 3: 1001 l exceed', cargo(3, 1001), 1001, 'NOT_EXEMPT_OVER_LIMIT'],
    ['category 4: unlimited, counts 0', cargo(4, 50_000), 0, 'EXEMPT'],
  ] as const)('%s', (_name, line, total, verdict) => {
    const result = transportPoints([line]);
    expect(result.total).toBe(total);
    expect(result.verdict).toBe(verdict);
  });

  it('category 0 excludes the exemption whatever the quantity (ADR 1.1.3.6.3: maximum 0)', () => {
    expect(transportPoints([cargo(0, 1), cargo(3, 10)]).verdict).toBe('NOT_EXEMPT_CATEGORY_0');
  });
});

describe('ADR 1.1.3.6.4 mixed loads', () => {
  it('200 l Diesel (UN 1202, cat. 3) and 50 kg Chlor (UN 1017, cat. 1 footnote a): 200 + 1000 = 1200, not exempt', () => {
    const result = transportPoints([
      cargo(3, 200, 'L', { unNumber: '1202' }),
      cargo(1, 50, 'KG', { unNumber: '1017' }),
    ]);
    expect(result.lines.map((line) => line.points)).toEqual([200, 1000]);
    expect(result.total).toBe(1200);
    expect(result.verdict).toBe('NOT_EXEMPT_OVER_LIMIT');
  });

  it('100 l Aceton (cat. 2) + 500 l Diesel (cat. 3) + 1 t cat. 4 = 300 + 500 + 0 = 800, exempt, with the quantity per category', () => {
    const result = transportPoints([cargo(2, 100), cargo(3, 500), cargo(4, 1, 'T')]);
    expect(result.total).toBe(800);
    expect(result.verdict).toBe('EXEMPT');
    expect(result.quantityPerCategory).toEqual({ 0: 0, 1: 0, 2: 100, 3: 500, 4: 1000 });
  });

  it('does not multiply category 0 by 50 and category 1 by 20 (a widely copied mistake)', () => {
    expect(linePoints(cargo(1, 10, 'KG'))).toMatchObject({ factor: 50, points: 500 });
    expect(linePoints(cargo(0, 10, 'KG'))).toMatchObject({ factor: 0, points: 0, reason: 'CATEGORY_0' });
  });
});

describe('what counts (ADR 1.1.3.6.3 "quantity", 3.4, 3.5)', () => {
  it('limited and excepted quantities are not counted', () => {
    const result = transportPoints([
      cargo(2, 500, 'L', { limitedQuantity: true }),
      cargo(1, 100, 'KG', { exceptedQuantity: true }),
      cargo(3, 10),
    ]);
    expect(result.lines.map((line) => line.reason)).toEqual(['LIMITED_QUANTITY', 'EXCEPTED_QUANTITY', 'COUNTED']);
    expect(result.total).toBe(10);
    expect(result.verdict).toBe('EXEMPT');
  });

  it('converts units to kg and litres: 0.5 t, 200,000 ml, 0.2 m³, 1500 g', () => {
    expect(linePoints(cargo(3, 0.5, 'T')).quantity).toBe(500);
    expect(linePoints(cargo(3, 200_000, 'ML')).quantity).toBe(200);
    expect(linePoints(cargo(3, 0.2, 'M3')).quantity).toBe(200);
    expect(linePoints(cargo(3, 1500, 'G')).quantity).toBe(1.5);
  });

  it('takes the gross quantity when no net quantity is given (articles: gross mass)', () => {
    expect(linePoints({ transportCategory: 2, quantityGross: { value: 40, unit: 'KG' } })).toMatchObject({
      quantity: 40,
      points: 120,
    });
  });

  it('answers incomplete instead of guessing when a category or a countable quantity is missing', () => {
    expect(transportPoints([{ quantityNet: { value: 5, unit: 'L' } }]).verdict).toBe('INCOMPLETE');
    expect(transportPoints([cargo(2, 5, 'PERCENT')]).verdict).toBe('INCOMPLETE');
  });
});
