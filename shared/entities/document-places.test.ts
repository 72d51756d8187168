import { describe, expect, it } from 'vitest';
import { locationsOf, type PlacedDoc } from './document-places';

const DOCS: Record<string, PlacedDoc> = {
  'loc-a': { type: 'LOCATION', data: { name: 'Werk A' } },
  'loc-b': { type: 'LOCATION', data: { name: 'Lager B' } },
  'dep-1': { type: 'DEPARTMENT', data: { name: 'Logistik', parent: 'loc-b' } },
  'st-1': { type: 'STORAGE', data: { name: 'Lager', department: 'dep-1' } },
  'si-1': { type: 'SITE_INSPECTION', data: { name: 'Begehung', inspectedEntities: ['loc-a', 'st-1'] } },
  'm-1': { type: 'MEASURE', data: { name: 'Markieren', origin: 'si-1' } },
  'rm-1': { type: 'RECURRING_MEASURE', data: { name: 'Prüfen', origin: 'si-1' } },
  'm-2': { type: 'MEASURE', data: { name: 'Wiederkehrend', origin: 'rm-1' } },
  'm-lost': { type: 'MEASURE', data: { name: 'Ohne Ursprung', origin: 'gone' } },
};
const lookup = (id: string) => DOCS[id];

describe('the locations of a measure on the device', () => {
  it('follows the origin through departments and equipment to the locations', () => {
    expect([...locationsOf('m-1', lookup)].sort()).toEqual(['loc-a', 'loc-b']);
  });

  it('follows a generated measure through its recurring measure', () => {
    expect([...locationsOf('m-2', lookup)].sort()).toEqual(['loc-a', 'loc-b']);
  });

  it('finds none for an origin not on the device, and stops at a cycle', () => {
    expect(locationsOf('m-lost', lookup).size).toBe(0);
    const cyclic: Record<string, PlacedDoc> = {
      a: { type: 'MEASURE', data: { origin: 'b' } },
      b: { type: 'RECURRING_MEASURE', data: { origin: 'a' } },
    };
    expect(locationsOf('a', (id) => cyclic[id]).size).toBe(0);
  });
});
