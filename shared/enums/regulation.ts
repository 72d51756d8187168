import type { Label } from '../entities/fields';

/** Regulation enumerations (domain.md §3 Regulation). */
export const APPLICATION_SCOPES = [
  'ALL',
  'INTERNATIONAL_EU',
  'INTERNATIONAL_EU_GUIDELINES',
  'INTERNATIONAL_EU_REGULATION',
  'FEDERAL_LAWS',
  'FEDERAL_REGULATIONS',
  'FEDERAL_SUBORDINATE_REGULATIONS',
  'STATE_LAWS',
  'STATE_REGULATIONS',
  'STATE_SUBORDINATE_REGULATIONS',
  'COMMUNAL_LAWS',
  'PROFESSIONAL_ASSOCIATIONS_LAWS',
  'OTHER',
] as const;
export type ApplicationScope = (typeof APPLICATION_SCOPES)[number];

export const FIELDS_OF_LAW = [
  'ALL',
  'GENERAL_ENVIRONMENTAL_LAW',
  'WASTE_INDUSTRY',
  'OPERATIONAL_SAFETY',
  'OCCUPATIONAL_SAFETY',
  'CHEMICALS_AND_HAZARDOUS_SUBSTANCES',
  'ENERGY_INDUSTRY',
  'HAZARDOUS_GOODS',
  'WATER_PROTECTION',
  'IMMISSION_PROTECTION',
  'FOOD_LAW',
  'NATURE_AND_SOIL_PROTECTION',
  'RADIATION_PROTECTION',
  'STANDARDS',
] as const;
export type FieldOfLaw = (typeof FIELDS_OF_LAW)[number];

/** The sixteen German states. */
export const GERMAN_STATES = [
  'BADEN_WUERTTEMBERG',
  'BAVARIA',
  'BERLIN',
  'BRANDENBURG',
  'BREMEN',
  'HAMBURG',
  'HESSE',
  'LOWER_SAXONY',
  'MECKLENBURG_WESTERN_POMERANIA',
  'NORTH_RHINE_WESTPHALIA',
  'RHINELAND_PALATINATE',
  'SAARLAND',
  'SAXONY',
  'SAXONY_ANHALT',
  'SCHLESWIG_HOLSTEIN',
  'THURINGIA',
] as const;
export type GermanState = (typeof GERMAN_STATES)[number];

export const FIELD_OF_LAW_LIMITATIONS = ['ALL', ...GERMAN_STATES] as const;
export type FieldOfLawLimitation = (typeof FIELD_OF_LAW_LIMITATIONS)[number];

/** The kind and level of a legal source, as German law sorts them (EU, federal, state, municipal, DGUV). */
export const APPLICATION_SCOPE_LABELS: Readonly<Record<ApplicationScope, Label>> = {
  ALL: /*i18n*/ { id: 'enum.APPLICATION_SCOPES.ALL', message: 'All scopes' },
  INTERNATIONAL_EU: /*i18n*/ { id: 'enum.APPLICATION_SCOPES.INTERNATIONAL_EU', message: 'International and EU law' },
  INTERNATIONAL_EU_GUIDELINES: /*i18n*/ {
    id: 'enum.APPLICATION_SCOPES.INTERNATIONAL_EU_GUIDELINES',
    message: 'EU directives',
  },
  INTERNATIONAL_EU_REGULATION: /*i18n*/ {
    id: 'enum.APPLICATION_SCOPES.INTERNATIONAL_EU_REGULATION',
    message: 'EU regulations',
  },
  FEDERAL_LAWS: /*i18n*/ { id: 'enum.APPLICATION_SCOPES.FEDERAL_LAWS', message: 'Federal laws' },
  FEDERAL_REGULATIONS: /*i18n*/ { id: 'enum.APPLICATION_SCOPES.FEDERAL_REGULATIONS', message: 'Federal ordinances' },
  FEDERAL_SUBORDINATE_REGULATIONS: /*i18n*/ {
    id: 'enum.APPLICATION_SCOPES.FEDERAL_SUBORDINATE_REGULATIONS',
    message: 'Federal subordinate rules',
  },
  STATE_LAWS: /*i18n*/ { id: 'enum.APPLICATION_SCOPES.STATE_LAWS', message: 'State laws' },
  STATE_REGULATIONS: /*i18n*/ { id: 'enum.APPLICATION_SCOPES.STATE_REGULATIONS', message: 'State ordinances' },
  STATE_SUBORDINATE_REGULATIONS: /*i18n*/ {
    id: 'enum.APPLICATION_SCOPES.STATE_SUBORDINATE_REGULATIONS',
    message: 'State subordinate rules',
  },
  COMMUNAL_LAWS: /*i18n*/ { id: 'enum.APPLICATION_SCOPES.COMMUNAL_LAWS', message: 'Municipal law' },
  PROFESSIONAL_ASSOCIATIONS_LAWS: /*i18n*/ {
    id: 'enum.APPLICATION_SCOPES.PROFESSIONAL_ASSOCIATIONS_LAWS',
    message: 'Accident insurance rules (DGUV)',
  },
  OTHER: /*i18n*/ { id: 'enum.APPLICATION_SCOPES.OTHER', message: 'Other' },
};

