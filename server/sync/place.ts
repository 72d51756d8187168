import { and, eq, inArray } from 'drizzle-orm';
import type { Place } from '../../shared/access/evaluate';
import type { DocumentData, EntityDefinition } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import type { Db } from '../db/database';
import { documents } from '../db/schema';

export interface StoredPlace {
  locations: string[];
  departments: string[];
}

function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The ids a scope path names: `department`, or `storageLocations.storage` inside a keyed list. */
function referencedIds(data: DocumentData, paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const [field = '', inner] = path.split('.');
    const value = data[field];
    if (inner === undefined) return idsIn(value);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) =>
      item && typeof item === 'object' ? idsIn((item as Record<string, unknown>)[inner]) : [],
    );
  });
}

/**
 * Where a document sits in the organisation (docs/sync-spec.md A4), resolved at commit:
 * a location is its own place; a department adds itself to its parent's place (the entities
 * whose `scope.self` says so); other
 * documents take the places of the locations, departments and documents their scope
 * fields reference (one level, through the referenced documents' stored places).
 */
export async function resolvePlace(
  db: Db,
  tenantId: string,
  entity: EntityDefinition,
  id: string,
  data: DocumentData,
): Promise<StoredPlace> {
  const locations = new Set<string>();
  const departments = new Set<string>();
  if (entity.scope.self === 'location') locations.add(id);
  if (entity.scope.self === 'department') departments.add(id);
  const refs = referencedIds(data, entity.scope.fields).filter((ref) => ref !== id);
  if (refs.length > 0) {
    const rows = await db
      .select({ id: documents.id, type: documents.type, place: documents.place })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, refs), eq(documents.deleted, false)))
      .all();
    for (const row of rows) {
      const self = entityFor(row.type)?.scope.self;
      if (self === 'location') locations.add(row.id);
      if (self === 'department') departments.add(row.id);
      for (const location of row.place.locations) locations.add(location);
      for (const department of row.place.departments) departments.add(department);
    }
  }
  return { locations: [...locations].sort(), departments: [...departments].sort() };
}

export function asPlace(stored: StoredPlace): Place {
  return { locations: new Set(stored.locations), departments: new Set(stored.departments) };
}
