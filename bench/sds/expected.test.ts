import { describe, expect, it } from 'vitest';
import { SDS_FIELDS } from '../../shared/domain/sds';
import {
  expectedDate,
  expectedFlashPoint,
  expectedStorageClasses,
  expectedValues,
  expectedWaterHazardClass,
  REFERENCE_FIELDS,
} from './expected';
import { matches } from './scoring';

describe('the SDS bench reads the reference values as printed', () => {
  it.each([
    ['11/2018', '', '2018-11-01'],
    ['15.03.2018', '', '2018-03-15'],
    ['2017-05-29', '', '2017-05-29'],
    ['10-Aug-2016', '', '2016-08-10'],
    ['13-June-2016', '', '2016-06-13'],
    ['06 JUL 2018', '', '2018-07-06'],
    ['13/10/2014', '', '2014-10-13'],
    ['06/13/2018', '', '2018-06-13'],
    ['07/08/2011', 'Printing date 08/02/2011 (US date format)', '2011-07-08'],
    ['07/08/2011', '', '2011-08-07'],
  ])('revision date %s (notes "%s") → %s', (text, notes, iso) => {
    expect(expectedDate(text, notes)).toBe(iso);
  });

  it('reads flash points in °C where given, else °F, with their comparison sign', () => {
    expect(expectedFlashPoint('64.00 °F (17.78 °C)')).toEqual({ value: 17.78, unit: 'C' });
    expect(expectedFlashPoint('> 200 °C')).toEqual({ value: 200, unit: 'C', comparator: '>' });
    expect(expectedFlashPoint('= 69.00 °C / = 156 °F')).toEqual({ value: 69, unit: 'C' });
    expect(expectedFlashPoint('-32°C (-26°F)')).toEqual({ value: -32, unit: 'C' });
    expect(expectedFlashPoint('n.a.')).toBeNull();
  });

  it('takes the reference fields from the extraction’s list: exactly those expected.json fills, in its order', () => {
    const { values } = expectedValues({
      file: 'a.pdf',
      language: 'de',
      vendor: null,
      product_name: 'Aceton',
      signal_word: 'Gefahr',
      ghs_pictograms: ['GHS02'],
      h_statements: ['H225'],
      p_statements: null,
      cas_numbers: ['67-64-1'],
      ec_numbers: null,
      un_number: '1090',
      adr_class: '3',
      packing_group: 'II',
      wgk: '1',
      storage_class: '3',
      flash_point: '-17 °C',
      revision_date: '2017-05-29',
      text_layer: true,
      uncertain_fields: [],
      notes: '',
    });
    expect(Object.keys(values)).toEqual(REFERENCE_FIELDS);
    expect(REFERENCE_FIELDS.every((field) => SDS_FIELDS.includes(field))).toBe(true);
    expect(REFERENCE_FIELDS).not.toContain('composition');
  });

  it('reads storage classes by number and by their TRGS 510 names, WGK by number and nwg', () => {
    expect(expectedStorageClasses('6.1 D')).toEqual(['6.1D']);
    expect(expectedStorageClasses('Nicht brennbare Flüssigkeiten')).toEqual(['12']);
    expect(expectedStorageClasses('Non-combustible solids')).toEqual(['13']);
    expect(expectedWaterHazardClass('nwg')).toBe('NOT_HAZARDOUS');
    expect(() => expectedStorageClasses('Lagerklasse 99')).toThrow();
  });
});

describe('the SDS bench’s exact match', () => {
  it('compares lists as sets, with "none stated" and "none" alike', () => {
    expect(matches('hazardStatements', ['H319', 'H225'], ['H225', 'H319'])).toBe(true);
    expect(matches('hazardStatements', ['H225'], ['H225', 'H319'])).toBe(false);
    expect(matches('precautionaryStatements', [], [])).toBe(true);
    expect(matches('unNumber', null, null)).toBe(true);
    expect(matches('unNumber', '1993', null)).toBe(false);
  });

  it('sets case and spaces aside in names, and lets a supplier name contain the other', () => {
    expect(matches('productName', 'COCONUTWATER FLAVOUR', 'CoconutWaterFlavour')).toBe(true);
    expect(matches('productName', 'Coconut Water', 'Coconut Water Flavour')).toBe(false);
    expect(matches('supplier', 'frunol delicia® GmbH', 'frunol delicia GmbH')).toBe(true);
    expect(matches('supplier', 'Muster GmbH', 'Muster GmbH (Importeur/Alleinvertreter)')).toBe(true);
  });
});
