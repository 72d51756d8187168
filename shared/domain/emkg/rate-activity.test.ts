import { describe, expect, it } from 'vitest';
import type { DocumentData } from '../../entities/entity';
import { limitGroup } from './hazard-groups';
import { storedQuantityBand } from './quantity';
import { rateActivity } from './rate-activity';
import { dilutionShare, releaseByBoilingPoint, releaseByVapourPressure } from './release';
import { buildActivity, buildSubstance } from './test-builders';

const rate = (statements: string[], extra = {}) =>
  rateActivity(buildActivity(), buildSubstance({ hazardStatements: statements, phase: 'LIQUID', ...extra }));

// The sheet's hazard-group tables, statement by statement (transcribed from the picture).
const TABLES = {
  inhalation: {
    A: 'H304 H335 H336 EUH201A EUH207 EUH211 EUH212',
    B: 'H302 H332 H371',
    C: 'H301 H314 H331 H334 H341 H351 H361 H361d H361f H361fd H370 H373 EUH029 EUH031 EUH071 EUH380 EUH381',
    D: 'H300 H330 H360D H360Df H372 EUH032',
    E: 'H340 H350 H350i H360 H360F H360Fd H360FD',
  },
  skin: {
    HA: 'EUH066 EUH203 EUH204 EUH205 EUH208',
    HB: 'H315',
    HC: 'H312 H317 H371 H373 EUH380 EUH381',
    HD: 'H311 H314 H341 H351 H361 H361d H361f H361fd H370 H372',
    HE: 'H310 H340 H350 H360 H360D H360Df H360F H360Fd H360FD H362',
  },
  eyes: {
    'Au-B': 'H301 H311 H315 H317 H319 H331 H335 H341 H351 H371',
    'Au-C': 'EUH070 EUH071 H300 H310 H314 H318 H330 H340 H350 H350i H370',
  },
  fire: {
    'pc-B': 'H226 H252 H280 H281 H290 EUH206 EUH209A',
    'pc-C': 'H222 H223 H224 H225 H228 H229 H251 EUH018 EUH209',
    'pc-D': 'H242 H261 H270 H271 H272 EUH014 EUH044',
    'pc-E':
      'H200 H201 H202 H203 H204 H205 H206 H207 H208 H220 H221 H230 H231 H232 H240 H241 H250 H260 EUH001 EUH006 EUH019',
  },
  storage: {
    'La-A': 'H228 H251 H252 H260 H261',
    'La-B': 'H226',
    'La-C': 'H242 H272 H300 H301 H310 H311 H330 H331 H340 H350 H350i H360 H360D H360F H360FD H370 H372',
    'La-D': 'H224 H225',
    'La-E': 'H220 H221 H222 H223 H229 H270 H280 H281',
    'La-F': 'H200 H201 H202 H203 H204 H205 H206 H207 H208 H240 H241 H250 H271',
  },
} as const;

describe('hazard-group tables (EMKG-INH-3, EMKG-SKN-1, EMKG-EYE-1, EMKG-FIR-1, EMKG-STO-1)', () => {
  for (const [module, table] of Object.entries(TABLES))
    for (const [group, statements] of Object.entries(table))
      for (const statement of statements.split(' '))
        it(`${module}: ${statement} → ${group}`, () => {
          expect(rate([statement]).modules[module as keyof typeof TABLES].hazardGroup).toBe(group);
        });

  it('no H statement gives the lowest group: inhalation A, skin HA, eyes Au-A, liquids pc-A, solids pc-C, La-A', () => {
    const liquid = rate([]).modules;
    expect(
      [liquid.inhalation, liquid.skin, liquid.eyes, liquid.fire, liquid.storage].map((m) => m.hazardGroup),
    ).toEqual(['A', 'HA', 'Au-A', 'pc-A', 'La-A']);
    expect(rate([], { phase: 'SOLID' }).modules.fire.hazardGroup).toBe('pc-C');
  });
  it('EMKG-SKN-1: H311 together with H314 is HE', () => {
    expect(rate(['H311', 'H314']).modules.skin.hazardGroup).toBe('HE');
  });
  it('EMKG-STO-1: H280 or H281 together with H330 or H331 is La-F', () => {
    expect(rate(['H280', 'H331']).modules.storage.hazardGroup).toBe('La-F');
    expect(rate(['H281', 'H330']).modules.storage.hazardGroup).toBe('La-F');
  });
  it('the highest group of several statements wins, and a combination code counts its parts', () => {
    expect(rate(['H302', 'H350']).modules.inhalation.hazardGroup).toBe('E');
    expect(rate(['H301+H311+H331']).modules.eyes.hazardGroup).toBe('Au-B');
    expect(rate(['H350I']).modules.inhalation.hazardGroup).toBe('E');
  });
});

