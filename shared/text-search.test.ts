import { describe, expect, it } from 'vitest';
import { matchesQuery, matchesWordStarts, queryTerms, searchForms } from './text-search';

describe('German-aware list search', () => {
  it('finds München by Muenchen, münchen, MÜNCHEN and munchen', () => {
    for (const query of ['Muenchen', 'münchen', 'MÜNCHEN', 'munchen', 'mUeNcH']) {
      expect(matchesQuery('Stadtwerke München', query)).toBe(true);
    }
  });

  it('finds a text written with a transcription by a query with the umlaut', () => {
    expect(matchesQuery('Muenchen', 'münchen')).toBe(true);
  });

  it('folds ß to ss both ways', () => {
    expect(matchesQuery('Dudenstraße 44', 'strasse')).toBe(true);
    expect(matchesQuery('Dudenstrasse 44', 'straße')).toBe(true);
    expect(matchesQuery('GROẞE HALLE', 'grosse')).toBe(true);
  });

  it('treats ä and ö like ü', () => {
    expect(matchesQuery('Prüfgesellschaft Köln', 'koeln')).toBe(true);
    expect(matchesQuery('Säure', 'saeure')).toBe(true);
    expect(matchesQuery('Säure', 'saure')).toBe(true);
  });

  it('handles decomposed umlauts and other diacritics', () => {
    expect(matchesQuery('Mu\u0308nchen', 'muenchen')).toBe(true);
    expect(matchesQuery('Café Zürich', 'cafe zuerich')).toBe(true);
  });

  it('needs every term, in any order', () => {
    expect(matchesQuery('Vorderpfalz Entsorgung GmbH Speyer', 'speyer entsorgung')).toBe(true);
    expect(matchesQuery('Vorderpfalz Entsorgung GmbH', 'speyer entsorgung')).toBe(false);
  });

  it('matches everything for a blank query and nothing unrelated', () => {
    expect(queryTerms('   ')).toEqual([]);
    expect(matchesQuery('anything', '')).toBe(true);
    expect(matchesQuery('München', 'berlin')).toBe(false);
  });

  it('gives both forms of a text', () => {
    expect(searchForms('Größe')).toEqual({ transcribed: 'groesse', bare: 'grosse' });
  });

  it('folds plain ASCII text exactly as the full Unicode path would', () => {
    const slow = (text: string) => {
      const folded = text.normalize('NFC').toLocaleLowerCase('de');
      return folded.normalize('NFD').replace(/\p{M}/gu, '');
    };
    for (const text of [
      'Kaiserkai 4, 20457 HAMBURG',
      '{"name":"Spedition Nord","phone":"040 2000"}',
      'Muenchen STRASSE',
    ]) {
      expect(searchForms(text)).toEqual({ transcribed: slow(text), bare: slow(text) });
    }
    expect(searchForms('Straße')).toEqual({ transcribed: 'strasse', bare: 'strasse' });
  });

  it('names a thing only by words that begin with the terms', () => {
    const chlorine = queryTerms('Chlor');
    expect(matchesWordStarts(searchForms('Chlor'), chlorine)).toBe(true);
    expect(matchesWordStarts(searchForms('Chlorbleichlauge 12 %'), chlorine)).toBe(true);
    expect(matchesWordStarts(searchForms('Abbeizer mit Dichlormethan'), chlorine)).toBe(false);
    expect(matchesWordStarts(searchForms('Natriumhypochlorit, Chlorgehalt 12 %'), chlorine)).toBe(true);
    expect(matchesWordStarts(searchForms('2-Propanol (Isopropanol)'), queryTerms('isopropanol'))).toBe(true);
    expect(matchesWordStarts(searchForms('Lösemittel'), queryTerms('losemittel'))).toBe(true);
    expect(matchesWordStarts(searchForms('Dieselkraftstoff'), queryTerms('diesel kraftstoff'))).toBe(false);
  });
});
