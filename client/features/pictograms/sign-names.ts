import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArrowDirection } from '../../../shared/enums/catalogs';

/** The names of the ISO 7010 signs the catalogues hold (ISO 7010 titles, shortened). */
export const SIGN_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  M001: msg`General mandatory action`,
  M002: msg`Refer to instruction manual`,
  M003: msg`Wear ear protection`,
  M004: msg`Wear eye protection`,
  M008: msg`Wear safety footwear`,
  M009: msg`Wear protective gloves`,
  M010: msg`Wear protective clothing`,
  M011: msg`Wash your hands`,
  M013: msg`Wear a face shield`,
  M014: msg`Wear head protection`,
  M016: msg`Wear a mask`,
  M017: msg`Wear respiratory protection`,
  P001: msg`General prohibition`,
  P002: msg`No smoking`,
  P003: msg`No open flame`,
  P010: msg`Do not touch`,
  P011: msg`Do not extinguish with water`,
  P015: msg`No reaching in`,
  P022: msg`No eating or drinking`,
  W001: msg`General warning`,
  W012: msg`Warning: electricity`,
  W014: msg`Warning: forklift trucks`,
  W019: msg`Warning: crushing`,
  W021: msg`Warning: flammable material`,
  W023: msg`Warning: corrosive substance`,
  E001: msg`Emergency exit (left)`,
  E002: msg`Emergency exit (right)`,
  E003: msg`First aid`,
  E004: msg`Emergency telephone`,
  E011: msg`Eyewash station`,
  E012: msg`Safety shower`,
  F001: msg`Fire extinguisher`,
  F002: msg`Fire hose reel`,
  F003: msg`Fire ladder`,
  F004: msg`Collection of firefighting equipment`,
  F005: msg`Fire alarm call point`,
  F006: msg`Emergency telephone for fire alarm`,
};

/** The direction arrow beside a fire-protection sign. */
export const ARROW_NAMES: Readonly<Record<ArrowDirection, MessageDescriptor>> = {
  UP: msg`arrow up`,
  UP_RIGHT: msg`arrow up right`,
  RIGHT: msg`arrow right`,
  DOWN_RIGHT: msg`arrow down right`,
  DOWN: msg`arrow down`,
  DOWN_LEFT: msg`arrow down left`,
  LEFT: msg`arrow left`,
  UP_LEFT: msg`arrow up left`,
};
