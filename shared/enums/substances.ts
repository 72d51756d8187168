import type { Label } from '../entities/fields';
import type { DataSheetLanguage, Phase, StorageClass, WaterHazardClass } from './catalogs';

/**
 * Enumerations of hazardous-substance management (domain.md §3 Substance and Activity).
 * Water hazard classes, phases, storage classes and data-sheet languages are shared and
 * live in catalogs.ts.
 */

/** How a substance is applied in an activity. */
export const APPLICATION_FORMS = ['UNDILUTED', 'DILUTED_WITH_WATER', 'MIXED_WITH_CHEMICALS'] as const;
export type ApplicationForm = (typeof APPLICATION_FORMS)[number];

/** CLP Art. 20: the signal word of a label; "Danger" (Gefahr) outranks "Warning" (Achtung). */
export const SIGNAL_WORDS = ['DANGER', 'WARNING'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

/** Dustiness of a solid (release group). */
export const RELEASE_GROUPS = ['GRANULES', 'GRAINY', 'FINELY_POWDERED'] as const;
export type ReleaseGroup = (typeof RELEASE_GROUPS)[number];

export const CONTACT_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'BIANNUAL', 'ANNUAL'] as const;
export type ContactFrequency = (typeof CONTACT_FREQUENCIES)[number];

export const SPATIAL_CONDITIONS = ['STATIONARY', 'SPATIAL', 'ENCLOSED', 'PARTIALLY_ENCLOSED', 'OUTDOORS'] as const;
export type SpatialCondition = (typeof SPATIAL_CONDITIONS)[number];

export const PROTECTIVE_GEAR = [
  'FACE',
  'BODY',
  'FOOT',
  'HEAD',
  'RESPIRATION',
  'SKIN',
  'APRON',
  'EYES',
  'HANDS',
] as const;
export type ProtectiveGear = (typeof PROTECTIVE_GEAR)[number];

export const FREE_VENTILATION_TYPES = ['DOOR', 'CEILING'] as const;
export type FreeVentilationType = (typeof FREE_VENTILATION_TYPES)[number];

export const TECHNICAL_VENTILATION_TYPES = ['CENTRAL', 'DECENTRALIZED'] as const;
export type TechnicalVentilationType = (typeof TECHNICAL_VENTILATION_TYPES)[number];

/** Skin area affected by dermal contact. */
export const EFFECT_AREAS = ['SMALL', 'LARGE'] as const;
export type EffectArea = (typeof EFFECT_AREAS)[number];

/** Wet work per shift (domain.md §9). */
export const WET_WORK = ['IMPOSSIBLE', 'UNDER_TWO_HOURS', 'BETWEEN_TWO_AND_FOUR_HOURS', 'OVER_FOUR_HOURS'] as const;
export type WetWork = (typeof WET_WORK)[number];

export const APPLICATION_FORM_LABELS: Readonly<Record<ApplicationForm, Label>> = {
  UNDILUTED: /*i18n*/ { id: 'enum.APPLICATION_FORMS.UNDILUTED', message: 'Undiluted' },
  DILUTED_WITH_WATER: /*i18n*/ { id: 'enum.APPLICATION_FORMS.DILUTED_WITH_WATER', message: 'Diluted with water' },
  MIXED_WITH_CHEMICALS: /*i18n*/ { id: 'enum.APPLICATION_FORMS.MIXED_WITH_CHEMICALS', message: 'Mixed with chemicals' },
};

/** The signal words in the official wording of CLP Art. 20 in English and German (Gefahr, Achtung). */
export const SIGNAL_WORD_LABELS: Readonly<Record<SignalWord, Label>> = {
  DANGER: /*i18n*/ { id: 'enum.SIGNAL_WORDS.DANGER', message: 'Danger' },
  WARNING: /*i18n*/ { id: 'enum.SIGNAL_WORDS.WARNING', message: 'Warning' },
};

export const RELEASE_GROUP_LABELS: Readonly<Record<ReleaseGroup, Label>> = {
  GRANULES: /*i18n*/ { id: 'enum.RELEASE_GROUPS.GRANULES', message: 'Granules' },
  GRAINY: /*i18n*/ { id: 'enum.RELEASE_GROUPS.GRAINY', message: 'Grainy' },
  FINELY_POWDERED: /*i18n*/ { id: 'enum.RELEASE_GROUPS.FINELY_POWDERED', message: 'Finely powdered' },
};

