import { describe, expect, it } from 'vitest';
import { adrDescription } from './adr-description';

describe('TRA-7 ADR 5.4.1.1.1 (a), (b), (c), (d), (k): the description of a cargo line, in that order', () => {
  it('ADR 5.4.1.1.1 example «UN 1203 BENZIN, 3, II, (D/E)»: UN number and name, label, packing group, tunnel code', () => {
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

  it('ADR 5.4.1.1.1 example «UN 1098 ALLYLALKOHOL, 6.1 (3), I, (C/D)»: (c) the class label first, subsidiary labels in brackets', () => {
    expect(
      adrDescription({
        unNumber: '1098',
        name: 'ALLYLALKOHOL',
        hazardClass: '6.1',
        // The order the labels were ticked in does not matter.
        dangerLabels: ['3', '6.1'],
        packingGroup: 'I',
        tunnelRestrictionCode: 'C/D',
      }),
    ).toBe('UN 1098 ALLYLALKOHOL, 6.1 (3), I, (C/D)');
  });

  it('ADR 5.4.1.1.1 (c), (d): a gas states its label model (2.3) and several subsidiaries, and has no packing group', () => {
    expect(
      adrDescription({
        unNumber: '1017',
        name: 'CHLOR',
        hazardClass: '2',
        dangerLabels: ['2.3', '5.1', '8'],
        tunnelRestrictionCode: 'C/D',
      }),
    ).toBe('UN 1017 CHLOR, 2.3 (5.1, 8), (C/D)');
  });

  it('ADR 5.4.1.1.1 (c): class 1 states its classification code instead of the label model; (k) «(-)» where no tunnel restriction applies', () => {
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
    // Class 1 without a code falls back to the class.
    expect(
      adrDescription({ unNumber: '0336', name: 'FEUERWERKSKÖRPER', hazardClass: '1', dangerLabels: ['1.4'] }),
    ).toBe('UN 0336 FEUERWERKSKÖRPER, 1');
  });

  it('ADR 5.4.1.1.1 (d): no packing group where Table A gives none, e.g. UN 1978 PROPAN, 2.1, (B/D)', () => {
    expect(
      adrDescription({
        unNumber: '1978',
        name: 'PROPAN',
        hazardClass: '2',
        classificationCode: '2F',
        dangerLabels: ['2.1'],
        tunnelRestrictionCode: 'B/D',
      }),
    ).toBe('UN 1978 PROPAN, 2.1, (B/D)');
  });

  it('ADR 5.4.1.1.1 (c): the label model 9A of lithium batteries is their class label, not a subsidiary one', () => {
    expect(
      adrDescription({
        unNumber: '3481',
        name: 'LITHIUM-IONEN-BATTERIEN IN AUSRÜSTUNGEN',
        hazardClass: '9',
        dangerLabels: ['9A'],
        tunnelRestrictionCode: 'E',
      }),
    ).toBe('UN 3481 LITHIUM-IONEN-BATTERIEN IN AUSRÜSTUNGEN, 9A, (E)');
  });

  it('prefers the transport hazard class and leaves out what is not given', () => {
    expect(
      adrDescription({ unNumber: '1993', name: 'ENTZÜNDBARER FLÜSSIGER STOFF, N.A.G.', transportHazardClass: '3' }),
    ).toBe('UN 1993 ENTZÜNDBARER FLÜSSIGER STOFF, N.A.G., 3');
    expect(adrDescription({ name: 'Lösemittel' })).toBe('Lösemittel');
    expect(adrDescription({})).toBe('');
  });
});
