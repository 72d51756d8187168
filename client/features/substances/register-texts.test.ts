import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { registerFixture } from './register-test-support';
import { dataSheetLines, quantityLines, reviewText, rowLines, statementLines, workAreaLines } from './register-texts';
import { registerView } from './register-view';

const i18nOf = (locale: 'de' | 'en') => setupI18n({ locale, messages: { de, en } });
const ALL = { location: undefined, storageClass: undefined };

describe('the register in words', () => {
  const view = registerView(registerFixture(), ALL, '2026-08-20', 'de');
  const [acetone] = view.rows;
  if (!acetone) throw new Error('the fixture has acetone');

  it('REG-4: each storage with its location and quantity, then the total of a location with several storages', () => {
    expect(quantityLines(i18nOf('en'), acetone, view.places, true)).toEqual([
      'Tanklager Nord (Werk Ludwigshafen): 25\u00a0m³',
      'Gefahrstofflager Halle 4 (Lager Mannheim): 800\u00a0L',
      'Gefahrstofflager Halle 4 (Lager Mannheim): 200\u00a0L',
      'Total at Lager Mannheim: 1,000\u00a0L',
    ]);
    expect(quantityLines(i18nOf('de'), acetone, view.places, false).at(-1)).toBe('Summe: 1.000\u00a0L');
  });

  it('REG-2: the H and EUH statements with their official texts in the language', () => {
    expect(statementLines(i18nOf('en'), acetone)).toEqual([
      'H225 Highly flammable liquid and vapour.',
      'H319 Causes serious eye irritation.',
      'H336 May cause drowsiness or dizziness.',
      'EUH066 Repeated exposure may cause skin dryness or cracking.',
    ]);
    expect(statementLines(i18nOf('de'), acetone)[0]).toBe('H225 Flüssigkeit und Dampf leicht entzündbar.');
  });

  it("REG-2: a statement's text leaves out the regulation's placeholders the data sheet fills in", () => {
    const row = { ...acetone, hazardStatements: ['H351', 'H373'] };
    expect(statementLines(i18nOf('en'), row)).toEqual([
      'H351 Suspected of causing cancer.',
      'H373 May cause damage to organs through prolonged or repeated exposure.',
    ]);
  });

  it('REG-2: pictograms with their names and storage classes with their TRGS 510 names, not bare codes', () => {
    const lines = rowLines(i18nOf('de'), acetone, view.places, true);
    expect(lines.pictograms).toEqual([
      'GHS02 Flamme (entzündbar)',
      'GHS07 Ausrufezeichen (gesundheitsschädlich, reizend)',
    ]);
    expect(lines.storageClasses).toEqual(['3 – Entzündbare Flüssigkeiten']);
    expect(rowLines(i18nOf('en'), acetone, view.places, true).storageClasses).toEqual(['3 – Flammable liquids']);
  });

  it('REG-5: each work area with its location, its activities and the storages there', () => {
    expect(workAreaLines(i18nOf('en'), acetone, view.places, true)).toEqual([
      'Abfüllung (Werk Ludwigshafen): Abfüllen von Aceton',
      'Produktion (Werk Ludwigshafen): stored in Tanklager Nord',
      'Lager und Logistik (Lager Mannheim): stored in Gefahrstofflager Halle 4',
    ]);
  });

  it('REG-6: the safety data sheet with file, issue date and language; a note when there is none', () => {
    expect(dataSheetLines(i18nOf('de'), acetone)).toEqual(['SDB Aceton.pdf, Ausgabe 01.03.2025 (DE)']);
    const lye = view.rows[1];
    expect(lye && dataSheetLines(i18nOf('en'), lye)).toEqual(['No safety data sheet recorded']);
  });

  it('REG-8, REG-9: the review line in both languages', () => {
    const [store, plant] = view.reviewed;
    if (!store || !plant) throw new Error('two locations');
    expect(reviewText(i18nOf('en'), plant)).toBe('Reviewed on Mar 2, 2026 by Anna Berger; next review by Mar 2, 2027');
    expect(reviewText(i18nOf('de'), store)).toBe(
      'Überprüft am 15.09.2025; die nächste Überprüfung ist am 15.09.2026 fällig',
    );
    const never = registerView(registerFixture(), { ...ALL, location: 'loc-office' }, '2026-08-20', 'de').reviewed[0];
    expect(never && reviewText(i18nOf('de'), never)).toBe('Noch nicht überprüft');
  });
});
