import { describe, expect, it } from 'vitest';
import { indexOptions, searchOptions } from './reference-search';

const options = indexOptions([
  { id: 'l1', label: 'Lager Nord' },
  { id: 'l2', label: 'Außenlager München' },
  { id: 'l3', label: 'Labor' },
  { id: 'd1', label: 'Nordwerk', group: 'Abteilungen' },
]);

const ids = (query: string, limit = 10) => searchOptions(options, query, limit).shown.map((option) => option.id);

describe('reference search', () => {
  it('lists every option in order for an empty query', () => {
    expect(ids('')).toEqual(['l1', 'l2', 'l3', 'd1']);
    expect(ids('   ')).toEqual(['l1', 'l2', 'l3', 'd1']);
  });

  it('puts labels starting with the query first, then other matches', () => {
    expect(ids('nord')).toEqual(['d1', 'l1']);
    expect(ids('la')).toEqual(['l1', 'l3', 'l2']);
  });

  it('is German-aware: transcribed umlauts, bare vowels and ß all match', () => {
    expect(ids('muenchen')).toEqual(['l2']);
    expect(ids('Munchen')).toEqual(['l2']);
    expect(ids('aussen')).toEqual(['l2']);
  });

  it('needs every term and also finds the type of a multi-type field', () => {
    expect(ids('lager münchen')).toEqual(['l2']);
    expect(ids('abteilungen')).toEqual(['d1']);
    expect(ids('lager süd')).toEqual([]);
  });

  it('shows at most the limit and counts the rest', () => {
    expect(searchOptions(options, 'a', 2)).toEqual({
      shown: [
        { id: 'l2', label: 'Außenlager München' },
        { id: 'l1', label: 'Lager Nord' },
      ],
      more: 2,
    });
  });
});