export const CONTACT_FREQUENCY_LABELS: Readonly<Record<ContactFrequency, Label>> = {
  DAILY: /*i18n*/ { id: 'enum.CONTACT_FREQUENCIES.DAILY', message: 'Daily' },
  WEEKLY: /*i18n*/ { id: 'enum.CONTACT_FREQUENCIES.WEEKLY', message: 'Weekly' },
  MONTHLY: /*i18n*/ { id: 'enum.CONTACT_FREQUENCIES.MONTHLY', message: 'Monthly' },
  BIANNUAL: /*i18n*/ { id: 'enum.CONTACT_FREQUENCIES.BIANNUAL', message: 'Twice a year' },
  ANNUAL: /*i18n*/ { id: 'enum.CONTACT_FREQUENCIES.ANNUAL', message: 'Annually' },
};

export const SPATIAL_CONDITION_LABELS: Readonly<Record<SpatialCondition, Label>> = {
  STATIONARY: /*i18n*/ { id: 'enum.SPATIAL_CONDITIONS.STATIONARY', message: 'Stationary' },
  SPATIAL: /*i18n*/ { id: 'enum.SPATIAL_CONDITIONS.SPATIAL', message: 'Room' },
  ENCLOSED: /*i18n*/ { id: 'enum.SPATIAL_CONDITIONS.ENCLOSED', message: 'Enclosed' },
  PARTIALLY_ENCLOSED: /*i18n*/ { id: 'enum.SPATIAL_CONDITIONS.PARTIALLY_ENCLOSED', message: 'Partially enclosed' },
  OUTDOORS: /*i18n*/ { id: 'enum.SPATIAL_CONDITIONS.OUTDOORS', message: 'Outdoors' },
};

export const PROTECTIVE_GEAR_LABELS: Readonly<Record<ProtectiveGear, Label>> = {
  FACE: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.FACE', message: 'Face protection' },
  BODY: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.BODY', message: 'Body protection' },
  FOOT: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.FOOT', message: 'Foot protection' },
  HEAD: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.HEAD', message: 'Head protection' },
  RESPIRATION: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.RESPIRATION', message: 'Respiratory protection' },
  SKIN: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.SKIN', message: 'Skin protection' },
  APRON: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.APRON', message: 'Apron' },
  EYES: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.EYES', message: 'Eye protection' },
  HANDS: /*i18n*/ { id: 'enum.PROTECTIVE_GEAR.HANDS', message: 'Hand protection' },
};

export const FREE_VENTILATION_TYPE_LABELS: Readonly<Record<FreeVentilationType, Label>> = {
  DOOR: /*i18n*/ { id: 'enum.FREE_VENTILATION_TYPES.DOOR', message: 'Doors and windows' },
  CEILING: /*i18n*/ { id: 'enum.FREE_VENTILATION_TYPES.CEILING', message: 'Ceiling openings' },
};

export const TECHNICAL_VENTILATION_TYPE_LABELS: Readonly<Record<TechnicalVentilationType, Label>> = {
  CENTRAL: /*i18n*/ { id: 'enum.TECHNICAL_VENTILATION_TYPES.CENTRAL', message: 'Central' },
  DECENTRALIZED: /*i18n*/ { id: 'enum.TECHNICAL_VENTILATION_TYPES.DECENTRALIZED', message: 'Decentralised' },
};

export const EFFECT_AREA_LABELS: Readonly<Record<EffectArea, Label>> = {
  SMALL: /*i18n*/ { id: 'enum.EFFECT_AREAS.SMALL', message: 'Small area' },
  LARGE: /*i18n*/ { id: 'enum.EFFECT_AREAS.LARGE', message: 'Large area' },
};

export const WET_WORK_LABELS: Readonly<Record<WetWork, Label>> = {
  IMPOSSIBLE: /*i18n*/ { id: 'enum.WET_WORK.IMPOSSIBLE', message: 'Excluded' },
  UNDER_TWO_HOURS: /*i18n*/ { id: 'enum.WET_WORK.UNDER_TWO_HOURS', message: 'Under 2 hours' },
  BETWEEN_TWO_AND_FOUR_HOURS: /*i18n*/ { id: 'enum.WET_WORK.BETWEEN_TWO_AND_FOUR_HOURS', message: '2 to 4 hours' },
  OVER_FOUR_HOURS: /*i18n*/ { id: 'enum.WET_WORK.OVER_FOUR_HOURS', message: 'Over 4 hours' },
};

