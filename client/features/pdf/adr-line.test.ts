import { describe, expect, it } from 'vitest';
import { adrLine } from './adr-line';

describe('adrLine (ADR 5.4.1.1.1)', () => {
  it('writes UN number, name, label, packing group and tunnel code in that order (ADR 5.4.1.1.1 example)', () => {
    const petrol = {
      unNumber: '1203',
      name: 'BENZIN',
      hazardClass: '3',
      dangerLabels: ['3'],
      packingGroup: 'II',
      tunnelRestrictionCode: 'D/E',
    };
    expect(adrLine(petrol)).toBe('UN 1203 BENZIN, 3, II, (D/E)');
  });

  it('puts subsidiary labels in brackets (ADR 5.4.1.1.1 (c), example UN 1098)', () => {
    const allylAlcohol = {
      unNumber: '1098',
      name: 'ALLYLALKOHOL',
      dangerLabels: ['6.1', '3'],
      packingGroup: 'I',
      tunnelRestrictionCode: 'C/D',
    };
    expect(adrLine(allylAlcohol)).toBe('UN 1098 ALLYLALKOHOL, 6.1 (3), I, (C/D)');
    expect(
      adrLine({ unNumber: '1017', name: 'CHLOR', dangerLabels: ['2.3', '5.1', '8'], tunnelRestrictionCode: 'C/D' }),
    ).toBe('UN 1017 CHLOR, 2.3 (5.1, 8), (C/D)');
  });

  it('gives class 1 goods their classification code (ADR 5.4.1.1.1 (c))', () => {
    const item = {
      unNumber: '0336',
      name: 'FEUERWERKSKÖRPER',
      hazardClass: '1',
      classificationCode: '1.4G',
      dangerLabels: ['1.4'],
      tunnelRestrictionCode: 'E',
    };
    expect(adrLine(item)).toBe('UN 0336 FEUERWERKSKÖRPER, 1.4G, (E)');
  });

  it('writes «(-)» for no tunnel restriction and leaves out what is not given (ADR 5.4.1.1.1 (k))', () => {
    expect(
      adrLine({ unNumber: '1202', name: 'DIESELKRAFTSTOFF', dangerLabels: ['3'], tunnelRestrictionCode: '-' }),
    ).toBe('UN 1202 DIESELKRAFTSTOFF, 3, (-)');
    expect(adrLine({ name: 'ohne Nummer' })).toBe('ohne Nummer');
  });
});
