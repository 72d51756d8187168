import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { TOPICS, WORK_EQUIPMENT_TYPES } from '../../../shared/enums/catalogs';
import { readableCode } from '../../../shared/enums/enum-labels';
import { ADR_CLASSES } from '../../../shared/enums/transport';
import { enumText } from './enum-labels';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('enum labels', () => {
  it('names the values of labelled enumerations, topics of findings included', () => {
    expect(enumText(i18n, TOPICS, 'FIRE_PROTECTION')).toBe('Fire protection');
    expect(enumText(i18n, WORK_EQUIPMENT_TYPES, 'MONITORING_REQUIRED_FACILITY')).toBe('Facility requiring monitoring');
  });

  it('shows the readable code of enumerations whose codes are what people use', () => {
    expect(enumText(i18n, ADR_CLASSES, '4.1')).toBe('4.1');
    expect(readableCode('ANCILLARY_PROVISION')).toBe('ANCILLARY PROVISION');
  });
});
