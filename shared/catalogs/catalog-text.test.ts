import { describe, expect, it } from 'vitest';
import { GHS_SYMBOLS, STORAGE_CLASSES } from '../enums/catalogs';
import { catalogCode, catalogText } from './catalog-text';
import { HAZARD_STATEMENTS } from './hazard-statements';
import { PRECAUTIONARY_STATEMENTS } from './precautionary-statements';

describe('reference catalogs', () => {
  it('hold every CLP hazard statement class range, each in English and German', () => {
    for (const code of ['H200', 'H225', 'H290', 'H300', 'H373', 'H400', 'H420', 'EUH066', 'EUH401', 'EUH451']) {
      expect(HAZARD_STATEMENTS[code]).toBeDefined();
    }
    for (const [en, de] of [...Object.values(HAZARD_STATEMENTS), ...Object.values(PRECAUTIONARY_STATEMENTS)]) {
      expect(en.trim()).not.toBe('');
      expect(de.trim()).not.toBe('');
    }
  });

  it('explain every GHS pictogram and storage class', () => {
    for (const code of GHS_SYMBOLS) expect(catalogText('GHS', code, 'de')).toBeTruthy();
    for (const code of STORAGE_CLASSES) expect(catalogText('STORAGE_CLASS', code, 'en')).toBeTruthy();
  });

  it('read codes in any case and combined P statements as their parts', () => {
    expect(catalogCode('H', 'h361FD')).toBe('H361fd');
    expect(catalogText('H', 'H225', 'de')).toBe('Flüssigkeit und Dampf leicht entzündbar.');
    expect(catalogText('P', 'P305+P351+P338', 'en')).toBe(
      'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    );
    expect(catalogText('H', 'H999', 'en')).toBeUndefined();
  });
});
