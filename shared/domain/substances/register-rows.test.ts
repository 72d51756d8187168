import { describe, expect, it } from 'vitest';
import type { RegisterDocument } from './register-places';
import { placesOf } from './register-places';
import { REGISTER_SOURCE_TYPES, type RegisterSources, registerRows, registerSources, summed } from './register-rows';

const doc = (id: string, data: Record<string, unknown>): RegisterDocument => ({ id, data });

const locations = [doc('loc-plant', { name: 'Werk' }), doc('loc-store', { name: 'Lager' })];
const departments = [
  doc('dep-production', { name: 'Produktion', parent: 'loc-plant' }),
  doc('dep-filling', { name: 'Abfüllung', parent: 'dep-production' }),
  doc('dep-logistics', { name: 'Logistik', parent: 'loc-store' }),
];
const storages = [
  doc('st-tank', { name: 'Tanklager', department: 'dep-production' }),
  doc('st-store', { name: 'Gefahrstofflager', department: 'dep-logistics' }),
];
const workEquipments = [doc('we-forklift', { name: 'Stapler', department: 'dep-logistics' })];

const acetone = doc('sub-acetone', {
  name: 'Aceton',
  ghsSymbols: ['GHS02', 'GHS07'],
  hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
  storageClasses: ['3'],
  storageLocations: [
    { id: 'a1', storage: 'st-tank', quantity: { value: 25, unit: 'M3' } },
    { id: 'a2', storage: 'st-store', quantity: { value: 800, unit: 'L' } },
  ],
  safetyDataSheetFiles: [
    { id: 's1', file: { sha256: 'x', name: 'Aceton SDB 2023.pdf' }, issuedAt: '2023-04-01', language: 'DE' },
    { id: 's2', issuedAt: '2025-02-10', language: 'EN' },
    { id: 's3', language: 'DE' },
  ],
});
const lye = doc('sub-lye', {
  name: 'Natronlauge 50 %',
  ghsSymbols: ['GHS05'],
  hazardStatements: ['H290', 'H314'],
  storageClasses: ['8B'],
  storageLocations: [{ id: 'l1', storage: 'st-store', quantity: { value: 2000, unit: 'L' } }],
});
const water = doc('sub-water', {
  name: 'Wasser',
  storageLocations: [{ id: 'w1', storage: 'st-store', quantity: { value: 1, unit: 'L' } }],
});
const activities = [
  doc('act-filling', {
    name: 'Abfüllen',
    substance: 'sub-acetone',
    storageOrWorkEquipments: ['st-tank'],
    workEnvironments: ['dep-filling'],
  }),
  doc('act-refuelling', { name: 'Betanken', substance: 'sub-acetone', storageOrWorkEquipments: ['we-forklift'] }),
  doc('act-neutralising', { name: 'Neutralisieren', substance: 'sub-lye', workEnvironments: ['loc-plant'] }),
];

const sources: RegisterSources = {
  substances: [water, lye, acetone],
  storages,
  workEquipments,
  activities,
  departments,
  locations,
};

describe('REG-1 register rows', () => {
  it('REG-1: one row per hazardous substance (SUB-1), ordered by name; a substance without classification is left out', () => {
    expect(registerRows(sources).map((row) => row.name)).toEqual(['Aceton', 'Natronlauge 50 %']);
  });

  it('REG-2: the classification is the GHS pictograms, the H and EUH statements in their order, and the storage classes', () => {
    const [row] = registerRows(sources);
    expect(row).toMatchObject({
      ghsSymbols: ['GHS02', 'GHS07'],
      hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
      storageClasses: ['3'],
    });
  });

  it('REG-1: a half-filled substance gives a row without failing', () => {
    const rows = registerRows({
      ...sources,
      substances: [doc('sub-x', { hazardStatements: ['H300'], storageLocations: 'none', storageClasses: [7] })],
    });
    expect(rows).toEqual([
      expect.objectContaining({ name: '', stored: [], workAreas: [], storageClasses: [], dataSheets: [] }),
    ]);
  });
});

describe('REG-3 places', () => {
  it('REG-3: a department lies at the location its chain of parents ends in', () => {
    const places = placesOf(locations, departments);
    expect(places.locationOf('dep-filling')).toBe('loc-plant');
    expect(places.locationOf('loc-store')).toBe('loc-store');
    expect(places.nameOf('dep-filling')).toBe('Abfüllung');
  });

  it('REG-3: a broken or looping chain of parents has no location', () => {
    const loop = [doc('a', { name: 'A', parent: 'b' }), doc('b', { name: 'B', parent: 'a' })];
    const places = placesOf(locations, [...loop, doc('c', { name: 'C', parent: 'gone' })]);
    expect(places.locationOf('a')).toBeUndefined();
    expect(places.locationOf('c')).toBeUndefined();
    expect(places.locationOf('unknown')).toBeUndefined();
  });
});

