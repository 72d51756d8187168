import { describe, expect, it } from 'vitest';
import { rateActivity } from '../emkg';
import { hasCompleteRating, storedRating, withStoredRating } from './emkg-stored';

const caustic = {
  name: 'Natronlauge 50 %',
  hazardStatements: ['H290', 'H314'],
  phase: 'LIQUID',
  boilingPoint: { value: 143, unit: 'C' },
  storageLocations: [{ id: 'row', storage: 'store', quantity: { value: 2000, unit: 'L' } }],
};
const complete = {
  substance: 's',
  exposition: { substanceQuantity: { value: 20, unit: 'L' } },
  dermalHazard: { effectArea: 'SMALL', effectDuration: { value: 20, unit: 'MIN' } },
};

describe('the EMKG rating as the activity stores it', () => {
  it('stores each module’s level, complete, and series 250 for H314', () => {
    const stored = storedRating(rateActivity(complete, caustic), caustic);
    expect(stored).toMatchObject({ emkgInhalation: 'M3', emkgSkin: 'M2', emkgComplete: true, emkgSeries250: true });
    expect(hasCompleteRating(stored)).toBe(true);
  });

  it('stores no level for a module that waits for data, so an empty cell never reads as M1', () => {
    const stored = storedRating(rateActivity({ substance: 's' }, caustic), caustic);
    expect(stored.emkgInhalation).toBeUndefined();
    expect(stored.emkgSkin).toBeUndefined();
    expect(stored.emkgComplete).toBe(false);
    expect(hasCompleteRating(stored)).toBe(false);
  });

  it('counts the rating of an activity with a substance that is not hazardous as complete (CMP-3)', () => {
    const water = { name: 'Wasser', phase: 'LIQUID' };
    expect(storedRating(rateActivity({ substance: 's' }, water), water).emkgComplete).toBe(true);
  });

  it('stores nothing without a rating, and replaces what was stored', () => {
    expect(storedRating(undefined)).toEqual({});
    expect(withStoredRating({ name: 'A', emkgSkin: 'M3', emkgComplete: true }, { emkgComplete: false })).toEqual({
      name: 'A',
      emkgComplete: false,
    });
  });
});