/** AwSV §3 and Anlage 1: the official names with their abbreviations. */
export const WATER_HAZARD_CLASS_LABELS: Readonly<Record<WaterHazardClass, Label>> = {
  NOT_HAZARDOUS: /*i18n*/ { id: 'enum.WATER_HAZARD_CLASSES.NOT_HAZARDOUS', message: 'non-hazardous to water (nwg)' },
  GENERALLY_HAZARDOUS: /*i18n*/ {
    id: 'enum.WATER_HAZARD_CLASSES.GENERALLY_HAZARDOUS',
    message: 'generally hazardous to water (awg)',
  },
  CLASS_1: /*i18n*/ { id: 'enum.WATER_HAZARD_CLASSES.CLASS_1', message: 'slightly hazardous to water (WGK 1)' },
  CLASS_2: /*i18n*/ { id: 'enum.WATER_HAZARD_CLASSES.CLASS_2', message: 'obviously hazardous to water (WGK 2)' },
  CLASS_3: /*i18n*/ { id: 'enum.WATER_HAZARD_CLASSES.CLASS_3', message: 'highly hazardous to water (WGK 3)' },
};

export const PHASE_LABELS: Readonly<Record<Phase, Label>> = {
  SOLID: /*i18n*/ { id: 'enum.PHASES.SOLID', message: 'Solid' },
  LIQUID: /*i18n*/ { id: 'enum.PHASES.LIQUID', message: 'Liquid' },
  GASEOUS: /*i18n*/ { id: 'enum.PHASES.GASEOUS', message: 'Gaseous' },
};

export const DATA_SHEET_LANGUAGE_LABELS: Readonly<Record<DataSheetLanguage, Label>> = {
  DE: /*i18n*/ { id: 'enum.DATA_SHEET_LANGUAGES.DE', message: 'German' },
  EN: /*i18n*/ { id: 'enum.DATA_SHEET_LANGUAGES.EN', message: 'English' },
};

/**
 * TRGS 510 storage classes as people read them, code and name: "3 – Flammable liquids". The names are
 * those of STORAGE_CLASS_TEXTS (shared/catalogs/symbols-and-classes.ts), German in the catalogs; a test
 * keeps both alike (client/features/enums/storage-class-labels.test.ts).
 */
export const STORAGE_CLASS_LABELS: Readonly<Record<StorageClass, Label>> = {
  '1': /*i18n*/ { id: 'enum.STORAGE_CLASSES.1', message: '1 – Explosive hazardous substances' },
  '2A': /*i18n*/ { id: 'enum.STORAGE_CLASSES.2A', message: '2A – Gases (excluding aerosol dispensers and lighters)' },
  '2B': /*i18n*/ { id: 'enum.STORAGE_CLASSES.2B', message: '2B – Aerosol dispensers and lighters' },
  '3': /*i18n*/ { id: 'enum.STORAGE_CLASSES.3', message: '3 – Flammable liquids' },
  '4.1A': /*i18n*/ { id: 'enum.STORAGE_CLASSES.4.1A', message: '4.1A – Other explosive hazardous substances' },
  '4.1B': /*i18n*/ {
    id: 'enum.STORAGE_CLASSES.4.1B',
    message: '4.1B – Flammable solid hazardous substances or desensitised explosive hazardous substances',
  },
  '4.2': /*i18n*/ { id: 'enum.STORAGE_CLASSES.4.2', message: '4.2 – Pyrophoric or self-heating hazardous substances' },
  '4.3': /*i18n*/ {
    id: 'enum.STORAGE_CLASSES.4.3',
    message: '4.3 – Hazardous substances which in contact with water emit flammable gases',
  },
  '5.1A': /*i18n*/ { id: 'enum.STORAGE_CLASSES.5.1A', message: '5.1A – Strongly oxidising hazardous substances' },
  '5.1B': /*i18n*/ { id: 'enum.STORAGE_CLASSES.5.1B', message: '5.1B – Oxidising hazardous substances' },
  '5.1C': /*i18n*/ {
    id: 'enum.STORAGE_CLASSES.5.1C',
    message: '5.1C – Ammonium nitrate and preparations containing ammonium nitrate',
  },
  '5.2': /*i18n*/ {
    id: 'enum.STORAGE_CLASSES.5.2',
    message: '5.2 – Organic peroxides and self-reactive hazardous substances',
  },
  '6.1A': /*i18n*/ {
    id: 'enum.STORAGE_CLASSES.6.1A',
    message: '6.1A – Combustible, acutely toxic Cat. 1 and 2/very toxic hazardous substances',
  },
  '6.1B': /*i18n*/ {
    id: 'enum.STORAGE_CLASSES.6.1B',
    message: '6.1B – Non-combustible, acutely toxic Cat. 1 and 2/very toxic hazardous substances',
  },
  '6.1C': /*i18n*/ {
    id: 'enum.STORAGE_CLASSES.6.1C',
    message: '6.1C – Combustible, acutely toxic Cat. 3/toxic or chronically acting hazardous substances',
  },
  '6.1D': /*i18n*/ {
    id: 'enum.STORAGE_CLASSES.6.1D',
    message: '6.1D – Non-combustible, acutely toxic Cat. 3/toxic or chronically acting hazardous substances',
  },
  '6.2': /*i18n*/ { id: 'enum.STORAGE_CLASSES.6.2', message: '6.2 – Infectious substances' },
  '7': /*i18n*/ { id: 'enum.STORAGE_CLASSES.7', message: '7 – Radioactive substances' },
  '8A': /*i18n*/ { id: 'enum.STORAGE_CLASSES.8A', message: '8A – Combustible corrosive hazardous substances' },
  '8B': /*i18n*/ { id: 'enum.STORAGE_CLASSES.8B', message: '8B – Non-combustible corrosive hazardous substances' },
  '10': /*i18n*/ { id: 'enum.STORAGE_CLASSES.10', message: '10 – Combustible liquids' },
  '11': /*i18n*/ { id: 'enum.STORAGE_CLASSES.11', message: '11 – Combustible solids' },
  '12': /*i18n*/ { id: 'enum.STORAGE_CLASSES.12', message: '12 – Non-combustible liquids' },
  '13': /*i18n*/ { id: 'enum.STORAGE_CLASSES.13', message: '13 – Non-combustible solids' },
};

