import { describe, expect, it } from 'vitest';
import { smallQuantityCheck } from './small-quantities';
import { storageContents } from './storage-contents';

type Amount = [number, string];

const substance = (id: string, storageClasses: string[], ...amounts: Amount[]) => ({
  id,
  data: {
    name: id,
    storageClasses,
    storageLocations: amounts.map(([value, unit], index) => ({
      id: `${id}-${index}`,
      storage: 'st',
      quantity: { value, unit },
    })),
  },
});

const check = (...substances: ReturnType<typeof substance>[]) => smallQuantityCheck(storageContents('st', substances));

describe('STO-3 small-quantity exemption from joint storage (TRGS 510 section 13, secondary)', () => {
  it('STO-3 within: masses only, 400 kg in total and 200 kg per class exactly', () => {
    const result = check(
      substance('Aceton', ['3'], [150, 'KG'], [50_000, 'G']),
      substance('Natronlauge', ['8B'], [0.2, 'T']),
    );
    expect(result).toMatchObject({
      status: 'WITHIN',
      totalKg: 400,
      totalExceeded: false,
      classesExceeded: [],
      withoutMass: [],
      thresholds: { totalKg: 400, perClassKg: 200 },
      source: { secondary: true },
    });
  });

  it('STO-3 exceeded: more than 200 kg of one class, or more than 400 kg in total', () => {
    expect(check(substance('Aceton', ['3'], [200.001, 'KG']), substance('Lauge', ['8B'], [1, 'KG']))).toMatchObject({
      status: 'EXCEEDED',
      totalExceeded: false,
      classesExceeded: ['3'],
    });
    expect(
      check(
        substance('Aceton', ['3'], [150, 'KG']),
        substance('Lauge', ['8B'], [150, 'KG']),
        substance('Zement', [], [101, 'KG']),
      ),
    ).toMatchObject({ status: 'EXCEEDED', totalKg: 401, totalExceeded: true, classesExceeded: [] });
  });

  it('STO-3 a substance of two classes counts toward both; unclassified ones toward the total only', () => {
    const result = check(substance('Giftstoff', ['6.1C', '3'], [120, 'KG']), substance('Aceton', ['3'], [90, 'KG']));
    expect(result).toMatchObject({ status: 'EXCEEDED', classesExceeded: ['3'], totalKg: 210 });
  });

  it('STO-3 unknown: a volume or a piece count cannot be compared with masses, unless the masses already exceed', () => {
    expect(check(substance('Aceton', ['3'], [20, 'L']), substance('Lauge', ['8B'], [10, 'KG']))).toMatchObject({
      status: 'UNKNOWN',
      withoutMass: ['Aceton'],
      totalKg: 10,
    });
    expect(check(substance('Aceton', ['3'], [20, 'L']), substance('Lauge', ['8B'], [300, 'KG']))).toMatchObject({
      status: 'EXCEEDED',
      classesExceeded: ['8B'],
      withoutMass: ['Aceton'],
    });
  });

  it('STO-3 not offered: a class with provisions of its own (1, 4.1A, 5.1C, 5.2, 6.2, 7) is stored, however little', () => {
    for (const code of ['1', '4.1A', '5.1C', '5.2', '6.2', '7']) {
      expect(check(substance('Aceton', ['3'], [1, 'KG']), substance('Sonderstoff', [code], [1, 'G']))).toMatchObject({
        status: 'NOT_OFFERED',
        classesNotOffered: [code],
      });
    }
    expect(check(substance('Aceton', ['3'], [1, 'KG']), substance('Oxidans', ['5.1B'], [1, 'KG'])).status).toBe(
      'WITHIN',
    );
  });
});