export const FIELD_OF_LAW_LABELS: Readonly<Record<FieldOfLaw, Label>> = {
  ALL: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.ALL', message: 'All fields of law' },
  GENERAL_ENVIRONMENTAL_LAW: /*i18n*/ {
    id: 'enum.FIELDS_OF_LAW.GENERAL_ENVIRONMENTAL_LAW',
    message: 'General environmental law',
  },
  WASTE_INDUSTRY: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.WASTE_INDUSTRY', message: 'Waste management' },
  OPERATIONAL_SAFETY: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.OPERATIONAL_SAFETY', message: 'Operational safety' },
  OCCUPATIONAL_SAFETY: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.OCCUPATIONAL_SAFETY', message: 'Occupational safety' },
  CHEMICALS_AND_HAZARDOUS_SUBSTANCES: /*i18n*/ {
    id: 'enum.FIELDS_OF_LAW.CHEMICALS_AND_HAZARDOUS_SUBSTANCES',
    message: 'Chemicals and hazardous substances',
  },
  ENERGY_INDUSTRY: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.ENERGY_INDUSTRY', message: 'Energy industry' },
  HAZARDOUS_GOODS: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.HAZARDOUS_GOODS', message: 'Dangerous goods' },
  WATER_PROTECTION: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.WATER_PROTECTION', message: 'Water protection' },
  IMMISSION_PROTECTION: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.IMMISSION_PROTECTION', message: 'Immission control' },
  FOOD_LAW: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.FOOD_LAW', message: 'Food law' },
  NATURE_AND_SOIL_PROTECTION: /*i18n*/ {
    id: 'enum.FIELDS_OF_LAW.NATURE_AND_SOIL_PROTECTION',
    message: 'Nature and soil protection',
  },
  RADIATION_PROTECTION: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.RADIATION_PROTECTION', message: 'Radiation protection' },
  STANDARDS: /*i18n*/ { id: 'enum.FIELDS_OF_LAW.STANDARDS', message: 'Standards' },
};

export const GERMAN_STATE_LABELS: Readonly<Record<GermanState, Label>> = {
  BADEN_WUERTTEMBERG: /*i18n*/ { id: 'enum.GERMAN_STATES.BADEN_WUERTTEMBERG', message: 'Baden-Württemberg' },
  BAVARIA: /*i18n*/ { id: 'enum.GERMAN_STATES.BAVARIA', message: 'Bavaria' },
  BERLIN: /*i18n*/ { id: 'enum.GERMAN_STATES.BERLIN', message: 'Berlin' },
  BRANDENBURG: /*i18n*/ { id: 'enum.GERMAN_STATES.BRANDENBURG', message: 'Brandenburg' },
  BREMEN: /*i18n*/ { id: 'enum.GERMAN_STATES.BREMEN', message: 'Bremen' },
  HAMBURG: /*i18n*/ { id: 'enum.GERMAN_STATES.HAMBURG', message: 'Hamburg' },
  HESSE: /*i18n*/ { id: 'enum.GERMAN_STATES.HESSE', message: 'Hesse' },
  LOWER_SAXONY: /*i18n*/ { id: 'enum.GERMAN_STATES.LOWER_SAXONY', message: 'Lower Saxony' },
  MECKLENBURG_WESTERN_POMERANIA: /*i18n*/ {
    id: 'enum.GERMAN_STATES.MECKLENBURG_WESTERN_POMERANIA',
    message: 'Mecklenburg-Western Pomerania',
  },
  NORTH_RHINE_WESTPHALIA: /*i18n*/ {
    id: 'enum.GERMAN_STATES.NORTH_RHINE_WESTPHALIA',
    message: 'North Rhine-Westphalia',
  },
  RHINELAND_PALATINATE: /*i18n*/ { id: 'enum.GERMAN_STATES.RHINELAND_PALATINATE', message: 'Rhineland-Palatinate' },
  SAARLAND: /*i18n*/ { id: 'enum.GERMAN_STATES.SAARLAND', message: 'Saarland' },
  SAXONY: /*i18n*/ { id: 'enum.GERMAN_STATES.SAXONY', message: 'Saxony' },
  SAXONY_ANHALT: /*i18n*/ { id: 'enum.GERMAN_STATES.SAXONY_ANHALT', message: 'Saxony-Anhalt' },
  SCHLESWIG_HOLSTEIN: /*i18n*/ { id: 'enum.GERMAN_STATES.SCHLESWIG_HOLSTEIN', message: 'Schleswig-Holstein' },
  THURINGIA: /*i18n*/ { id: 'enum.GERMAN_STATES.THURINGIA', message: 'Thuringia' },
};

/** A regulation that applies in every state, or in one. */
export const FIELD_OF_LAW_LIMITATION_LABELS: Readonly<Record<FieldOfLawLimitation, Label>> = {
  ALL: /*i18n*/ { id: 'enum.FIELD_OF_LAW_LIMITATIONS.ALL', message: 'All states' },
  ...GERMAN_STATE_LABELS,
};

/** Whether a regulation or required action applies to the evaluating company (ISO 14001/45001 6.1.3). */
export const APPLICABILITIES = ['APPLIES', 'DOES_NOT_APPLY'] as const;
export type Applicability = (typeof APPLICABILITIES)[number];

/** Whether the company complies with an applicable obligation (ISO 14001/45001 9.1.2). */
export const FULFILMENTS = ['FULFILLED', 'NOT_FULFILLED', 'OPEN'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const APPLICABILITY_LABELS: Readonly<Record<Applicability, Label>> = {
  APPLIES: /*i18n*/ { id: 'enum.APPLICABILITIES.APPLIES', message: 'Applies' },
  DOES_NOT_APPLY: /*i18n*/ { id: 'enum.APPLICABILITIES.DOES_NOT_APPLY', message: 'Does not apply' },
};

export const FULFILMENT_LABELS: Readonly<Record<Fulfilment, Label>> = {
  FULFILLED: /*i18n*/ { id: 'enum.FULFILMENTS.FULFILLED', message: 'Fulfilled' },
  NOT_FULFILLED: /*i18n*/ { id: 'enum.FULFILMENTS.NOT_FULFILLED', message: 'Not fulfilled' },
  OPEN: /*i18n*/ { id: 'enum.FULFILMENTS.OPEN', message: 'Open' },
};
