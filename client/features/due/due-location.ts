import type { DueItem } from '../../../shared/domain/due';
import { locationsOf, type PlacedDoc } from '../../../shared/entities/document-places';

/**
 * DL-11: the items at a location: those whose document sits there (docs/sync-spec.md A4, through
 * departments and origins), a register review of that location. Items without a place (a
 * training, a substance's safety data sheet) show only when every location shows.
 */
export function dueAtLocation(
  items: readonly DueItem[],
  location: string,
  lookup: (id: string) => PlacedDoc | undefined,
): DueItem[] {
  const places = new Map<string, ReadonlySet<string>>();
  const placeOf = (id: string) => {
    const known = places.get(id);
    if (known) return known;
    const found = locationsOf(id, lookup);
    places.set(id, found);
    return found;
  };
  return items.filter((item) => placeOf(item.id).has(location));
}
