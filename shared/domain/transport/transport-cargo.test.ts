import { describe, expect, it } from 'vitest';
import { cargoLines, derivedTransportPoints } from './transport-cargo';
import { transportPoints } from './transport-points';

describe('TRA-6 cargo lines of a transport and its stored points', () => {
  it('reads the cargo list, including half-filled form values, into countable lines', () => {
    const lines = cargoLines({
      cargo: [
        {
          id: 'c1',
          name: 'Dieselkraftstoff',
          unNumber: '1202',
          hazardClass: '3',
          transportHazardClass: '3',
          classificationCode: 'F1',
          transportCategory: 3,
          quantityNet: { value: 200, unit: 'L' },
        },
        { id: 'c2', name: 'Chlor', unNumber: '1017', transportCategory: '1', quantityNet: { value: '50', unit: 'KG' } },
        { id: 'c3', transportCategory: '', quantityNet: { value: 'x', unit: 'KG' }, limitedQuantity: true },
        'not a line',
      ],
    });
    expect(lines).toEqual([
      {
        id: 'c1',
        name: 'Dieselkraftstoff',
        unNumber: '1202',
        hazardClass: '3',
        transportHazardClass: '3',
        classificationCode: 'F1',
        transportCategory: 3,
        quantityNet: { value: 200, unit: 'L' },
        quantityGross: null,
        limitedQuantity: false,
        exceptedQuantity: false,
      },
      {
        id: 'c2',
        name: 'Chlor',
        unNumber: '1017',
        hazardClass: null,
        transportHazardClass: null,
        classificationCode: null,
        transportCategory: 1,
        quantityNet: { value: 50, unit: 'KG' },
        quantityGross: null,
        limitedQuantity: false,
        exceptedQuantity: false,
      },
      {
        id: 'c3',
        name: '',
        unNumber: null,
        hazardClass: null,
        transportHazardClass: null,
        classificationCode: null,
        transportCategory: null,
        quantityNet: null,
        quantityGross: null,
        limitedQuantity: true,
        exceptedQuantity: false,
      },
    ]);
    // 200 l diesel (cat. 3: × 1) + 50 kg chlorine (cat. 1, footnote a: × 20) = 1200 points.
    const points = transportPoints(lines.slice(0, 2));
    expect(points).toMatchObject({ total: 1200, verdict: 'NOT_EXEMPT_OVER_LIMIT' });
  });

  it('has no lines without a cargo list', () => {
    expect(cargoLines({})).toEqual([]);
    expect(cargoLines({ cargo: 'x' })).toEqual([]);
  });

  it('derives the stored points from the cargo', () => {
    const cargo = [{ id: 'c1', unNumber: '1202', transportCategory: 3, quantityNet: { value: 200, unit: 'L' } }];
    expect(derivedTransportPoints({ cargo, transportPoints: 5 })).toEqual({ transportPoints: 200 });
    expect(derivedTransportPoints({})).toEqual({ transportPoints: 0 });
  });
});
