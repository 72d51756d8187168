import { describe, expect, it } from 'vitest';
import { measureOf, quantityBasis } from './quantity-basis';

describe('TRA-5 ADR 1.1.3.6.3 "quantity": the basis told by class and classification code', () => {
  it('class 1 counts the net explosive mass, whatever its code (ADR 1.1.3.6.3: articles of class 1)', () => {
    expect(quantityBasis({ hazardClass: '1', classificationCode: '1.1D' })).toBe('NET_EXPLOSIVE_MASS');
    expect(quantityBasis({ hazardClass: '1' })).toBe('NET_EXPLOSIVE_MASS');
    // A code of class 1 shape tells the class when none is given.
    expect(quantityBasis({ classificationCode: '1.4G' })).toBe('NET_EXPLOSIVE_MASS');
  });

  it.each([
    ['1A', 'WATER_CAPACITY', 'compressed gas'],
    ['1TOC', 'WATER_CAPACITY', 'compressed gas, toxic, oxidising, corrosive'],
    ['2F', 'NET_MASS', 'liquefied gas'],
    ['2TOC', 'NET_MASS', 'liquefied gas (UN 1017 CHLOR)'],
    ['3O', 'NET_MASS', 'refrigerated liquefied gas'],
    ['4F', 'NET_MASS', 'dissolved gas (UN 1001 ACETYLEN, GELÖST)'],
    ['5F', 'GROSS_MASS', 'aerosols: articles'],
    ['6A', 'GROSS_MASS', 'articles containing gas under pressure'],
    ['7F', 'AS_ENTERED', 'non-pressurised gas subject to special requirements'],
    ['8A', 'WATER_CAPACITY', 'chemical under pressure'],
    ['9F', 'WATER_CAPACITY', 'adsorbed gas'],
  ] as const)('ADR 2.2.2.1.2: class 2 code %s → %s (%s)', (classificationCode, basis, _kind) => {
    expect(quantityBasis({ hazardClass: '2', classificationCode })).toBe(basis);
    expect(
      quantityBasis({ transportHazardClass: '2', classificationCode: ` ${classificationCode.toLowerCase()} ` }),
    ).toBe(basis);
    expect(quantityBasis({ classificationCode })).toBe(basis);
  });

  it('ADR 2.2.3.1.2: flammable liquids of class 3 count litres', () => {
    for (const code of ['F1', 'F2', 'FT1', 'FT2', 'FC', 'FTC', 'D', 'DT'])
      expect(quantityBasis({ hazardClass: '3', classificationCode: code })).toBe('LITRES');
  });

  it('ADR 2.2.8.1.4.1: class 8 liquids count litres, solids kg, articles (C11, CT3) their gross mass', () => {
    expect(quantityBasis({ hazardClass: '8', classificationCode: 'C1' })).toBe('LITRES');
    expect(quantityBasis({ hazardClass: '8', classificationCode: 'C5' })).toBe('LITRES');
    expect(quantityBasis({ hazardClass: '8', classificationCode: 'C6' })).toBe('NET_MASS');
    expect(quantityBasis({ hazardClass: '8', classificationCode: 'CT2' })).toBe('NET_MASS');
    expect(quantityBasis({ hazardClass: '8', classificationCode: 'C11' })).toBe('GROSS_MASS');
    expect(quantityBasis({ hazardClass: '8', classificationCode: 'CT3' })).toBe('GROSS_MASS');
  });

  it('ADR 2.2.9.1.2: lithium batteries (M4) and life-saving appliances (M5) are articles; M6 liquid, M7 solid', () => {
    expect(quantityBasis({ hazardClass: '9', classificationCode: 'M4' })).toBe('GROSS_MASS');
    expect(quantityBasis({ hazardClass: '9', classificationCode: 'M5' })).toBe('GROSS_MASS');
    expect(quantityBasis({ hazardClass: '9', classificationCode: 'M6' })).toBe('LITRES');
    expect(quantityBasis({ hazardClass: '9', classificationCode: 'M7' })).toBe('NET_MASS');
  });

  it('the transport hazard class wins over the hazard class', () => {
    expect(quantityBasis({ hazardClass: '8', transportHazardClass: '3', classificationCode: 'FC' })).toBe('LITRES');
  });

  it('counts as entered what class and code do not tell (no class, other classes, unknown codes)', () => {
    expect(quantityBasis({})).toBe('AS_ENTERED');
    expect(quantityBasis({ hazardClass: '6.1', classificationCode: 'T1' })).toBe('AS_ENTERED');
    expect(quantityBasis({ hazardClass: '3', classificationCode: 'F3' })).toBe('AS_ENTERED');
    expect(quantityBasis({ hazardClass: '2' })).toBe('AS_ENTERED');
    expect(quantityBasis({ hazardClass: '8', classificationCode: 'X9' })).toBe('AS_ENTERED');
  });

  it('names the measure each basis needs', () => {
    expect(measureOf('NET_EXPLOSIVE_MASS')).toBe('KG');
    expect(measureOf('GROSS_MASS')).toBe('KG');
    expect(measureOf('NET_MASS')).toBe('KG');
    expect(measureOf('LITRES')).toBe('L');
    expect(measureOf('WATER_CAPACITY')).toBe('L');
    expect(measureOf('AS_ENTERED')).toBeUndefined();
  });
});
