import { describe, expect, it } from 'vitest';
import { cachedLocations, locationsOf, type PlacedDoc } from './document-places';

const DOCS: Record<string, PlacedDoc> = {
  'loc-a': { type: 'LOCATION', data: { name: 'Werk A' } },
  'loc-b': { type: 'LOCATION', data: { name: 'Werk B' } },
  'dep-a': { type: 'DEPARTMENT', data: { name: 'Lager', parent: 'loc-a' } },
  'sto-a': { type: 'STORAGE', data: { name: 'Regal', department: 'dep-a' } },
  'sub-1': {
    type: 'SUBSTANCE',
    data: { name: 'Aceton', storageLocations: [{ storage: 'sto-a' }, { storage: 'missing' }] },
  },
  'dep-x': { type: 'DEPARTMENT', data: { name: 'Kreis', parent: 'dep-y' } },
  'dep-y': { type: 'DEPARTMENT', data: { name: 'Kreis', parent: 'dep-x' } },
};
const lookup = (id: string) => DOCS[id];

describe('cached locations', () => {
  it('answers what locationsOf answers for every document, a cycle included', () => {
    const cached = cachedLocations(lookup);
    for (const id of [...Object.keys(DOCS), 'missing'])
      expect([...cached(id)], id).toEqual([...locationsOf(id, lookup)]);
    expect([...cached('sub-1')]).toEqual(['loc-a']);
  });
});
