import { describe, expect, it } from 'vitest';
import * as catalog from '../../../shared/catalogs/statement-catalog';
import { indexStatements, searchStatements } from './statement-search';

const hazardsDe = indexStatements(catalog, 'H_STATEMENT', 'de');
const hazardsEn = indexStatements(catalog, 'H_STATEMENT', 'en');
const precautionsDe = indexStatements(catalog, 'P_STATEMENT', 'de');
const precautionsEn = indexStatements(catalog, 'P_STATEMENT', 'en');
const codes = (found: readonly { code: string }[]) => found.map((option) => option.code);

describe('the statement search of a picker', () => {
  it('lists every statement a field takes, H, combined H and EUH apart from the P statements', () => {
    expect(hazardsDe).toHaveLength(79 + 12 + 33);
    expect(precautionsDe).toHaveLength(97 + 31);
    expect(codes(searchStatements(hazardsDe, '  ')).slice(0, 2)).toEqual(['H200', 'H201']);
    expect(codes(searchStatements(hazardsDe, ''))).toContain('EUH066');
    expect(codes(searchStatements(hazardsDe, ''))).not.toContain('P210');
  });

  it('finds statements by several words of the German text, in any order and case', () => {
    expect(codes(searchStatements(hazardsDe, 'entzündbar flüssig'))).toEqual(['H224', 'H225', 'H226']);
    expect(codes(searchStatements(hazardsDe, 'FLÜSSIGKEIT leicht'))).toEqual(['H225']);
  });

  it('folds umlauts and other diacritics: entzundbar, entzuendbar and entzündbar find the same', () => {
    const spelled = codes(searchStatements(hazardsDe, 'entzündbar flüssig'));
    expect(codes(searchStatements(hazardsDe, 'entzundbar flussig'))).toEqual(spelled);
    expect(codes(searchStatements(hazardsDe, 'Entzuendbar Fluessig'))).toEqual(spelled);
    expect(codes(searchStatements(hazardsDe, 'ätzend'))).toEqual(codes(searchStatements(hazardsDe, 'atzend')));
  });

  it('searches the text in the interface language: English words in English, German words in German', () => {
    expect(codes(searchStatements(hazardsEn, 'flammable liquid'))).toEqual(['H224', 'H225', 'H226']);
    expect(searchStatements(hazardsEn, 'flammable liquid')[1]?.text).toBe('Highly flammable liquid and vapour.');
    expect(searchStatements(hazardsDe, 'leicht entzündbar')[0]?.text).toBe('Flüssigkeit und Dampf leicht entzündbar.');
    expect(searchStatements(hazardsEn, 'entzündbar')).toEqual([]);
    expect(searchStatements(hazardsDe, 'flammable')).toEqual([]);
  });

  it('finds a code in any case, the code itself first, then the codes it begins', () => {
    expect(codes(searchStatements(hazardsDe, 'h225'))).toEqual(['H225']);
    expect(codes(searchStatements(hazardsDe, 'H22'))).toEqual([
      'H220',
      'H221',
      'H222',
      'H223',
      'H224',
      'H225',
      'H226',
      'H228',
      'H229',
    ]);
    expect(codes(searchStatements(hazardsDe, 'euh06'))).toEqual(['EUH066']);
    expect(codes(searchStatements(hazardsDe, 'h360fd'))).toEqual(['H360FD', 'H360Fd']);
  });

  it('finds the official combinations by a part code, after the part itself, and by their own code typed with spaces', () => {
    expect(codes(searchStatements(precautionsDe, 'P310'))).toEqual(['P310', 'P301+P310']);
    expect(codes(searchStatements(precautionsDe, 'p340'))).toEqual(['P340', 'P304+P340']);
    expect(codes(searchStatements(precautionsEn, 'p301 + p310'))).toEqual(['P301+P310']);
    expect(codes(searchStatements(precautionsEn, 'P301+P310'))).toEqual(['P301+P310']);
    expect(codes(searchStatements(precautionsDe, 'P378'))).toContain('P370+P380+P375[+P378]');
    const combined = codes(searchStatements(hazardsDe, 'H312'));
    expect(combined[0]).toBe('H312');
    expect(combined).toContain('H302+H312');
  });

  it('shows a combination with its own official text, not the joined texts of its parts', () => {
    const [option] = searchStatements(precautionsEn, 'P361+P364');
    expect(option).toEqual({
      code: 'P361+P364',
      text: 'Take off immediately all contaminated clothing and wash it before reuse.',
    });
  });

  it('finds nothing for a code CLP does not have', () => {
    expect(searchStatements(hazardsDe, 'H999')).toEqual([]);
    expect(searchStatements(hazardsDe, 'P210')).toEqual([]);
  });
});
