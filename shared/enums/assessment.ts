import type { Label } from '../entities/fields';

/** Enumerations of risk assessments and operating instructions (domain.md §3 Risk assessment, §9). */

/** Hazard factors 1 to 10 of the German risk-assessment guidance (BAuA). */
export const STRESS_FACTORS = [
  'FACTOR_1',
  'FACTOR_2',
  'FACTOR_3',
  'FACTOR_4',
  'FACTOR_5',
  'FACTOR_6',
  'FACTOR_7',
  'FACTOR_8',
  'FACTOR_9',
  'FACTOR_10',
] as const;
export type StressFactor = (typeof STRESS_FACTORS)[number];

/** Consequence (severity) rating of a risk evaluation, A to E. */
export const CONSEQUENCE_RATINGS = ['A', 'B', 'C', 'D', 'E'] as const;
export type ConsequenceRating = (typeof CONSEQUENCE_RATINGS)[number];

/** Probability rating of a risk evaluation, 1 to 5 (stored as an integer). */
export const PROBABILITY_MIN = 1;
export const PROBABILITY_MAX = 5;

/**
 * The operating-instruction section a risk measure is carried into when an instruction is
 * derived from the risk assessment; the values are the instruction's field names.
 */
export const INSTRUCTION_KEYS = [
  'measures',
  'malfunctionBehaviorDescription',
  'firstAidDescription',
  'maintenanceDescription',
] as const;
export type InstructionKey = (typeof INSTRUCTION_KEYS)[number];

export const STRESS_FACTOR_LABELS: Readonly<Record<StressFactor, Label>> = {
  FACTOR_1: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_1', message: '1 Mechanical hazards' },
  FACTOR_2: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_2', message: '2 Electrical hazards' },
  FACTOR_3: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_3', message: '3 Hazardous substances' },
  FACTOR_4: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_4', message: '4 Biological agents' },
  FACTOR_5: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_5', message: '5 Fire and explosion hazards' },
  FACTOR_6: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_6', message: '6 Thermal hazards' },
  FACTOR_7: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_7', message: '7 Special physical effects' },
  FACTOR_8: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_8', message: '8 Working environment conditions' },
  FACTOR_9: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_9', message: '9 Physical strain' },
  FACTOR_10: /*i18n*/ { id: 'enum.STRESS_FACTORS.FACTOR_10', message: '10 Mental stress' },
};

export const INSTRUCTION_KEY_LABELS: Readonly<Record<InstructionKey, Label>> = {
  measures: /*i18n*/ { id: 'enum.INSTRUCTION_KEYS.measures', message: 'Protective measures' },
  malfunctionBehaviorDescription: /*i18n*/ {
    id: 'enum.INSTRUCTION_KEYS.malfunctionBehaviorDescription',
    message: 'Behaviour in case of malfunction',
  },
  firstAidDescription: /*i18n*/ { id: 'enum.INSTRUCTION_KEYS.firstAidDescription', message: 'First aid' },
  maintenanceDescription: /*i18n*/ { id: 'enum.INSTRUCTION_KEYS.maintenanceDescription', message: 'Maintenance' },
};
