import { describe, expect, it } from 'vitest';
import { addCodes, moveCode, removeCodeAt, toggleCode } from './ordered-codes';

describe('a list of chosen codes in the order the user gave them', () => {
  it('appends new codes in the order given and keeps those already chosen where they are', () => {
    const result = addCodes(['H319', 'H225'], ['H336', 'H225', 'EUH066', 'H336']);
    expect(result.codes).toEqual(['H319', 'H225', 'H336', 'EUH066']);
    expect(result.added).toEqual(['H336', 'EUH066']);
    expect(result.already).toEqual(['H225']);
  });

  it('moves an entry up and down, the others keeping their order', () => {
    const codes = ['H225', 'H319', 'H336', 'EUH066'];
    expect(moveCode(codes, 2, 1)).toEqual(['H225', 'H336', 'H319', 'EUH066']);
    expect(moveCode(codes, 0, 1)).toEqual(['H319', 'H225', 'H336', 'EUH066']);
    expect(moveCode(codes, 3, 0)).toEqual(['EUH066', 'H225', 'H319', 'H336']);
  });

  it('leaves the list as it is when an entry cannot move further', () => {
    const codes = ['H225', 'H319'];
    expect(moveCode(codes, 0, -1)).toBe(codes);
    expect(moveCode(codes, 1, 2)).toBe(codes);
    expect(moveCode(codes, 5, 0)).toBe(codes);
  });

  it('removes the entry at a position, also one of two equal legacy entries', () => {
    expect(removeCodeAt(['H225', 'X1', 'H319'], 1)).toEqual(['H225', 'H319']);
    expect(removeCodeAt(['H225', 'H225'], 0)).toEqual(['H225']);
  });

  it('toggles a code: removed when chosen, appended when not', () => {
    expect(toggleCode(['GHS02', 'GHS07'], 'GHS02')).toEqual(['GHS07']);
    expect(toggleCode(['GHS07'], 'GHS02')).toEqual(['GHS07', 'GHS02']);
  });
});
