import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  PHASES,
  STORAGE_CLASSES,
  TOPICS,
  WATER_HAZARD_CLASSES,
  WORK_EQUIPMENT_TYPES,
} from '../../../shared/enums/catalogs';
import { ENTITY_TYPES } from '../../../shared/enums/entity-types';
import { APPLICATION_SCOPES, FIELD_OF_LAW_LIMITATIONS } from '../../../shared/enums/regulation';
import { ADR_CLASSES, TUNNEL_RESTRICTION_CODES } from '../../../shared/enums/transport';
import { enumText } from './enum-labels';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('enum labels', () => {
  it('names the values of labelled enumerations, topics of findings included', () => {
    expect(enumText(i18n, TOPICS, 'FIRE_PROTECTION')).toBe('Fire protection');
    expect(enumText(i18n, WORK_EQUIPMENT_TYPES, 'MONITORING_REQUIRED_FACILITY')).toBe('Facility requiring monitoring');
  });

  it('shows the codes of enumerations whose codes are what people use, as written', () => {
    expect(enumText(i18n, ADR_CLASSES, '4.1')).toBe('4.1');
    expect(enumText(i18n, TUNNEL_RESTRICTION_CODES, 'B1000C')).toBe('B1000C');
  });

  it('names regulation scopes, fields of law, states, phases and water hazard classes', () => {
    expect(enumText(i18n, APPLICATION_SCOPES, 'FEDERAL_SUBORDINATE_REGULATIONS')).toBe('Federal subordinate rules');
    expect(enumText(i18n, FIELD_OF_LAW_LIMITATIONS, 'NORTH_RHINE_WESTPHALIA')).toBe('North Rhine-Westphalia');
    expect(enumText(i18n, PHASES, 'LIQUID')).toBe('Liquid');
    expect(enumText(i18n, WATER_HAZARD_CLASSES, 'CLASS_1')).toBe('slightly hazardous to water (WGK 1)');
    expect(enumText(i18n, ENTITY_TYPES, 'QUALIFICATION')).toBe('Qualification');
  });

  it('names storage classes with their code and TRGS 510 name', () => {
    expect(enumText(i18n, STORAGE_CLASSES, '3')).toBe('3 – Flammable liquids');
    expect(enumText(i18n, STORAGE_CLASSES, '8B')).toBe('8B – Non-combustible corrosive hazardous substances');
  });
});
