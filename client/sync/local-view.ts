import type { DocumentData, EntityDefinition } from '../../shared/entities/entity';
import type { FieldMap } from '../../shared/entities/fields';
import { entityFor } from '../../shared/entities/registry';
import type { OutboxEntry, ReplicaDb, ServerDoc, ViewDoc } from './replica-db';

function referencedIds(fields: FieldMap, data: DocumentData): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = data[name];
    if (field.kind === 'reference') {
      if (typeof value === 'string') return [value];
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    }
    if (field.kind === 'keyedList' && Array.isArray(value)) {
      return value.flatMap((item) =>
        item && typeof item === 'object' ? referencedIds(field.fields, item as DocumentData) : [],
      );
    }
    if (field.kind === 'group' && value && typeof value === 'object')
      return referencedIds(field.fields, value as DocumentData);
    return [];
  });
}

function viewOf(
  entity: EntityDefinition | undefined,
  id: string,
  type: string,
  version: number,
  data: DocumentData,
  pending: boolean,
): ViewDoc {
  const title = entity ? data[entity.titleField] : undefined;
  return {
    id,
    type,
    version,
    data,
    pending,
    title: typeof title === 'string' ? title.toLocaleLowerCase('de') : '',
    refs: entity ? [...new Set(referencedIds(entity.fields, data))] : [],
  };
}

/**
 * The local view of one document (issue 4): the server state with this device's pending
 * mutations applied in order; undefined when it is deleted locally or known nowhere.
 */
export function localView(
  server: ServerDoc | undefined,
  pending: readonly OutboxEntry[],
  type?: string,
): ViewDoc | undefined {
  let data: DocumentData | undefined = server?.data;
  let docType = server?.type ?? type;
  for (const entry of pending) {
    docType = entry.type;
    if (entry.op === 'create') data = entry.data;
    else if (entry.op === 'delete') data = undefined;
    else if (data) {
      const next: Record<string, unknown> = { ...data };
      for (const [name, change] of Object.entries(entry.fields)) {
        if (change.value === undefined || change.value === null) delete next[name];
        else next[name] = change.value;
      }
      data = next;
    }
  }
  if (!data || !docType) return undefined;
  return viewOf(
    entityFor(docType),
    server?.id ?? pending[0]?.docId ?? '',
    docType,
    server?.version ?? 0,
    data,
    pending.length > 0,
  );
}

/**
 * Recomputes the view rows of these documents with one read per table (a pulled page touches
 * hundreds); call inside a transaction over documents, outbox and view.
 */
export async function recomputeView(db: ReplicaDb, ids: Iterable<string>): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const servers = await db.documents.bulkGet(unique);
  await recomputeViewFrom(db, new Map(unique.map((id, index) => [id, servers[index]])));
}

/**
 * Recomputes the view rows of these documents from their server state as the caller just wrote
 * it (undefined: none), so a pulled page is not read back; call inside a transaction over outbox and view.
 */
export async function recomputeViewFrom(
  db: ReplicaDb,
  servers: ReadonlyMap<string, ServerDoc | undefined>,
): Promise<void> {
  if (servers.size === 0) return;
  const pendingEntries = await db.outbox
    .where('docId')
    .anyOf([...servers.keys()])
    .toArray();
  const pendingById = new Map<string, OutboxEntry[]>();
  for (const entry of pendingEntries.sort((a, b) => a.number - b.number)) {
    const list = pendingById.get(entry.docId) ?? [];
    list.push(entry);
    pendingById.set(entry.docId, list);
  }
  const puts: ViewDoc[] = [];
  const removals: string[] = [];
  for (const [id, server] of servers) {
    const view = localView(server, pendingById.get(id) ?? []);
    if (view) puts.push(view);
    else removals.push(id);
  }
  await db.view.bulkPut(puts);
  await db.view.bulkDelete(removals);
}