describe('EMKG-INH-2 TRGS 900 limit bands', () => {
  const cases = [
    [20, 'MG_PER_M3', 'A'],
    [10, 'MG_PER_M3', 'A'],
    [1, 'MG_PER_M3', 'A'],
    [0.99, 'MG_PER_M3', 'B'],
    [0.1, 'MG_PER_M3', 'B'],
    [0.05, 'MG_PER_M3', 'C'],
    [0.01, 'MG_PER_M3', 'C'],
    [0.005, 'MG_PER_M3', 'D'],
    [0.001, 'MG_PER_M3', 'D'],
    [0.0009, 'MG_PER_M3', 'E'],
    [1000, 'ML_PER_M3', 'A'],
    [50, 'ML_PER_M3', 'A'],
    [49, 'ML_PER_M3', 'B'],
    [5, 'ML_PER_M3', 'B'],
    [4.9, 'ML_PER_M3', 'C'],
    [0.5, 'ML_PER_M3', 'C'],
    [0.49, 'ML_PER_M3', 'D'],
    [0.05, 'ML_PER_M3', 'D'],
    [0.049, 'ML_PER_M3', 'E'],
  ] as const;
  for (const [value, unit, group] of cases)
    it(`${value} ${unit === 'MG_PER_M3' ? 'mg/m³' : 'ppm'} → ${group}`, () => {
      expect(limitGroup(value, unit)).toBe(group);
    });

  it('the limit goes before the H statements, for a solid in mg/m³ and a liquid in ppm', () => {
    const solid = rate(['H350'], { phase: 'SOLID', workplaceLimit: { value: 5, unit: 'MG_PER_M3' } });
    expect(solid.modules.inhalation.hazardGroup).toBe('A');
    expect(solid.modules.inhalation.explanation[0]).toMatchObject({
      rule: 'EMKG-INH-2',
      input: '5 mg/m³',
      result: 'A',
    });
    expect(rate([], { workplaceLimit: { value: 2, unit: 'ML_PER_M3' } }).modules.inhalation.hazardGroup).toBe('C');
  });
  it("EMKG-INH-1: a liquid's limit in mg/m³ has no band, so its H statements give the group", () => {
    const rating = rate(['H332'], { workplaceLimit: { value: 190, unit: 'MG_PER_M3' } }).modules.inhalation;
    expect(rating.hazardGroup).toBe('B');
    expect(rating.explanation[0]).toMatchObject({ rule: 'EMKG-INH-1', result: 'H_STATEMENTS' });
  });
});

