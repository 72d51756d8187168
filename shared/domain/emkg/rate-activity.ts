/**
 * The EMKG rating of an activity (docs/domain/emkg.md): the five modules of the BAuA sheet, 7th
 * edition 2025, from the activity and its substance as stored, and for a mixture the components
 * known in the register.
 */
import type { DocumentData } from '../../entities/entity';
import { MINIMUM_STANDARD_GUIDES } from './guides';
import { ratingInputs } from './inputs';
import { sameField } from './module-result';
import { rateEyes } from './modules/eyes';
import { rateFire } from './modules/fire';
import { rateInhalation } from './modules/inhalation';
import { rateSkin } from './modules/skin';
import { rateStorage } from './modules/storage';
import { series250 } from './series-250';
import {
  EMKG_MODULES,
  type EmkgContext,
  type EmkgMissing,
  type EmkgModules,
  type EmkgRating,
  type EmkgSubstance,
} from './types';

function missingOf(modules: EmkgModules): EmkgMissing[] {
  const all: EmkgMissing[] = [];
  for (const module of EMKG_MODULES) {
    for (const field of modules[module].missing) {
      const index = all.findIndex((item) => sameField(item.field, field));
      const known = all[index];
      if (known === undefined) all.push({ field, modules: [module] });
      else all[index] = { field: known.field, modules: [...known.modules, module] };
    }
  }
  return all;
}

/**
 * Rates `activity` with its `substance` (the data of both as stored). `components` are the
 * substances of the substance's composition that are known (EMKG-MIX-1); `context` may give the
 * other substances in the same storages (EMKG-STO-2). Pure: the same data give the same rating.
 */
export function rateActivity(
  activity: DocumentData,
  substance: DocumentData,
  components: readonly EmkgSubstance[] = [],
  context: EmkgContext = {},
): EmkgRating {
  const inputs = ratingInputs(activity, substance, components);
  const modules: EmkgModules = {
    inhalation: rateInhalation(inputs),
    skin: rateSkin(inputs),
    eyes: rateEyes(inputs),
    fire: rateFire(inputs),
    storage: rateStorage(inputs, context),
  };
  const missing = missingOf(modules);
  return {
    edition: 'BAUA_EMKG_7_2025',
    modules,
    minimumStandards: MINIMUM_STANDARD_GUIDES,
    minimumStandardsOnly: EMKG_MODULES.some((module) => modules[module].minimumStandardsOnly),
    missing,
    series250: series250(inputs.sources),
  };
}
