import { describe, expect, it } from 'vitest';
import { adrDescription } from './adr-description';

describe('the ADR 5.4.1.1.1 description of a cargo line', () => {
  it('reads UN number and name, label, packing group and tunnel code in that order', () => {
    // ADR 5.4.1.1.1 example: "UN 1203 BENZIN, 3, II, (D/E)".
    expect(
      adrDescription({
        unNumber: '1203',
        name: 'BENZIN',
        hazardClass: '3',
        dangerLabels: ['3'],
        packingGroup: 'II',
        tunnelRestrictionCode: 'D/E',
      }),
    ).toBe('UN 1203 BENZIN, 3, II, (D/E)');
  });

  it('states the label model of the class with subsidiary labels in brackets', () => {
    // ADR 5.4.1.1.1 example: "UN 1098 ALLYLALKOHOL, 6.1 (3), I, (C/D)".
    expect(
      adrDescription({
        unNumber: '1098',
        name: 'ALLYLALKOHOL',
        hazardClass: '6.1',
        dangerLabels: ['3', '6.1'],
        packingGroup: 'I',
        tunnelRestrictionCode: 'C/D',
      }),
    ).toBe('UN 1098 ALLYLALKOHOL, 6.1 (3), I, (C/D)');
    // Chlorine: class 2 shows its label model 2.3, subsidiaries 5.1 and 8; gases have no packing group.
    expect(
      adrDescription({
        unNumber: '1017',
        name: 'CHLOR',
        hazardClass: '2',
        dangerLabels: ['2.3', '5.1', '8'],
        tunnelRestrictionCode: 'C/D',
      }),
    ).toBe('UN 1017 CHLOR, 2.3 (5.1, 8), (C/D)');
    // Class 1 states its classification code; "(-)" where no tunnel restriction applies.
    expect(
      adrDescription({
        unNumber: '0336',
        name: 'FEUERWERKSKÖRPER',
        hazardClass: '1',
        classificationCode: '1.4G',
        dangerLabels: ['1.4'],
        packingGroup: 'II',
        tunnelRestrictionCode: '-',
      }),
    ).toBe('UN 0336 FEUERWERKSKÖRPER, 1.4G, II, (-)');
  });

  it('prefers the transport hazard class and leaves out what is not given', () => {
    expect(
      adrDescription({ unNumber: '1993', name: 'ENTZÜNDBARER FLÜSSIGER STOFF, N.A.G.', transportHazardClass: '3' }),
    ).toBe('UN 1993 ENTZÜNDBARER FLÜSSIGER STOFF, N.A.G., 3');
    expect(adrDescription({ name: 'Lösemittel' })).toBe('Lösemittel');
    expect(adrDescription({})).toBe('');
  });
});
