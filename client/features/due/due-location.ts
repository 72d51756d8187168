import type { DueItem } from '../../../shared/domain/due';
import { cachedLocations, type PlacedDoc } from '../../../shared/entities/document-places';

/**
 * DL-11: the items at a location: those whose document sits there (docs/sync-spec.md A4, through
 * departments and origins), a register review of that location, and a training's due day for the
 * participants due that day who work there (their locations and departments, as TRN-11 counts
 * them), named alone. A substance's safety data sheet shows where the substance is stored; one
 * stored nowhere only when every location shows.
 */
export function dueAtLocation(
  items: readonly DueItem[],
  location: string,
  lookup: (id: string) => PlacedDoc | undefined,
): DueItem[] {
  const locationsOfId = cachedLocations(lookup);
  const isThere = (id: string) => locationsOfId(id).has(location);
  return items.flatMap((item) => {
    if (item.kind !== 'TRAINING') return isThere(item.id) ? [item] : [];
    const there = item.responsible.filter(isThere);
    return there.length > 0 ? [{ ...item, responsible: there }] : [];
  });
}

/** The employees due in the trainings among these items (DL-15): whose places a location needs. */
export function trainingParticipants(items: readonly DueItem[]): string[] {
  return [...new Set(items.flatMap((item) => (item.kind === 'TRAINING' ? item.responsible : [])))];
}