describe('EMKG-QTY, EMKG-REL boundaries', () => {
  const quantity = (value: number, unit: string) =>
    rateActivity(buildActivity({ exposition: { substanceQuantity: { value, unit } } }), buildSubstance()).modules
      .inhalation.quantityGroup;
  it('EMKG-QTY-1: 999 g small, 1 kg medium, 999 L medium, 1000 kg large, 1 m³ large, 900 ml small', () => {
    expect([
      quantity(999, 'G'),
      quantity(1, 'KG'),
      quantity(999, 'L'),
      quantity(1000, 'KG'),
      quantity(1, 'M3'),
      quantity(900, 'ML'),
    ]).toEqual(['SMALL', 'MEDIUM', 'MEDIUM', 'LARGE', 'LARGE', 'SMALL']);
  });
  it('EMKG-STO-3: 49.9 kg under 50, 50 and 200 kg to 200, 999 kg to 1000, 1000 kg from 1000', () => {
    expect([49.9, 50, 200, 201, 999, 1000].map(storedQuantityBand)).toEqual([
      'UNDER_50_KG',
      'UP_TO_200_KG',
      'UP_TO_200_KG',
      'UP_TO_1000_KG',
      'UP_TO_1000_KG',
      'FROM_1000_KG',
    ]);
  });
  it('EMKG-REL-2: boiling point 151 °C low, 150 and 50 °C medium, 49 °C high', () => {
    expect([151, 150, 50, 49].map(releaseByBoilingPoint)).toEqual(['LOW', 'MEDIUM', 'MEDIUM', 'HIGH']);
  });
  it('EMKG-REL-3: vapour pressure 4.9 hPa low, 5 and 250 hPa medium, 251 hPa high', () => {
    expect([4.9, 5, 250, 251].map(releaseByVapourPressure)).toEqual(['LOW', 'MEDIUM', 'MEDIUM', 'HIGH']);
  });
  it('EMKG-REL-3: with both, the higher release group wins; kPa is read as ten hPa', () => {
    const substance = buildSubstance({
      phase: 'LIQUID',
      boilingPoint: { value: 180, unit: 'C' },
      vaporPressure: { value: 30, unit: 'KPA' },
    });
    expect(rateActivity(buildActivity(), substance).modules.inhalation.releaseGroup).toBe('HIGH');
  });
  it('EMKG-REL-4, EMKG-REL-5: spraying is high, 1:100 dilution with water low, 1:10 stays as the liquid is', () => {
    const substance = buildSubstance({ phase: 'LIQUID', boilingPoint: { value: 100, unit: 'C' } });
    const release = (activity: DocumentData) =>
      rateActivity(buildActivity(activity), substance).modules.inhalation.releaseGroup;
    expect(release({ spraying: true, applicationForm: 'DILUTED_WITH_WATER', dilution: '1:200' })).toBe('HIGH');
    expect(release({ applicationForm: 'DILUTED_WITH_WATER', dilution: '1:100' })).toBe('LOW');
    expect(release({ applicationForm: 'DILUTED_WITH_WATER', dilution: '1:10' })).toBe('MEDIUM');
    expect(release({ applicationForm: 'MIXED_WITH_CHEMICALS', dilution: '1:100' })).toBe('MEDIUM');
    expect([dilutionShare('0,5 %'), dilutionShare('1:99'), dilutionShare('viel Wasser')]).toEqual([0.5, 1, undefined]);
  });
  it('EMKG-REL-6: a gas is high release and reads as liquid', () => {
    const rating = rateActivity(
      buildActivity({ exposition: { substanceQuantity: { value: 20, unit: 'L' } } }),
      buildSubstance({ phase: 'GASEOUS', hazardStatements: ['H351'] }),
    ).modules.inhalation;
    expect([rating.releaseGroup, rating.level]).toEqual(['HIGH', 3]);
  });
  it('EMKG-SKN-3: 14 minutes is short, 15 minutes and a quarter hour are long', () => {
    const duration = (value: number, unit: string) =>
      rateActivity(
        buildActivity({ dermalHazard: { effectArea: 'SMALL', effectDuration: { value, unit } } }),
        buildSubstance(),
      ).modules.skin.effectDuration;
    expect([duration(14, 'MIN'), duration(15, 'MIN'), duration(0.25, 'H')]).toEqual(['SHORT', 'LONG', 'LONG']);
  });
});

describe('EMKG-MIX-1 mixtures', () => {
  const component = (id: string, data: DocumentData) => ({ id, data: buildSubstance(data) });
  it('a mixture takes the highest group among itself and its components, per health module', () => {
    const rating = rateActivity(buildActivity(), buildSubstance({ hazardStatements: ['H315'], phase: 'LIQUID' }), [
      component('c1', { hazardStatements: ['H332'] }),
      component('c2', { hazardStatements: ['H350'] }),
    ]);
    expect(rating.modules.inhalation.hazardGroup).toBe('E');
    expect(rating.modules.skin.hazardGroup).toBe('HE');
    expect(rating.modules.inhalation.explanation).toContainEqual(
      expect.objectContaining({ rule: 'EMKG-INH-3', input: 'H350', result: 'E', component: 'c2' }),
    );
    expect(rating.modules.inhalation.explanation).toContainEqual({ rule: 'EMKG-MIX-1', input: '2', result: 'E' });
  });
  it("a component's limit gives its group", () => {
    const rating = rateActivity(buildActivity(), buildSubstance({ phase: 'LIQUID' }), [
      component('c1', { workplaceLimit: { value: 0.1, unit: 'ML_PER_M3' } }),
    ]);
    expect(rating.modules.inhalation.hazardGroup).toBe('D');
  });
  it('fire and storage keep the mixture’s own classification', () => {
    const rating = rateActivity(buildActivity(), buildSubstance({ phase: 'LIQUID' }), [
      component('c1', { hazardStatements: ['H225'] }),
    ]);
    expect([rating.modules.fire.hazardGroup, rating.modules.storage.hazardGroup]).toEqual(['pc-A', 'La-A']);
  });
});

