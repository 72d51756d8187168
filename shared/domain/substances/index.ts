/**
 * Substances (docs/domain/substances.md): what counts as a hazardous substance, the rows of the
 * hazardous substance register and its yearly review per location.
 */
export { isHazardousSubstance } from './hazardous-substance';
export { type Places, placesOf, type RegisterDocument } from './register-places';
export {
  latestReviews,
  nextReviewDue,
  REVIEW_LOOKAHEAD_DAYS,
  type RegisterReview,
  type ReviewStatus,
  reviewStatus,
} from './register-review';
export {
  type DataSheetReference,
  type LocationTotal,
  type Quantity,
  REGISTER_SOURCE_TYPES,
  type RegisterFilter,
  type RegisterRow,
  type RegisterSources,
  registerRows,
  registerSources,
  type StoredQuantity,
  summed,
  type WorkArea,
} from './register-rows';
export { type ClassTotal, type StorageContents, type StoredSubstance, storageContents } from './storage-contents';
