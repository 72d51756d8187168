import { describe, expect, it } from 'vitest';
import * as catalog from '../../../shared/catalogs/statement-catalog';
import { isCodeList, leadingStatementToken, resolveStatements, statementTokens } from './statement-list';

describe('a pasted list of statement codes', () => {
  it('reads codes separated by commas, semicolons, spaces or lines, in their order', () => {
    expect(statementTokens('H225, H319, EUH066')).toEqual(['H225', 'H319', 'EUH066']);
    expect(statementTokens('H225;H319\nH336\tEUH066')).toEqual(['H225', 'H319', 'H336', 'EUH066']);
    expect(statementTokens('h225 h319')).toEqual(['h225', 'h319']);
  });

  it('reads combinations written with or without spaces around the plus, and the optional part in brackets', () => {
    expect(statementTokens('P301 + P310, P305+P351+P338')).toEqual(['P301+P310', 'P305+P351+P338']);
    expect(statementTokens('P370 + P380 + P375 [+ P378]')).toEqual(['P370+P380+P375[+P378]']);
  });

  it('takes the codes out of a copied safety data sheet section with the texts after the codes', () => {
    const section = 'H225 Flüssigkeit und Dampf leicht entzündbar.\nH319 Verursacht schwere Augenreizung.\nEUH066 …';
    expect(statementTokens(section)).toEqual(['H225', 'H319', 'EUH066']);
    expect(isCodeList(section)).toBe(false);
  });

  it('tells a bare list of codes from a search', () => {
    expect(isCodeList('H225, H319, EUH066')).toBe(true);
    expect(isCodeList('P301 + P310')).toBe(true);
    expect(isCodeList('H225')).toBe(true);
    expect(isCodeList('entzündbar')).toBe(false);
    expect(isCodeList('H22')).toBe(false);
    expect(isCodeList('  ')).toBe(false);
  });

  it('reads no code inside other words or numbers', () => {
    expect(statementTokens('pH 7, EPH2250, AH225')).toEqual([]);
  });

  it("resolves the codes to the catalog's spelling and reports unknown ones and those of the other field", () => {
    const tokens = statementTokens('h225, H319, EUH066, H999, P280, h360fd, H225+H319');
    expect(resolveStatements(tokens, catalog, 'H_STATEMENT')).toEqual({
      codes: ['H225', 'H319', 'EUH066', 'H360FD'],
      unknown: ['H999', 'H225+H319'],
      otherField: ['P280'],
    });
    expect(resolveStatements(statementTokens('p301 + p310, H225'), catalog, 'P_STATEMENT')).toEqual({
      codes: ['P301+P310'],
      unknown: [],
      otherField: ['H225'],
    });
  });
});

describe('the code a line begins with', () => {
  it('is the code before the text of an exported statement', () => {
    expect(leadingStatementToken('H225 Flüssigkeit und Dampf leicht entzündbar.')).toBe('H225');
    expect(leadingStatementToken('  P301 + P310 BEI VERSCHLUCKEN: …')).toBe('P301+P310');
    expect(leadingStatementToken('P284 [Bei unzureichender Belüftung] Atemschutz tragen.')).toBe('P284');
    expect(leadingStatementToken('P378 … zum Löschen verwenden.')).toBe('P378');
  });

  it('is none when the line begins otherwise', () => {
    expect(leadingStatementToken('Siehe H225')).toBeUndefined();
    expect(leadingStatementToken('X123')).toBeUndefined();
    expect(leadingStatementToken('H225, H999, R36')).toBeUndefined();
    expect(leadingStatementToken('H225 R36')).toBeUndefined();
  });
});
