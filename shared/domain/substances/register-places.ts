/**
 * Where things sit in the organisation, for the hazardous substance register
 * (docs/domain/substances.md REG-3): a department lies at the location its chain of parents ends
 * in; a location is its own place.
 */
import type { DocumentData } from '../../entities/entity';

/** A document as the register reads it: its id and its data as stored. */
export interface RegisterDocument {
  readonly id: string;
  readonly data: DocumentData;
}

/** A location or department by id: its name and the location it lies at. */
export interface Places {
  /** The name of a location or department, or undefined when it is not known here. */
  readonly nameOf: (id: string) => string | undefined;
  /** The location a location or department lies at, or undefined when the chain is broken. */
  readonly locationOf: (id: string) => string | undefined;
}

/** More levels than any real organisation has; a longer chain is a loop. */
const MAX_DEPTH = 50;

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** REG-3: the places of the given locations and departments. */
export function placesOf(locations: readonly RegisterDocument[], departments: readonly RegisterDocument[]): Places {
  const locationNames = new Map(locations.map((location) => [location.id, text(location.data.name) ?? '']));
  const byId = new Map(departments.map((department) => [department.id, department.data]));
  const locationOf = (id: string): string | undefined => {
    let current: string | undefined = id;
    for (let depth = 0; current !== undefined && depth < MAX_DEPTH; depth += 1) {
      if (locationNames.has(current)) return current;
      current = text(byId.get(current)?.parent);
    }
    return undefined;
  };
  const nameOf = (id: string) => locationNames.get(id) ?? text(byId.get(id)?.name);
  return { nameOf, locationOf };
}
