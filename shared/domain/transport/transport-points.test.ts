import { describe, expect, it } from 'vitest';
import {
  CATEGORY_1_FOOTNOTE_A,
  type CargoQuantity,
  EXEMPTION_LIMIT,
  linePoints,
  multiplier,
  transportPoints,
} from './transport-points';

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

describe('TRA-1 ADR 1.1.3.6.3 maximum total quantity per transport unit, one category alone', () => {
  it.each([
    [
      'ADR 1.1.3.6.3 category 1: 20 kg is the maximum (20 × 50 = 1000 points, exempt)',
      cargo(1, 20, 'KG'),
      1000,
      'EXEMPT',
    ],
    ['ADR 1.1.3.6.3 category 1: 21 kg exceed it (1050 points)', cargo(1, 21, 'KG'), 1050, 'NOT_EXEMPT_OVER_LIMIT'],
    [
      'ADR 1.1.3.6.3 footnote a, UN 1017 CHLOR: 50 kg is the maximum (50 × 20 = 1000 points)',
      cargo(1, 50, 'KG', { unNumber: '1017' }),
      1000,
      'EXEMPT',
    ],
    [
      'ADR 1.1.3.6.3 footnote a, UN 1017 CHLOR: 51 kg exceed it (1020 points)',
      cargo(1, 51, 'KG', { unNumber: '1017' }),
      1020,
      'NOT_EXEMPT_OVER_LIMIT',
    ],
    ['ADR 1.1.3.6.3 category 2: 333 l stay within (333 × 3 = 999 points)', cargo(2, 333), 999, 'EXEMPT'],
    ['ADR 1.1.3.6.3 category 2: 334 l exceed (1002 points)', cargo(2, 334), 1002, 'NOT_EXEMPT_OVER_LIMIT'],
    ['ADR 1.1.3.6.3 category 3: 1000 l is the maximum (1000 × 1)', cargo(3, 1000), 1000, 'EXEMPT'],
    ['ADR 1.1.3.6.3 category 3: 1001 l exceed', cargo(3, 1001), 1001, 'NOT_EXEMPT_OVER_LIMIT'],
    ['ADR 1.1.3.6.3 category 4: unlimited, 50,000 l count 0 points', cargo(4, 50_000), 0, 'EXEMPT'],
  ] as const)('%s', (_name, line, total, verdict) => {
    const result = transportPoints([line]);
    expect(result.total).toBe(total);
    expect(result.verdict).toBe(verdict);
  });

  it('ADR 1.1.3.6.4: the limit is 1000 points', () => {
    expect(EXEMPTION_LIMIT).toBe(1000);
  });

  it('ADR 1.1.3.6.3 category 0: maximum 0, so one litre excludes the exemption whatever else is loaded', () => {
    const result = transportPoints([cargo(0, 1), cargo(3, 10)]);
    expect(result.verdict).toBe('NOT_EXEMPT_CATEGORY_0');
    expect(result.lines[0]).toMatchObject({ reason: 'CATEGORY_0', factor: 0, points: 0 });
    expect(result.total).toBe(10);
  });

  it('ADR 1.1.3.6.3 category 0 decides even when another line is incomplete', () => {
    expect(transportPoints([cargo(0, 1), { quantityNet: { value: 5, unit: 'L' } }]).verdict).toBe(
      'NOT_EXEMPT_CATEGORY_0',
    );
  });
});

describe('TRA-2 ADR 1.1.3.6.3 footnote a (DOMAIN-RULES "ADR 1.1.3.6", verified)', () => {
  it('lists exactly UN 0081, 0082, 0084, 0241, 0331, 0332, 0482, 1005 and 1017', () => {
    expect([...CATEGORY_1_FOOTNOTE_A]).toEqual([
      '0081',
      '0082',
      '0084',
      '0241',
      '0331',
      '0332',
      '0482',
      '1005',
      '1017',
    ]);
  });

  it.each(CATEGORY_1_FOOTNOTE_A)('ADR 1.1.3.6.4: category 1 UN %s counts × 20 (maximum 50)', (unNumber) => {
    expect(multiplier(1, unNumber)).toBe(20);
    expect(multiplier(1, ` ${unNumber} `)).toBe(20);
  });

  it('ADR 1.1.3.6.4: other category 1 goods count × 50 (maximum 20), e.g. UN 1045 FLUOR', () => {
    expect(multiplier(1, '1045')).toBe(50);
    expect(multiplier(1, null)).toBe(50);
    // The footnote belongs to category 1 only: UN 1005 in another category keeps that category's factor.
    expect(multiplier(2, '1005')).toBe(3);
  });
});

