import { documentPath } from '../../../shared/document-paths';
import { documentTitle } from '../../../shared/entities/document-title';
import type { DocumentData, EntityDefinition } from '../../../shared/entities/entity';
import type { Label } from '../../../shared/entities/fields';
import { ENTITY_LIST, entityFor } from '../../../shared/entities/registry';
import { referringFields } from './referring-fields';

/** A document of the replica that names the one on screen. */
export interface ReferringDoc {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
  readonly pending: boolean;
}

export interface UsedInItem {
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly pending: boolean;
  /** The fields through which it names the document ("Storage", "Origin"). */
  readonly via: readonly Label[];
}

export interface UsedInGroup {
  readonly entity: EntityDefinition;
  readonly items: readonly UsedInItem[];
}

const ORDER = new Map<string, number>(ENTITY_LIST.map((entity, index) => [entity.type, index]));

/**
 * Where a document is used (docs/domain/references.md REF-1…REF-3): the documents naming it in a
 * reference field, grouped by type in the registry's order, each group sorted by title. Types
 * the user may not read and types without a screen of their own (comments, notifications) are
 * left out, and so is the document itself.
 */
export function usedInGroups(
  targetId: string,
  docs: readonly ReferringDoc[],
  readable: (entity: EntityDefinition) => boolean,
): UsedInGroup[] {
  const byType = new Map<string, { entity: EntityDefinition; items: UsedInItem[] }>();
  for (const doc of docs) {
    if (doc.id === targetId) continue;
    const entity = entityFor(doc.type);
    const path = documentPath(doc.type, doc.id);
    if (!entity || !path || !readable(entity)) continue;
    const via = referringFields(entity.fields, doc.data, targetId);
    if (via.length === 0) continue;
    const item = { id: doc.id, title: documentTitle(doc.type, doc.data), path, pending: doc.pending, via };
    const group = byType.get(doc.type) ?? { entity, items: [] };
    group.items.push(item);
    byType.set(doc.type, group);
  }
  return [...byType.values()]
    .sort((a, b) => (ORDER.get(a.entity.type) ?? 0) - (ORDER.get(b.entity.type) ?? 0))
    .map(({ entity, items }) => ({
      entity,
      items: items.sort((a, b) => a.title.localeCompare(b.title, 'de', { sensitivity: 'base' })),
    }));
}
