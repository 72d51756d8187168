import { describe, expect, it } from 'vitest';
import { measurePreset, measureSearchFor, parseMeasureSearch } from './measure-preset';

describe('measure from a finding', () => {
  it('starts with the inspection as origin and the finding as title and description', () => {
    const search = parseMeasureSearch({ ...measureSearchFor('si-1', 'Feuerlöscher verstellt\nPaletten wegräumen') });
    expect(measurePreset(search)).toEqual({
      origin: 'si-1',
      name: 'Feuerlöscher verstellt',
      description: 'Feuerlöscher verstellt\nPaletten wegräumen',
      isDone: false,
      isRecurring: false,
    });
  });

  it('cuts a long first line at a word', () => {
    const long = `${'Bodenmarkierung '.repeat(12)}erneuern`;
    const name = String(measurePreset({ origin: 'si-1', description: long })?.name);
    expect(name.length).toBeLessThanOrEqual(121);
    expect(name.endsWith('Bodenmarkierung…')).toBe(true);
  });

  it('gives no preset without an origin and ignores anything but text', () => {
    expect(measurePreset(parseMeasureSearch({}))).toBeUndefined();
    expect(parseMeasureSearch({ origin: 5, description: ' ' })).toEqual({});
  });
});
