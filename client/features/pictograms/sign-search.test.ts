import { describe, expect, it } from 'vitest';
import { indexSigns, searchSigns } from './sign-search';

const codes = (found: readonly { code: string }[]) => found.map((sign) => sign.code);

describe('the sign search of a pictogram picker', () => {
  it('lists the signs of a catalogue in its order, fire signs without their arrow variants', () => {
    expect(codes(searchSigns(indexSigns('GHS', 'de'), ''))).toEqual([
      'GHS01',
      'GHS02',
      'GHS03',
      'GHS04',
      'GHS05',
      'GHS06',
      'GHS07',
      'GHS08',
      'GHS09',
    ]);
    expect(codes(searchSigns(indexSigns('F', 'en'), ''))).toEqual(['F001', 'F002', 'F003', 'F004', 'F005', 'F006']);
  });

  it('finds a sign by its code in any case, also without its leading zeros', () => {
    expect(codes(searchSigns(indexSigns('GHS', 'de'), 'ghs02'))).toEqual(['GHS02']);
    expect(codes(searchSigns(indexSigns('GHS', 'de'), 'GHS2'))).toEqual(['GHS02']);
    expect(codes(searchSigns(indexSigns('M', 'de'), 'm4'))).toEqual(['M004']);
  });

  it('finds signs by words of their name in the interface language, umlauts folded', () => {
    expect(codes(searchSigns(indexSigns('GHS', 'de'), 'ätzend'))).toEqual(['GHS05']);
    expect(codes(searchSigns(indexSigns('GHS', 'de'), 'atzend'))).toEqual(['GHS05']);
    expect(codes(searchSigns(indexSigns('GHS', 'en'), 'corrosive'))).toEqual(['GHS05']);
    expect(codes(searchSigns(indexSigns('M', 'de'), 'Schutz benutzen'))).toContain('M004');
    expect(codes(searchSigns(indexSigns('F', 'de'), 'feuerlöscher'))).toEqual(['F001']);
    expect(codes(searchSigns(indexSigns('F', 'en'), 'fire extinguisher'))).toEqual(['F001']);
    expect(searchSigns(indexSigns('GHS', 'en'), 'ätzend')).toEqual([]);
  });

  it('shows each sign with its name in the interface language', () => {
    expect(searchSigns(indexSigns('GHS', 'de'), 'GHS02')).toEqual([{ code: 'GHS02', name: 'Flamme (entzündbar)' }]);
    expect(searchSigns(indexSigns('GHS', 'en'), 'GHS02')).toEqual([{ code: 'GHS02', name: 'Flame (flammable)' }]);
  });
});