/**
 * Where a substance's approval stands (docs/domain/substances.md SUB-APR-1): requested, its
 * substitution check recorded, approved or rejected. No state: no approval was requested.
 */
export const APPROVAL_STATES = ['REQUESTED', 'SUBSTITUTION_CHECKED', 'APPROVED', 'REJECTED'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** What the substitution check found (GefStoffV § 6 (1) no. 4, § 7 (3); TRGS 600). */
export const SUBSTITUTION_RESULTS = ['NO_ALTERNATIVE', 'ALTERNATIVES_NOT_SAFER', 'SUBSTITUTION_POSSIBLE'] as const;
export type SubstitutionResult = (typeof SUBSTITUTION_RESULTS)[number];

export const APPROVAL_STATE_LABELS: Readonly<Record<ApprovalState, Label>> = {
  REQUESTED: /*i18n*/ { id: 'enum.APPROVAL_STATES.REQUESTED', message: 'Requested' },
  SUBSTITUTION_CHECKED: /*i18n*/ { id: 'enum.APPROVAL_STATES.SUBSTITUTION_CHECKED', message: 'Substitution checked' },
  APPROVED: /*i18n*/ { id: 'enum.APPROVAL_STATES.APPROVED', message: 'Approved' },
  REJECTED: /*i18n*/ { id: 'enum.APPROVAL_STATES.REJECTED', message: 'Rejected' },
};

export const SUBSTITUTION_RESULT_LABELS: Readonly<Record<SubstitutionResult, Label>> = {
  NO_ALTERNATIVE: /*i18n*/ {
    id: 'enum.SUBSTITUTION_RESULTS.NO_ALTERNATIVE',
    message: 'No suitable substitute substance or process',
  },
  ALTERNATIVES_NOT_SAFER: /*i18n*/ {
    id: 'enum.SUBSTITUTION_RESULTS.ALTERNATIVES_NOT_SAFER',
    message: 'Alternatives exist but do not lower the overall risk',
  },
  SUBSTITUTION_POSSIBLE: /*i18n*/ {
    id: 'enum.SUBSTITUTION_RESULTS.SUBSTITUTION_POSSIBLE',
    message: 'A less hazardous substitute is possible',
  },
};

/**
 * An activity's EMKG measure level per module as stored (docs/decisions/0035-emkg-rating-stored.md):
 * M1 minimum standards to M4 expert advice (BAuA EMKG, 7th edition; skin ends at M3, eyes at M2).
 */
export const EMKG_LEVELS = ['M1', 'M2', 'M3', 'M4'] as const;
export type EmkgLevel = (typeof EMKG_LEVELS)[number];

export const EMKG_LEVEL_LABELS: Readonly<Record<EmkgLevel, Label>> = {
  M1: /*i18n*/ { id: 'enum.EMKG_LEVELS.M1', message: 'M1 · minimum standards' },
  M2: /*i18n*/ { id: 'enum.EMKG_LEVELS.M2', message: 'M2 · extended measures' },
  M3: /*i18n*/ { id: 'enum.EMKG_LEVELS.M3', message: 'M3 · stricter measures' },
  M4: /*i18n*/ { id: 'enum.EMKG_LEVELS.M4', message: 'M4 · expert advice' },
};