describe('REG-4 quantities', () => {
  it('REG-4: the quantity of each storage with its location, and per location the sum', () => {
    const [row] = registerRows(sources);
    expect(row?.stored).toEqual([
      { storage: 'st-tank', storageName: 'Tanklager', location: 'loc-plant', quantity: { value: 25, unit: 'M3' } },
      {
        storage: 'st-store',
        storageName: 'Gefahrstofflager',
        location: 'loc-store',
        quantity: { value: 800, unit: 'L' },
      },
    ]);
    expect(row?.totals).toEqual([
      { location: 'loc-plant', quantities: [{ value: 25_000, unit: 'L' }] },
      { location: 'loc-store', quantities: [{ value: 800, unit: 'L' }] },
    ]);
  });

  it('REG-4: masses sum in kilograms, volumes in litres, without float noise; other units stay apart', () => {
    expect(
      summed([
        { value: 3, unit: 'G' },
        { value: 2, unit: 'KG' },
        { value: 1, unit: 'T' },
        { value: 500, unit: 'ML' },
        { value: 1, unit: 'M3' },
        { value: 4, unit: 'PIECES' },
      ]),
    ).toEqual([
      { value: 1002.003, unit: 'KG' },
      { value: 1000.5, unit: 'L' },
      { value: 4, unit: 'PIECES' },
    ]);
  });

  it('REG-4: a storage not known on this device keeps its quantity without a name or location', () => {
    const [row] = registerRows({ ...sources, storages: [] });
    expect(row?.stored[0]).toEqual({
      storage: 'st-tank',
      storageName: undefined,
      location: undefined,
      quantity: { value: 25, unit: 'M3' },
    });
  });
});

describe('REG-5 work areas', () => {
  it("REG-5: the activities' work environments, the departments of equipment where an activity names none, and the storages' departments", () => {
    const [row] = registerRows(sources);
    expect(row?.workAreas).toEqual(
      expect.arrayContaining([
        { id: 'dep-filling', name: 'Abfüllung', location: 'loc-plant', activities: ['Abfüllen'], storages: [] },
        {
          id: 'dep-logistics',
          name: 'Logistik',
          location: 'loc-store',
          activities: ['Betanken'],
          storages: ['Gefahrstofflager'],
        },
        { id: 'dep-production', name: 'Produktion', location: 'loc-plant', activities: [], storages: ['Tanklager'] },
      ]),
    );
    expect(row?.workAreas).toHaveLength(3);
    // An activity with a work environment does not add the departments of its equipment.
    expect(row?.workAreas.find((area) => area.id === 'dep-production')?.activities).toEqual([]);
  });

  it('REG-5: a location can be a work area itself', () => {
    const lyeRow = registerRows(sources)[1];
    expect(lyeRow?.workAreas.find((area) => area.id === 'loc-plant')).toEqual({
      id: 'loc-plant',
      name: 'Werk',
      location: 'loc-plant',
      activities: ['Neutralisieren'],
      storages: [],
    });
    expect([...(lyeRow?.locations ?? [])].sort()).toEqual(['loc-plant', 'loc-store']);
  });
});

describe('REG-6 safety data sheets', () => {
  it('REG-6: the sheets newest first with file name, issue date and language; undated ones last', () => {
    const [row] = registerRows(sources);
    expect(row?.dataSheets).toEqual([
      { fileName: undefined, issuedAt: '2025-02-10', language: 'EN' },
      { fileName: 'Aceton SDB 2023.pdf', issuedAt: '2023-04-01', language: 'DE' },
      { fileName: undefined, issuedAt: undefined, language: 'DE' },
    ]);
  });
});

describe('REG-7 filters', () => {
  it('REG-7: by location: only what is stored or used there, the totals of that location', () => {
    const rows = registerRows(sources, { location: 'loc-store' });
    expect(rows.map((row) => row.name)).toEqual(['Aceton', 'Natronlauge 50 %']);
    const [acetoneThere] = rows;
    expect(acetoneThere?.stored.map((entry) => entry.storage)).toEqual(['st-store']);
    expect(acetoneThere?.totals).toEqual([{ location: 'loc-store', quantities: [{ value: 800, unit: 'L' }] }]);
    expect(acetoneThere?.workAreas.map((area) => area.id)).toEqual(['dep-logistics']);
    expect(acetoneThere?.locations).toEqual(['loc-store']);
  });

  it('REG-7: by location: a substance only used there (not stored) is listed', () => {
    const rows = registerRows(
      { ...sources, substances: [{ ...lye, data: { ...lye.data, storageLocations: [] } }] },
      { location: 'loc-plant' },
    );
    expect(rows.map((row) => [row.name, row.stored.length, row.workAreas.length])).toEqual([
      ['Natronlauge 50 %', 0, 1],
    ]);
  });

  it('REG-7: by storage class, and both filters together', () => {
    expect(registerRows(sources, { storageClass: '8B' }).map((row) => row.name)).toEqual(['Natronlauge 50 %']);
    expect(registerRows(sources, { storageClass: '3', location: 'loc-plant' }).map((row) => row.name)).toEqual([
      'Aceton',
    ]);
    expect(registerRows(sources, { storageClass: '6.1A' })).toEqual([]);
    expect(registerRows(sources, { location: 'loc-elsewhere' })).toEqual([]);
  });
});

describe('register sources', () => {
  it('sorts a mixed list of documents into the sources by type and ignores other types', () => {
    const mixed = [
      { id: 's', type: 'SUBSTANCE', data: {} },
      { id: 'l', type: 'LOCATION', data: {} },
      { id: 'w', type: 'WORK_EQUIPMENT', data: {} },
      { id: 'n', type: 'NOTIFICATION', data: {} },
    ];
    expect(registerSources(mixed)).toEqual({
      substances: [{ id: 's', data: {} }],
      storages: [],
      workEquipments: [{ id: 'w', data: {} }],
      activities: [],
      departments: [],
      locations: [{ id: 'l', data: {} }],
    });
    expect(REGISTER_SOURCE_TYPES).toEqual([
      'SUBSTANCE',
      'STORAGE',
      'WORK_EQUIPMENT',
      'ACTIVITY',
      'DEPARTMENT',
      'LOCATION',
    ]);
  });
});
