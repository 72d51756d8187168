import { describe, expect, it } from 'vitest';
import { isHazardousSubstance } from './hazardous-substance';

describe('SUB-1 hazardous substance', () => {
  it('a substance with a GHS pictogram is hazardous', () => {
    expect(isHazardousSubstance({ name: 'Aceton', ghsSymbols: ['GHS02'] })).toBe(true);
  });

  it('a substance with an H statement is hazardous, also without a pictogram', () => {
    expect(isHazardousSubstance({ name: 'Aceton', hazardStatements: ['H225'] })).toBe(true);
  });

  it('a substance with only an EUH statement is hazardous (EUH statements are kept with the H statements)', () => {
    expect(isHazardousSubstance({ name: 'Zement', hazardStatements: ['EUH208'] })).toBe(true);
  });

  it('a substance without pictograms and hazard statements is not hazardous', () => {
    expect(isHazardousSubstance({ name: 'Wasser', ghsSymbols: [], hazardStatements: [] })).toBe(false);
    expect(isHazardousSubstance({ name: 'Wasser' })).toBe(false);
  });

  it('precautionary statements, storage classes or a workplace limit alone do not make it hazardous', () => {
    expect(
      isHazardousSubstance({
        name: 'Staub',
        precautionaryStatements: ['P260'],
        storageClasses: ['13'],
        workplaceLimit: { value: 10, unit: 'MG_PER_M3' },
      }),
    ).toBe(false);
  });

  it('reads a half-filled form without failing: a value that is no list counts as empty', () => {
    expect(isHazardousSubstance({ ghsSymbols: 'GHS02', hazardStatements: null })).toBe(false);
  });
});