describe('EMKG-MIN incomplete data', () => {
  it('EMKG-MIN-2: without quantity and physical state only the minimum standards apply, and the fields are named', () => {
    const rating = rateActivity(buildActivity(), buildSubstance({ hazardStatements: ['H351'] }));
    expect(rating.minimumStandardsOnly).toBe(true);
    expect(rating.modules.inhalation).toMatchObject({
      level: 1,
      minimumStandardsOnly: true,
      possibleLevels: [1, 2, 3],
    });
    expect(rating.missing).toContainEqual({
      field: { document: 'ACTIVITY', path: ['exposition', 'substanceQuantity'] },
      modules: ['inhalation', 'eyes', 'fire'],
    });
    expect(rating.missing).toContainEqual({
      field: { document: 'SUBSTANCE', path: ['phase'] },
      modules: ['inhalation', 'eyes', 'fire'],
    });
    expect(rating.modules.inhalation.guides.map((guide) => guide.id)).toEqual([
      'MIN-FREE-VENTILATION',
      'MIN-HYGIENE-INHALATION',
    ]);
  });
  it('EMKG-MIN-2: a liquid without boiling point or vapour pressure lists the boiling point with the vapour pressure as alternative', () => {
    const rating = rateActivity(
      buildActivity({ exposition: { substanceQuantity: { value: 5, unit: 'L' } } }),
      buildSubstance({ phase: 'LIQUID', hazardStatements: ['H332'] }),
    );
    expect(rating.modules.inhalation.missing).toEqual([
      { document: 'SUBSTANCE', path: ['boilingPoint'], or: ['vaporPressure'] },
    ]);
  });
  it('EMKG-MIN-2: pictograms without H statements leave the hazard group open', () => {
    const rating = rateActivity(buildActivity(), buildSubstance({ ghsSymbols: ['GHS05'] }));
    expect(rating.modules.skin.hazardGroup).toBeNull();
    expect(rating.modules.skin.missing[0]).toEqual({ document: 'SUBSTANCE', path: ['hazardStatements'] });
  });
  it('EMKG-MIN-3: a carcinogen (group E) is M4 whatever quantity and release', () => {
    const rating = rateActivity(buildActivity(), buildSubstance({ hazardStatements: ['H350'] }));
    expect(rating.modules.inhalation).toMatchObject({ level: 4, minimumStandardsOnly: false, missing: [] });
    expect(rating.modules.inhalation.guides[0]?.id).toBe('NO-FURTHER-GUIDES');
  });
  it('EMKG-MIN-1: the five minimum standards always come with the rating', () => {
    expect(rateActivity({}, {}).minimumStandards).toHaveLength(5);
  });
});

describe('EMKG-STO-2 stored quantity', () => {
  const substance = buildSubstance({
    hazardStatements: ['H225'],
    storageLocations: [
      { storage: 'store-1', quantity: { value: 40, unit: 'L' } },
      { storage: 'store-2', quantity: { value: 600, unit: 'L' } },
    ],
  });
  it("the activity's storages holding the substance are rated; without one, every storage location", () => {
    expect(rateActivity(buildActivity({ storageOrWorkEquipments: ['store-1'] }), substance).modules.storage.level).toBe(
      2,
    );
    expect(rateActivity(buildActivity(), substance).modules.storage).toMatchObject({ level: 3, storedQuantityKg: 600 });
  });
  it('substances of the same storage group stored alongside add up, others do not', () => {
    const other = (id: string, statements: string[]) => ({
      id,
      data: buildSubstance({
        hazardStatements: statements,
        storageLocations: [{ storage: 'store-1', quantity: { value: 200, unit: 'KG' } }],
      }),
    });
    const rating = rateActivity(buildActivity({ storageOrWorkEquipments: ['store-1'] }), substance, [], {
      storedAlongside: [other('o1', ['H224']), other('o2', ['H226'])],
    }).modules.storage;
    expect(rating.storages).toEqual([{ storage: 'store-1', quantityKg: 240, band: 'UP_TO_1000_KG', level: 3 }]);
  });
  it('without storage locations the quantity is missing', () => {
    expect(
      rateActivity(buildActivity(), buildSubstance({ hazardStatements: ['H225'] })).modules.storage.missing,
    ).toEqual([{ document: 'SUBSTANCE', path: ['storageLocations'] }]);
  });
});

describe('EMKG-250 series 250', () => {
  for (const code of ['H314', 'H361', 'H361d', 'H361f', 'H361fd', 'R35', 'R62', 'R63'])
    it(`applies with ${code}`, () => {
      const rating = rate([code]);
      expect(rating.series250.applies).toBe(true);
      expect(rating.series250.because[0]).toMatchObject({ rule: 'EMKG-250', input: code });
    });
  it('does not apply with H315 or H360, and applies through a component', () => {
    expect(rate(['H315', 'H360']).series250.applies).toBe(false);
    const rating = rateActivity(buildActivity(), buildSubstance(), [
      { id: 'c1', data: buildSubstance({ hazardStatements: ['H314'] }) },
    ]);
    expect(rating.series250.because).toEqual([expect.objectContaining({ input: 'H314', component: 'c1' })]);
  });
});
