/**
 * Whether an activity lacks an EMKG rating (docs/domain/compliance.md CMP-3): the server stores
 * the rating on the activity (docs/decisions/0035-emkg-rating-stored.md), and an activity lacks
 * one while no complete rating is stored.
 */
import type { DocumentData } from '../../entities/entity';
import { hasCompleteRating } from '../activities';

/**
 * CMP-3: an activity lacks an EMKG rating when its substance is unknown (none, deleted or not
 * readable), or its stored rating is not complete (`emkgComplete`: some module waits for data;
 * an activity with a substance that is not hazardous counts as complete, it needs no rating).
 */
export function lacksEmkgRating(activity: DocumentData, substance: DocumentData | undefined): boolean {
  return substance === undefined || !hasCompleteRating(activity);
}
