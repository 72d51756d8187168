/**
 * The stress factors 1–10 of a risk and their sub-factors (docs/domain/risk-assessments.md RA-4,
 * RA-5; decision 0036): the hazard factors of the German joint strategy (GDA guideline
 * "Gefährdungsbeurteilung und Dokumentation", BAuA "Handbuch Gefährdungsbeurteilung"), factor n
 * of the spec being GDA factor n.
 */

import type { Label } from '../../entities/fields';
import type { StressFactor } from '../../enums/assessment';

/** A sub-factor of a stress factor: its code (GDA numbering, `1.5`) and its label. */
export interface SubFactor {
  readonly code: string;
  readonly label: Label;
}

/** RA-4: the GDA sub-factors of each stress factor, in the guideline's order. */
export const STRESS_SUB_FACTORS: Readonly<Record<StressFactor, readonly SubFactor[]>> = {
  FACTOR_1: [
    { code: '1.1', label: /*i18n*/ { id: 'subFactor.1.1', message: 'Unprotected moving machine parts' } },
    { code: '1.2', label: /*i18n*/ { id: 'subFactor.1.2', message: 'Parts with dangerous surfaces' } },
    { code: '1.3', label: /*i18n*/ { id: 'subFactor.1.3', message: 'Moving means of transport or work equipment' } },
    { code: '1.4', label: /*i18n*/ { id: 'subFactor.1.4', message: 'Uncontrolled moving parts' } },
    { code: '1.5', label: /*i18n*/ { id: 'subFactor.1.5', message: 'Falling over, slipping, tripping, twisting' } },
    { code: '1.6', label: /*i18n*/ { id: 'subFactor.1.6', message: 'Falling from height' } },
  ],
  FACTOR_2: [
    { code: '2.1', label: /*i18n*/ { id: 'subFactor.2.1', message: 'Electric shock' } },
    { code: '2.2', label: /*i18n*/ { id: 'subFactor.2.2', message: 'Electric arcs' } },
    { code: '2.3', label: /*i18n*/ { id: 'subFactor.2.3', message: 'Electrostatic charges' } },
  ],
  FACTOR_3: [
    { code: '3.1', label: /*i18n*/ { id: 'subFactor.3.1', message: 'Skin contact with hazardous substances' } },
    { code: '3.2', label: /*i18n*/ { id: 'subFactor.3.2', message: 'Inhaling hazardous substances' } },
    { code: '3.3', label: /*i18n*/ { id: 'subFactor.3.3', message: 'Swallowing hazardous substances' } },
    {
      code: '3.4',
      label: /*i18n*/ {
        id: 'subFactor.3.4',
        message: 'Physico-chemical hazards (uncontrolled chemical reactions)',
      },
    },
  ],
  FACTOR_4: [
    { code: '4.1', label: /*i18n*/ { id: 'subFactor.4.1', message: 'Infection by pathogenic microorganisms' } },
    {
      code: '4.2',
      label: /*i18n*/ { id: 'subFactor.4.2', message: 'Sensitising and toxic effects of microorganisms' },
    },
  ],
  FACTOR_5: [
    { code: '5.1', label: /*i18n*/ { id: 'subFactor.5.1', message: 'Fire from solids, liquids or gases' } },
    { code: '5.2', label: /*i18n*/ { id: 'subFactor.5.2', message: 'Explosive atmosphere' } },
    { code: '5.3', label: /*i18n*/ { id: 'subFactor.5.3', message: 'Explosives' } },
  ],
  FACTOR_6: [
    { code: '6.1', label: /*i18n*/ { id: 'subFactor.6.1', message: 'Hot media or surfaces' } },
    { code: '6.2', label: /*i18n*/ { id: 'subFactor.6.2', message: 'Cold media or surfaces' } },
  ],
  FACTOR_7: [
    { code: '7.1', label: /*i18n*/ { id: 'subFactor.7.1', message: 'Noise' } },
    { code: '7.2', label: /*i18n*/ { id: 'subFactor.7.2', message: 'Ultrasound, infrasound' } },
    { code: '7.3', label: /*i18n*/ { id: 'subFactor.7.3', message: 'Whole-body vibration' } },
    { code: '7.4', label: /*i18n*/ { id: 'subFactor.7.4', message: 'Hand-arm vibration' } },
    {
      code: '7.5',
      label: /*i18n*/ { id: 'subFactor.7.5', message: 'Optical radiation (infrared, ultraviolet, laser)' },
    },
    { code: '7.6', label: /*i18n*/ { id: 'subFactor.7.6', message: 'Ionising radiation' } },
    { code: '7.7', label: /*i18n*/ { id: 'subFactor.7.7', message: 'Electromagnetic fields' } },
    { code: '7.8', label: /*i18n*/ { id: 'subFactor.7.8', message: 'Negative or positive pressure' } },
  ],
  FACTOR_8: [
    { code: '8.1', label: /*i18n*/ { id: 'subFactor.8.1', message: 'Climate (heat, cold, poor ventilation)' } },
    { code: '8.2', label: /*i18n*/ { id: 'subFactor.8.2', message: 'Lighting' } },
    { code: '8.3', label: /*i18n*/ { id: 'subFactor.8.3', message: 'Suffocation, drowning' } },
    {
      code: '8.4',
      label: /*i18n*/ { id: 'subFactor.8.4', message: 'Inadequate escape routes, traffic routes or safety signs' },
    },
    {
      code: '8.5',
      label: /*i18n*/ {
        id: 'subFactor.8.5',
        message: 'Too little space at the workplace, unfavourable layout, inadequate break and sanitary rooms',
      },
    },
  ],
  FACTOR_9: [
    { code: '9.1', label: /*i18n*/ { id: 'subFactor.9.1', message: 'Heavy dynamic work (manual handling of loads)' } },
    { code: '9.2', label: /*i18n*/ { id: 'subFactor.9.2', message: 'One-sided dynamic work, repetitive movements' } },
    { code: '9.3', label: /*i18n*/ { id: 'subFactor.9.3', message: 'Awkward postures, static holding work' } },
    { code: '9.4', label: /*i18n*/ { id: 'subFactor.9.4', message: 'Combined static and dynamic work' } },
  ],
  FACTOR_10: [
    { code: '10.1', label: /*i18n*/ { id: 'subFactor.10.1', message: 'Poorly designed work task' } },
    {
      code: '10.2',
      label: /*i18n*/ {
        id: 'subFactor.10.2',
        message: 'Poorly designed work organisation (time pressure, working hours)',
      },
    },
    { code: '10.3', label: /*i18n*/ { id: 'subFactor.10.3', message: 'Poorly designed social conditions' } },
    {
      code: '10.4',
      label: /*i18n*/ { id: 'subFactor.10.4', message: 'Poorly designed workplace and working environment' },
    },
  ],
};

/** Every sub-factor code, factor by factor: the values of a risk's `stressSubFactor`. */
export const STRESS_SUB_FACTOR_CODES: readonly string[] = Object.values(STRESS_SUB_FACTORS).flatMap((list) =>
  list.map((entry) => entry.code),
);

/** The label of each sub-factor by code (the enumeration's labels). */
export const STRESS_SUB_FACTOR_LABELS: Readonly<Record<string, Label>> = Object.fromEntries(
  Object.values(STRESS_SUB_FACTORS).flatMap((list) => list.map((entry) => [entry.code, entry.label])),
);

/** RA-5: whether the sub-factor belongs to the factor (no sub-factor always does). */
export function subFactorFits(factor: unknown, subFactor: unknown): boolean {
  if (subFactor === undefined || subFactor === null) return true;
  const list = STRESS_SUB_FACTORS[factor as StressFactor];
  return list?.some((entry) => entry.code === subFactor) === true;
}

/** The sub-factor of a code, undefined when unknown. */
export function subFactorOf(code: unknown): SubFactor | undefined {
  return Object.values(STRESS_SUB_FACTORS)
    .flat()
    .find((entry) => entry.code === code);
}