describe('TRA-3 ADR 1.1.3.6.4 mixed loads: 50 × cat. 1 + 20 × cat. 1 footnote a + 3 × cat. 2 + 1 × cat. 3 ≤ 1000', () => {
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
    expect(result.quantityPerCategory).toEqual({
      0: { KG: 0, L: 0 },
      1: { KG: 0, L: 0 },
      2: { KG: 0, L: 100 },
      3: { KG: 0, L: 500 },
      4: { KG: 1000, L: 0 },
    });
  });

  it('every weighted term at once: 5 kg cat. 1 + 10 kg UN 0081 + 100 l cat. 2 + 200 l cat. 3 = 250 + 200 + 300 + 200 = 950, exempt', () => {
    const result = transportPoints([
      cargo(1, 5, 'KG', { hazardClass: '1' }),
      cargo(1, 10, 'KG', { unNumber: '0081', hazardClass: '1' }),
      cargo(2, 100),
      cargo(3, 200),
    ]);
    expect(result.lines.map((line) => line.factor)).toEqual([50, 20, 3, 1]);
    expect(result.total).toBe(950);
    expect(result.verdict).toBe('EXEMPT');
    expect(result.quantityPerCategory[1]).toEqual({ KG: 15, L: 0 });
  });

  it('exactly 1000 points is exempt, 1000.5 is not (ADR 1.1.3.6.4 "does not exceed 1000")', () => {
    expect(transportPoints([cargo(2, 300), cargo(3, 100)]).verdict).toBe('EXEMPT');
    expect(transportPoints([cargo(2, 300), cargo(3, 100.5)]).verdict).toBe('NOT_EXEMPT_OVER_LIMIT');
  });

  it('does not multiply category 0 by 50 and category 1 by 20 (a widely copied mistake, DOMAIN-RULES)', () => {
    expect(linePoints(cargo(1, 10, 'KG'))).toMatchObject({ factor: 50, points: 500 });
    expect(linePoints(cargo(0, 10, 'KG'))).toMatchObject({ factor: 0, points: 0, reason: 'CATEGORY_0' });
  });
});

describe('TRA-4 ADR 1.1.3.6.3 / ADR 3.4, 3.5: what is counted', () => {
  it('goods in limited (ADR 3.4) or excepted (ADR 3.5) quantities are not counted, whatever their category', () => {
    const result = transportPoints([
      cargo(2, 500, 'L', { limitedQuantity: true }),
      cargo(1, 100, 'KG', { exceptedQuantity: true }),
      cargo(0, 5, 'L', { limitedQuantity: true }),
      cargo(3, 10),
    ]);
    expect(result.lines.map((line) => line.reason)).toEqual([
      'LIMITED_QUANTITY',
      'EXCEPTED_QUANTITY',
      'LIMITED_QUANTITY',
      'COUNTED',
    ]);
    expect(result.total).toBe(10);
    expect(result.verdict).toBe('EXEMPT');
    expect(result.quantityPerCategory[2]).toEqual({ KG: 0, L: 0 });
  });

  it('converts to kg and litres: 0.5 t → 500 kg, 1500 g → 1.5 kg, 200,000 ml → 200 l, 0.2 m³ → 200 l', () => {
    expect(linePoints(cargo(3, 0.5, 'T'))).toMatchObject({ quantity: 500, measure: 'KG' });
    expect(linePoints(cargo(3, 1500, 'G'))).toMatchObject({ quantity: 1.5, measure: 'KG' });
    expect(linePoints(cargo(3, 200_000, 'ML'))).toMatchObject({ quantity: 200, measure: 'L' });
    expect(linePoints(cargo(3, 0.2, 'M3'))).toMatchObject({ quantity: 200, measure: 'L' });
    // 0.4 t of a category 2 solid: 400 kg × 3 = 1200 points.
    expect(transportPoints([cargo(2, 0.4, 'T')])).toMatchObject({ total: 1200, verdict: 'NOT_EXEMPT_OVER_LIMIT' });
  });

  it('answers incomplete instead of guessing when a category or a countable quantity is missing', () => {
    expect(transportPoints([{ quantityNet: { value: 5, unit: 'L' } }]).verdict).toBe('INCOMPLETE');
    expect(transportPoints([cargo(2, 5, 'PERCENT')]).verdict).toBe('INCOMPLETE');
    expect(transportPoints([cargo(2, -5, 'L')]).verdict).toBe('INCOMPLETE');
  });
});

