/** Activities with a hazardous substance: their EMKG rating's sources and stored fields (docs/decisions/0035-emkg-rating-stored.md). */
export {
  activitySubstanceId,
  componentIds,
  type EmkgSources,
  emkgSources,
  storageIds,
  substancesAffectedBy,
} from './emkg-sources';
export {
  EMKG_LEVEL_FIELDS,
  EMKG_RATING_VERSION,
  EMKG_STORED_FIELDS,
  hasCompleteRating,
  levelCode,
  storedRating,
  withStoredRating,
} from './emkg-stored';
