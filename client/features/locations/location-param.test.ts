import { describe, expect, it } from 'vitest';
import { locationFromSearch, locationSearchValue } from './location-param';

describe("a list's location in the URL", () => {
  it('takes the location the URL names, none for "all", else the selected one', () => {
    expect(locationFromSearch({ location: 'loc-werk' }, 'loc-lager')).toBe('loc-werk');
    expect(locationFromSearch({ location: 'all' }, 'loc-lager')).toBeUndefined();
    expect(locationFromSearch({}, 'loc-lager')).toBe('loc-lager');
    expect(locationFromSearch({ location: '' }, undefined)).toBeUndefined();
    expect(locationFromSearch(undefined, 'loc-lager')).toBe('loc-lager');
  });

  it('writes a chosen location as its id and every location as "all"', () => {
    expect(locationSearchValue('loc-werk')).toBe('loc-werk');
    expect(locationSearchValue(undefined)).toBe('all');
  });
});
