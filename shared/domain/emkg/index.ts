/**
 * EMKG (docs/domain/emkg.md): the BAuA's "Einfaches Maßnahmenkonzept Gefahrstoffe", 7th edition,
 * November 2025 — an activity with a hazardous substance rated in the sheet's five modules
 * (inhalation, skin, eyes, fire and explosion, storage), every step explained.
 */

export { EMKG_GUIDES_URL, MINIMUM_STANDARD_GUIDES, MODULE_GUIDES } from './guides';
export { rateActivity } from './rate-activity';
export { SERIES_250_STATEMENTS } from './series-250';
export type {
  EffectDuration,
  EmkgContext,
  EmkgField,
  EmkgGuide,
  EmkgMissing,
  EmkgModule,
  EmkgModules,
  EmkgRating,
  EmkgReleaseGroup,
  EmkgRuleId,
  EmkgStep,
  EmkgSubstance,
  EyeGroup,
  EyeProtection,
  EyesRating,
  FireGroup,
  FireRating,
  InhalationGroup,
  InhalationRating,
  MeasureLevel,
  PhysicalForm,
  QuantityGroup,
  Series250,
  SkinGroup,
  SkinRating,
  StorageGroup,
  StorageRating,
  StorageShare,
  StoredQuantityBand,
} from './types';
export {
  EFFECT_DURATIONS,
  EMKG_MODULES,
  EMKG_RELEASE_GROUPS,
  EMKG_RULES,
  EYE_GROUPS,
  FIRE_GROUPS,
  INHALATION_GROUPS,
  PHYSICAL_FORMS,
  QUANTITY_GROUPS,
  SKIN_GROUPS,
  STORAGE_GROUPS,
  STORED_QUANTITY_BANDS,
} from './types';
