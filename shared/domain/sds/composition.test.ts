import { describe, expect, it } from 'vitest';
import { composition } from './composition';
import { isValidCasNumber, isValidEcNumber, normaliseCasNumber } from './identifiers';
import { detectSections } from './sections';
import { testDocument } from './test-document';

describe('SDS-10 check digits', () => {
  it.each(['7732-18-5', '64-17-5', '50-00-0', '9002-86-2', '120068-37-3'])('CAS %s is valid', (cas) => {
    expect(isValidCasNumber(cas)).toBe(true);
  });

  it.each(['7732-18-6', '64-17-4', '64-17', '1-23-4'])('CAS %s is not', (cas) => {
    expect(isValidCasNumber(cas)).toBe(false);
  });

  it.each(['200-001-8', '231-791-2', '424-610-5', '500-033-5'])('EC %s is valid', (ec) => {
    expect(isValidEcNumber(ec)).toBe(true);
  });

  it.each(['200-001-9', '222-239-6', '200-01-8'])('EC %s is not', (ec) => {
    expect(isValidEcNumber(ec)).toBe(false);
  });

  it('drops the zeros some sheets pad CAS numbers with', () => {
    expect(normaliseCasNumber('0000928-96-1')).toBe('928-96-1');
  });
});

function read(lines: readonly string[]) {
  const found = composition(detectSections(testDocument(lines)));
  return {
    cas: found.casNumbers.map((finding) => finding.value),
    ec: found.ecNumbers.map((finding) => finding.value),
    invalid: found.invalid.map((finding) => finding.value),
  };
}

describe('SDS-11 CAS and EC numbers of section 3', () => {
  it('reads them from labelled lines and table columns, in German', () => {
    expect(
      read([
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        'CAS-Nr.: 7647-01-0',
        'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen',
        'CAS-Nr. | EG-Nr. | Bezeichnung | Anteil',
        '64-17-5 | 200-578-6 | Ethanol | 30 - 50 %',
        'Formaldehyd | EINECS: 200-001-8 | CAS: 50-00-0 | < 0,1 %',
        'Index-Nr. 603-002-00-5 | REACH-Nr. 01-2119457610-43-XXXX',
        'ABSCHNITT 4: Erste-Hilfe-Maßnahmen',
        'Giftnotruf 030-19240-1',
      ]),
    ).toEqual({ cas: ['64-17-5', '50-00-0'], ec: ['200-578-6', '200-001-8'], invalid: [] });
  });

  it('reads padded numbers and numbers inside a name, in English', () => {
    expect(
      read([
        'SECTION 3: Composition/information on ingredients',
        'Hexan-1-Ol | N° CAS : 0000111-27-3 | N° EINECS: 203-852-3',
        'Reaction mass of 5-chloro-2-methyl-2H-isothiazol-3-one [EC No. 247-500-7] and 2-methyl-2H-isothiazol-3-one [EC No. 220-239-6]',
        'CAS 55965-84-9',
        'Irinotecan Hydrochloride | 100286-90-6 | Not Listed | 2 %',
        'Dates: 2016-11-29 | 29.11.2016',
      ]),
    ).toEqual({
      cas: ['111-27-3', '55965-84-9', '100286-90-6'],
      ec: ['203-852-3', '247-500-7', '220-239-6'],
      invalid: [],
    });
  });

  it('lists a number whose check digit fails as printed and reports it', () => {
    expect(read(['SECTION 3: Composition/information on ingredients', 'Water | 7732-18-6 | 231-791-3'])).toEqual({
      cas: ['7732-18-6'],
      ec: ['231-791-3'],
      invalid: ['7732-18-6', '231-791-3'],
    });
  });

  it('has none for a sheet whose section 3 lists none', () => {
    expect(read(['ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen', '3.2 Gemische', 'Fertigköder'])).toEqual({
      cas: [],
      ec: [],
      invalid: [],
    });
  });
});
