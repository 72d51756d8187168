import { describe, expect, it } from 'vitest';
import { lacksEmkgRating } from './emkg-inputs';

const hazardousLiquid = {
  name: 'Aceton',
  hazardStatements: ['H225'],
  phase: 'LIQUID',
  boilingPoint: { value: 56, unit: 'C' },
};
const hazardousSolid = { name: 'Natriumhydroxid', ghsSymbols: ['GHS05'], phase: 'SOLID' };
const quantity = { exposition: { substanceQuantity: { value: 2, unit: 'L' } } };

describe('CMP-3 missing EMKG rating', () => {
  it('an activity with a hazardous liquid, its quantity used and a boiling point can be rated', () => {
    expect(lacksEmkgRating(quantity, hazardousLiquid)).toBe(false);
  });

  it('a vapour pressure instead of a boiling point will do for a liquid', () => {
    const liquid = { ...hazardousLiquid, boilingPoint: undefined, vaporPressure: { value: 246, unit: 'HPA' } };
    expect(lacksEmkgRating(quantity, liquid)).toBe(false);
  });

  it('lacks a rating without the quantity used', () => {
    expect(lacksEmkgRating({}, hazardousLiquid)).toBe(true);
    expect(lacksEmkgRating({ exposition: { substanceQuantity: { value: 2 } } }, hazardousLiquid)).toBe(true);
  });

  it('a liquid without boiling point and vapour pressure lacks a rating', () => {
    expect(lacksEmkgRating(quantity, { ...hazardousLiquid, boilingPoint: undefined })).toBe(true);
  });

  it('a solid needs the activity’s release group (dustiness)', () => {
    expect(lacksEmkgRating(quantity, hazardousSolid)).toBe(true);
    expect(lacksEmkgRating({ ...quantity, releaseGroup: 'FINELY_POWDERED' }, hazardousSolid)).toBe(false);
  });

  it('a substance of unknown physical state lacks a rating; a gas needs only the quantity', () => {
    expect(lacksEmkgRating(quantity, { ...hazardousLiquid, phase: undefined })).toBe(true);
    expect(lacksEmkgRating(quantity, { name: 'Propan', hazardStatements: ['H220'], phase: 'GASEOUS' })).toBe(false);
  });

  it('an activity whose substance is unknown (none, deleted or not readable) lacks a rating', () => {
    expect(lacksEmkgRating(quantity, undefined)).toBe(true);
  });

  it('an activity with a substance that is not hazardous (SUB-1) needs no rating', () => {
    expect(lacksEmkgRating({}, { name: 'Wasser', phase: 'LIQUID' })).toBe(false);
  });
});
