/**
 * Whether an activity lacks an EMKG rating (docs/domain/compliance.md CMP-3). No rating is
 * stored yet: an activity lacks one while its data cannot give one.
 */
import type { DocumentData } from '../../entities/entity';
import { isHazardousSubstance } from '../substances';

function isRecord(value: unknown): value is DocumentData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A measurement with a number and a unit (`{ value: 2, unit: 'L' }`). */
function hasMeasurement(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.value === 'number' &&
    Number.isFinite(value.value) &&
    typeof value.unit === 'string' &&
    value.unit !== ''
  );
}

/** What the release group is read from, by the substance's physical state (EMKG: dustiness, or volatility). */
function hasReleaseGroup(activity: DocumentData, substance: DocumentData): boolean {
  switch (substance.phase) {
    case 'SOLID':
      return typeof activity.releaseGroup === 'string' && activity.releaseGroup !== '';
    case 'LIQUID':
      return hasMeasurement(substance.boilingPoint) || hasMeasurement(substance.vaporPressure);
    case 'GASEOUS':
      return true;
    default:
      return false;
  }
}

/**
 * CMP-3: an activity lacks an EMKG rating when its substance is unknown (none, deleted or not
 * readable), or its substance is hazardous (SUB-1) and the activity does not give the quantity
 * used (`exposition.substanceQuantity`) or the release group cannot be read (solid: the
 * activity's `releaseGroup`; liquid: the substance's boiling point or vapour pressure; physical
 * state unknown). An activity with a substance that is not hazardous needs no rating.
 */
export function lacksEmkgRating(activity: DocumentData, substance: DocumentData | undefined): boolean {
  if (substance === undefined) return true;
  if (!isHazardousSubstance(substance)) return false;
  const quantity = isRecord(activity.exposition) ? activity.exposition.substanceQuantity : undefined;
  return !hasMeasurement(quantity) || !hasReleaseGroup(activity, substance);
}