describe('TRA-5 ADR 1.1.3.6.3 "quantity": which quantity of a line counts', () => {
  it('articles: the gross mass in kg, e.g. UN 3481 lithium ion batteries in equipment (class 9, M4, cat. 2)', () => {
    const batteries = cargo(2, 60, 'KG', {
      unNumber: '3481',
      hazardClass: '9',
      classificationCode: 'M4',
      quantityGross: { value: 150, unit: 'KG' },
    });
    expect(linePoints(batteries)).toMatchObject({ basis: 'GROSS_MASS', quantity: 150, measure: 'KG', points: 450 });
    // Without the gross mass the line cannot be counted: its net mass would be too little.
    const { quantityGross: _, ...netOnly } = batteries;
    expect(linePoints(netOnly)).toMatchObject({ basis: 'GROSS_MASS', quantity: null, reason: 'NO_QUANTITY' });
    expect(transportPoints([netOnly]).verdict).toBe('INCOMPLETE');
  });

  it('articles containing gas: UN 1950 DRUCKGASPACKUNGEN (2, 5F, cat. 2) count their gross mass', () => {
    const aerosols = cargo(2, 90, 'KG', {
      unNumber: '1950',
      hazardClass: '2',
      classificationCode: '5F',
      quantityGross: { value: 120, unit: 'KG' },
    });
    expect(linePoints(aerosols)).toMatchObject({ basis: 'GROSS_MASS', quantity: 120, points: 360 });
  });

  it('class 1: the net explosive mass (the net quantity), e.g. UN 0336 FEUERWERKSKÖRPER (1.4G, cat. 2): 8 kg NEM in 30 kg gross', () => {
    const fireworks = cargo(2, 8, 'KG', {
      unNumber: '0336',
      hazardClass: '1',
      classificationCode: '1.4G',
      quantityGross: { value: 30, unit: 'KG' },
    });
    expect(linePoints(fireworks)).toMatchObject({ basis: 'NET_EXPLOSIVE_MASS', quantity: 8, points: 24 });
    // An explosive mass in litres is not a mass.
    expect(linePoints({ ...fireworks, quantityNet: { value: 8, unit: 'L' } })).toMatchObject({
      quantity: null,
      reason: 'NO_QUANTITY',
    });
  });

  it('compressed gases: the water capacity in litres, e.g. UN 1072 SAUERSTOFF, VERDICHTET (1O, cat. 3) in 4 × 50 l cylinders', () => {
    const oxygen = cargo(3, 200, 'L', {
      unNumber: '1072',
      hazardClass: '2',
      classificationCode: '1O',
      quantityGross: { value: 280, unit: 'KG' },
    });
    expect(linePoints(oxygen)).toMatchObject({ basis: 'WATER_CAPACITY', quantity: 200, measure: 'L', points: 200 });
    // The gas's mass is not its water capacity: not countable.
    expect(linePoints({ ...oxygen, quantityNet: { value: 11, unit: 'KG' } })).toMatchObject({
      basis: 'WATER_CAPACITY',
      quantity: null,
      reason: 'NO_QUANTITY',
    });
  });

  it('chemicals under pressure (8…) and adsorbed gases (9…) count the water capacity too', () => {
    expect(linePoints(cargo(2, 50, 'L', { hazardClass: '2', classificationCode: '8F' })).basis).toBe('WATER_CAPACITY');
    expect(linePoints(cargo(2, 50, 'L', { hazardClass: '2', classificationCode: '9TF' })).basis).toBe('WATER_CAPACITY');
  });

  it('liquefied gases: the net mass in kg, e.g. UN 1978 PROPAN (2F, cat. 2): 330 kg × 3 = 990 points', () => {
    const propane = cargo(2, 330, 'KG', { unNumber: '1978', hazardClass: '2', classificationCode: '2F' });
    expect(linePoints(propane)).toMatchObject({ basis: 'NET_MASS', quantity: 330, points: 990 });
    // Litres of a liquefied gas are not its mass.
    expect(linePoints({ ...propane, quantityNet: { value: 660, unit: 'L' } }).reason).toBe('NO_QUANTITY');
  });

  it('liquids: litres, e.g. UN 1203 BENZIN (3, F1, cat. 2); a mass of a liquid cannot be counted', () => {
    const petrol = cargo(2, 200, 'L', { unNumber: '1203', hazardClass: '3', classificationCode: 'F1' });
    expect(linePoints(petrol)).toMatchObject({ basis: 'LITRES', quantity: 200, measure: 'L', points: 600 });
    expect(linePoints({ ...petrol, quantityNet: { value: 150, unit: 'KG' } }).reason).toBe('NO_QUANTITY');
  });

  it('solids: the net mass in kg, e.g. UN 1823 NATRIUMHYDROXID, FEST (8, C6, cat. 2)', () => {
    const caustic = cargo(2, 100, 'KG', { unNumber: '1823', hazardClass: '8', classificationCode: 'C6' });
    expect(linePoints(caustic)).toMatchObject({ basis: 'NET_MASS', quantity: 100, points: 300 });
  });

  it('a line whose kind class and code do not tell counts its net quantity as entered, or its gross one without a net one', () => {
    expect(linePoints(cargo(2, 40, 'KG', { hazardClass: '6.1', classificationCode: 'T1' }))).toMatchObject({
      basis: 'AS_ENTERED',
      quantity: 40,
      measure: 'KG',
    });
    expect(linePoints({ transportCategory: 2, quantityGross: { value: 40, unit: 'KG' } })).toMatchObject({
      basis: 'AS_ENTERED',
      quantity: 40,
      points: 120,
    });
  });

  it('the quantity per category keeps kg and litres apart for the ADR 5.4.1.1.10 statement', () => {
    const result = transportPoints([
      cargo(2, 100, 'L', { hazardClass: '3', classificationCode: 'F1' }),
      cargo(2, 50, 'KG', { hazardClass: '2', classificationCode: '2F' }),
    ]);
    expect(result.quantityPerCategory[2]).toEqual({ KG: 50, L: 100 });
    expect(result.total).toBe(450);
  });
});
