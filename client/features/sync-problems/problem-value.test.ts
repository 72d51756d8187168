import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activity } from '../../../shared/entities/activity';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import { substance } from '../../../shared/entities/substance';
import { fieldAtPath, problemValue } from './problem-value';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('conflict values', () => {
  it('finds the field of a path through groups and keyed-list items', () => {
    expect(fieldAtPath(substance.fields, ['phase'])?.kind).toBe('enum');
    expect(fieldAtPath(activity.fields, ['exposition', 'contactFrequency'])?.kind).toBe('enum');
    expect(fieldAtPath(riskAssessment.fields, ['risks', 'r-1', 'stressFactor'])?.kind).toBe('enum');
    expect(fieldAtPath(riskAssessment.fields, ['risks', 'r-1'])).toBeUndefined();
  });

  it('shows both sides of an enumeration conflict by their labels, not their codes', () => {
    const field = fieldAtPath(substance.fields, ['waterHazardClass']);
    expect(problemValue(i18n, 'CLASS_1', field)).toBe('slightly hazardous to water (WGK 1)');
    expect(problemValue(i18n, ['SOLID', 'LIQUID'], fieldAtPath(substance.fields, ['phase']))).toBe('Solid, Liquid');
    expect(problemValue(i18n, undefined, field)).toBe('—');
  });
});
