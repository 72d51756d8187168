import { describe, expect, it } from 'vitest';
import { revisionDate } from './revision-date';
import { sectionOfTitle } from './section-titles';
import { tolerant } from './spelling';
import { testDocument } from './test-document';

describe('SDS-21 umlauts as sheets spell them', () => {
  it('matches a word with umlauts written with ae, oe, ue, ss or without the dots', () => {
    const pattern = tolerant(/^(überarbeitet|maßnahmen zur brandbekämpfung)$/i);
    for (const text of [
      'Überarbeitet',
      'Ueberarbeitet',
      'UBERARBEITET',
      'Massnahmen zur Brandbekaempfung',
      'Maßnahmen zur Brandbekämpfung',
    ]) {
      expect(pattern.test(text), text).toBe(true);
    }
  });

  it('leaves character classes as they are', () => {
    expect(tolerant(/^[äa]b$/).source).toBe('^[äa]b$');
  });

  it('finds section titles and labels spelt without umlauts', () => {
    expect(sectionOfTitle('MOEGLICHE GEFAHREN')).toBe(2);
    expect(sectionOfTitle('Massnahmen zur Brandbekaempfung')).toBe(5);
    expect(
      revisionDate(testDocument(['Ueberarbeitet am: 15.01.2021', 'Sicherheitsdatenblatt fuer Entkalker Forte']))?.value,
    ).toBe('2021-01-15');
  });
});
