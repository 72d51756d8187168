import { describe, expect, it } from 'vitest';
import { storageContents } from './storage-contents';

const substance = (id: string, data: Record<string, unknown>) => ({ id, data });

const substances = [
  substance('sub-lye', {
    name: 'Natronlauge',
    storageClasses: ['8B'],
    ghsSymbols: ['GHS05'],
    storageLocations: [{ id: 'l1', storage: 'st-store', quantity: { value: 2000, unit: 'L' } }],
  }),
  substance('sub-acetone', {
    name: 'Aceton',
    storageClasses: ['3'],
    ghsSymbols: ['GHS02', 'GHS07'],
    storageLocations: [
      { id: 'a1', storage: 'st-tank', quantity: { value: 25, unit: 'M3' } },
      { id: 'a2', storage: 'st-store', quantity: { value: 800, unit: 'L' } },
      { id: 'a3', storage: 'st-store', quantity: { value: 200, unit: 'L' } },
    ],
  }),
  substance('sub-toxic', {
    name: 'Giftstoff',
    storageClasses: ['6.1C', '3'],
    storageLocations: [{ id: 't1', storage: 'st-store', quantity: { value: 5, unit: 'KG' } }],
  }),
  substance('sub-unclassified', {
    name: 'Zement',
    storageLocations: [{ id: 'z1', storage: 'st-store', quantity: { value: 50, unit: 'KG' } }],
  }),
  substance('sub-elsewhere', {
    name: 'Diesel',
    storageClasses: ['2A'],
    storageLocations: [{ id: 'd1', storage: 'st-tank', quantity: { value: 10, unit: 'M3' } }],
  }),
];

describe('STO storage contents', () => {
  const contents = storageContents('st-store', substances);

  it('STO-1: the substances stored there by name, with their quantities there only', () => {
    expect(contents.substances.map((stored) => [stored.name, stored.quantities])).toEqual([
      [
        'Aceton',
        [
          { value: 800, unit: 'L' },
          { value: 200, unit: 'L' },
        ],
      ],
      ['Giftstoff', [{ value: 5, unit: 'KG' }]],
      ['Natronlauge', [{ value: 2000, unit: 'L' }]],
      ['Zement', [{ value: 50, unit: 'KG' }]],
    ]);
  });

  it('STO-1: per storage class in TRGS 510 order its substances and their quantities summed', () => {
    expect(contents.classes).toEqual([
      {
        storageClass: '3',
        substances: ['sub-acetone', 'sub-toxic'],
        quantities: [
          { value: 5, unit: 'KG' },
          { value: 1000, unit: 'L' },
        ],
      },
      { storageClass: '6.1C', substances: ['sub-toxic'], quantities: [{ value: 5, unit: 'KG' }] },
      { storageClass: '8B', substances: ['sub-lye'], quantities: [{ value: 2000, unit: 'L' }] },
    ]);
    expect(contents.unclassified).toEqual(['sub-unclassified']);
  });

  it('STO-2: every pair of different classes present, once each', () => {
    expect(contents.pairs).toEqual([
      ['3', '6.1C'],
      ['3', '8B'],
      ['6.1C', '8B'],
    ]);
  });

  it('STO-2: one class, or an empty storage, makes no pair', () => {
    expect(storageContents('st-tank', substances).pairs).toEqual([['2A', '3']]);
    expect(storageContents('st-tank', substances.slice(0, 2)).pairs).toEqual([]);
    expect(storageContents('st-empty', substances)).toEqual({
      substances: [],
      classes: [],
      pairs: [],
      unclassified: [],
    });
  });
});
