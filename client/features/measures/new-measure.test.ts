import { describe, expect, it } from 'vitest';
import { measurePreset, measureSearchFor, parseMeasureSearch } from './new-measure';

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

  it('starts a follow-up with the origin, type, responsible and title of the measure it follows up', () => {
    const search = parseMeasureSearch({
      origin: 'cond-1',
      followUpOf: 'm-1',
      measureType: 'TECHNICAL',
      responsible: 'emp-1',
      name: 'Folgemaßnahme: Zonen ergänzen',
      unknown: 'x',
    });
    expect(measurePreset(search)).toEqual({
      origin: 'cond-1',
      name: 'Folgemaßnahme: Zonen ergänzen',
      followUpOf: 'm-1',
      measureType: 'TECHNICAL',
      responsible: 'emp-1',
      isDone: false,
      isRecurring: false,
    });
  });

  it('gives no preset without an origin and ignores anything but text', () => {
    expect(measurePreset(parseMeasureSearch({}))).toBeUndefined();
    expect(parseMeasureSearch({ origin: 5, description: ' ' })).toEqual({});
  });

  it('RGL-17: starts a measure of a regulation with the required action or change it comes from, never both', () => {
    const search = parseMeasureSearch({ origin: 'reg-1', originRequiredAction: 'a1', description: 'Papiere prüfen' });
    expect(measurePreset(search)).toEqual({
      origin: 'reg-1',
      originRequiredAction: 'a1',
      name: 'Papiere prüfen',
      description: 'Papiere prüfen',
      isDone: false,
      isRecurring: false,
    });
    const both = parseMeasureSearch({ origin: 'reg-1', originChange: 'c1', originRequiredAction: 'a1' });
    expect(measurePreset(both)).toMatchObject({ originChange: 'c1' });
    expect(measurePreset(both)).not.toHaveProperty('originRequiredAction');
  });
});
