import { describe, expect, it } from 'vitest';
import { GHS_SYMBOLS, STORAGE_CLASSES } from '../../../shared/enums/catalogs';
import { referenceText } from './reference-texts';

describe('reference texts of the assistant', () => {
  it('explains H, EUH and P statements and official combinations in the CLP wording', () => {
    expect(referenceText('H', 'H225', 'de')).toBe('Flüssigkeit und Dampf leicht entzündbar.');
    expect(referenceText('H', 'EUH066', 'en')).toBe('Repeated exposure may cause skin dryness or cracking.');
    expect(referenceText('P', 'P361+P364', 'en')).toBe(
      'Take off immediately all contaminated clothing and wash it before reuse.',
    );
  });

  it('knows no unofficial combination and no unknown code', () => {
    expect(referenceText('P', 'P210+P233', 'en')).toBeUndefined();
    expect(referenceText('H', 'H999', 'de')).toBeUndefined();
  });

  it('explains every GHS pictogram, storage class and transport category', () => {
    for (const code of GHS_SYMBOLS) expect(referenceText('GHS', code, 'de')).toBeTruthy();
    for (const code of STORAGE_CLASSES) expect(referenceText('STORAGE_CLASS', code, 'en')).toBeTruthy();
    for (const code of ['0', '1', '2', '3', '4']) expect(referenceText('TRANSPORT_CATEGORY', code, 'en')).toBeTruthy();
    expect(referenceText('STORAGE_CLASS', '9', 'en')).toBeUndefined();
  });
});
