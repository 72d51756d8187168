import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { EMKG_RULES } from '../../../shared/domain/emkg';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { fieldLabel, RULE_TEXTS, stepText } from './emkg-texts';

const german = setupI18n({ locale: 'de', messages: { de } });
const english = setupI18n({ locale: 'en', messages: { en } });

describe('the EMKG steps in words', () => {
  it('names every rule of the engine in both languages', () => {
    for (const rule of EMKG_RULES) {
      expect(german._(RULE_TEXTS[rule])).not.toBe(english._(RULE_TEXTS[rule]));
    }
  });

  it('reads a matrix cell term by term, SMALL and MEDIUM by their words', () => {
    const step = { rule: 'EMKG-INH-4', input: 'C × MEDIUM × HIGH × LIQUID', result: 'M3' } as const;
    expect(stepText(german, step)).toEqual({
      rule: 'Gefährlichkeitsgruppe × Menge × Freisetzung → Maßnahmenstufe',
      input: 'C × mittel × hoch × flüssig',
      result: 'M3',
    });
    expect(stepText(english, step).input).toBe('C × medium × high × liquid');
  });

  it('writes units as symbols and the eyes module’s protection in words', () => {
    expect(stepText(german, { rule: 'EMKG-QTY-1', input: '200 ML', result: 'SMALL' })).toMatchObject({
      input: '200 mL',
      result: 'klein',
    });
    expect(stepText(german, { rule: 'EMKG-SKN-3', input: '15 MIN', result: 'LONG' }).input).toBe('15 min');
    expect(stepText(english, { rule: 'EMKG-EYE-2', input: 'Au-B × LARGE × MEDIUM', result: 'M2 K' }).result).toBe(
      'M2 (goggles)',
    );
  });

  it('names a missing input by its field’s label, in the activity or the substance', () => {
    const quantity = { document: 'ACTIVITY', path: ['exposition', 'substanceQuantity'] } as const;
    expect(fieldLabel(german, quantity)).toBe('Verwendete Menge');
    expect(fieldLabel(english, { document: 'SUBSTANCE', path: ['boilingPoint'] })).toBe('Boiling point');
    expect(
      stepText(german, {
        rule: 'EMKG-MIN-2',
        input: 'boilingPoint',
        result: 'M1',
        field: { document: 'SUBSTANCE', path: ['boilingPoint'] },
      }).input,
    ).toBe('Siedepunkt');
  });
});
