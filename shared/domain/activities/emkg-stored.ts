/**
 * An activity's EMKG rating as the activity stores it (docs/decisions/0035-emkg-rating-stored.md):
 * the level of each module whose data suffice, whether every module's data suffice, and whether
 * protective guide series 250 applies. Lists, the dashboard and reports read these fields; the
 * activity's screen computes the full rating with its explanation from the device's replica.
 */
import type { DocumentData } from '../../entities/entity';
import type { EmkgLevel } from '../../enums/substances';
import type { EmkgModule, EmkgRating, MeasureLevel } from '../emkg';
import { isHazardousSubstance } from '../substances';

/**
 * The version of the stored rating's rule: raise it when `rateActivity`'s rules or the stored
 * fields change, and the recomputation job re-rates every tenant's activities once (docs/sync-spec.md D3, D5).
 */
export const EMKG_RATING_VERSION = 1;

/** The stored field of each module's level. */
export const EMKG_LEVEL_FIELDS: Readonly<Record<EmkgModule, string>> = {
  inhalation: 'emkgInhalation',
  skin: 'emkgSkin',
  eyes: 'emkgEyes',
  fire: 'emkgFire',
  storage: 'emkgStorage',
};

/** Every field of the activity the rating fills. */
export const EMKG_STORED_FIELDS: readonly string[] = [
  ...Object.values(EMKG_LEVEL_FIELDS),
  'emkgComplete',
  'emkgSeries250',
];

export const levelCode = (level: MeasureLevel): EmkgLevel => `M${level}`;

/**
 * The stored fields of a rating of an activity with `substance`; undefined (no rating: the
 * activity's substance is unknown) gives none. A module that can give only the minimum standards
 * has no stored level. The rating is complete when no module waits for data, or when the
 * substance is not hazardous (docs/domain/substances.md SUB-1): such an activity needs no rating
 * (docs/domain/compliance.md CMP-3), whatever the sheet would give.
 */
export function storedRating(rating: EmkgRating | undefined, substance?: DocumentData): DocumentData {
  if (rating === undefined) return {};
  const levels = Object.entries(EMKG_LEVEL_FIELDS).flatMap(([module, field]) => {
    const rated = rating.modules[module as EmkgModule];
    return rated.minimumStandardsOnly ? [] : [[field, levelCode(rated.level)] as const];
  });
  return {
    ...Object.fromEntries(levels),
    emkgComplete:
      (!rating.minimumStandardsOnly && rating.missing.length === 0) ||
      (substance !== undefined && !isHazardousSubstance(substance)),
    emkgSeries250: rating.series250.applies,
  };
}

/** The activity's data with its stored rating replaced by these fields. */
export function withStoredRating(activity: DocumentData, fields: DocumentData): DocumentData {
  const rest = Object.fromEntries(Object.entries(activity).filter(([name]) => !EMKG_STORED_FIELDS.includes(name)));
  return { ...rest, ...fields };
}

/** Whether the activity has a complete EMKG rating stored (the dashboard's MISSING_EMKG, docs/domain/compliance.md CMP-3). */
export function hasCompleteRating(activity: DocumentData): boolean {
  return activity.emkgComplete === true;
}
