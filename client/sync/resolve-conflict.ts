import type { DocumentData } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import type { ConflictEntry } from '../../shared/sync/protocol';
import type { ConflictRecord, ReplicaDb } from './replica-db';
import { deleteDocument, patchDocument } from './write-api';

type Item = Record<string, unknown> & { id: string };

function listWith(list: unknown, itemId: string, update: (item: Item | undefined) => Item | undefined): Item[] {
  const items = Array.isArray(list) ? (list.filter((entry) => entry && typeof entry === 'object') as Item[]) : [];
  const index = items.findIndex((item) => item.id === itemId);
  const next = update(index >= 0 ? items[index] : undefined);
  if (index < 0) return next ? [...items, next] : items;
  return next ? items.map((item, i) => (i === index ? next : item)) : items.filter((_, i) => i !== index);
}

/** The change that puts the user's value back at the conflict's path, on top of the current view. */
function changeFor(type: string, data: DocumentData, entry: ConflictEntry): [string, unknown] | undefined {
  const [field, key, sub] = entry.path;
  if (field === undefined) return undefined;
  if (key === undefined) return [field, entry.client ?? null];
  const kind = entityFor(type)?.fields[field]?.kind;
  if (kind === 'group') {
    const group = { ...((data[field] as Record<string, unknown> | undefined) ?? {}) };
    if (entry.client === undefined) delete group[key];
    else group[key] = entry.client;
    return [field, group];
  }
  if (kind !== 'keyedList') return undefined;
  if (sub === undefined) return [field, listWith(data[field], key, () => entry.client as Item | undefined)];
  return [field, listWith(data[field], key, (item) => (item ? { ...item, [sub]: entry.client } : undefined))];
}

/** "Keep theirs": the server's value stays; the conflict is settled. */
export async function keepTheirs(db: ReplicaDb, conflict: ConflictRecord): Promise<void> {
  if (conflict.key !== undefined) await db.conflicts.delete(conflict.key);
}

/**
 * "Keep mine": a new change on the current version puts the user's values back (field
 * conflicts) or deletes again (a delete that met a newer version). Conflicts about a
 * document deleted elsewhere or an id taken can only be dismissed.
 */
export async function keepMine(db: ReplicaDb, conflict: ConflictRecord): Promise<void> {
  const view = await db.view.get(conflict.docId);
  if (conflict.kind === 'changed' && view) await deleteDocument(db, conflict.type, conflict.docId);
  if (conflict.kind === 'field' && view) {
    let data: DocumentData = view.data;
    const changes: Record<string, unknown> = {};
    for (const entry of conflict.conflicts) {
      const change = changeFor(conflict.type, data, entry);
      if (!change) continue;
      changes[change[0]] = change[1];
      data = { ...data, [change[0]]: change[1] };
    }
    if (Object.keys(changes).length > 0) await patchDocument(db, conflict.type, conflict.docId, changes);
  }
  await keepTheirs(db, conflict);
}
