import { withDerived } from '../../shared/entities/derive/derived-fields';
import type { DocumentData, EntityDefinition } from '../../shared/entities/entity';
import { referencedIds } from '../../shared/entities/references';
import { entityFor } from '../../shared/entities/registry';
import type { OutboxEntry, ReplicaDb, ServerDoc, ViewDoc } from './replica-db';

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
    refs: entity ? referencedIds(entity, data) : [],
  };
}

/**
 * The local view of one document (issue 4): the server state with this device's pending
 * mutations applied in order; undefined when it is deleted locally or known nowhere.
 */
export function localView(
  id: string,
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
  const entity = entityFor(docType);
  // Pending edits show their derived values as the server will compute them (docs/sync-spec.md D1).
  const shown = entity && pending.length > 0 ? withDerived(entity, data) : data;
  return viewOf(entity, id, docType, server?.version ?? 0, shown, pending.length > 0);
}

/**
 * The server state of these documents as this device knows it: the shadow of a document with
 * pending edits, else its view row (which then is the server state); undefined when the
 * server does not know it (created here) or it is gone. Call inside a transaction over
 * shadows and view.
 */
export async function serverStates(db: ReplicaDb, ids: Iterable<string>): Promise<Map<string, ServerDoc | undefined>> {
  const unique = [...new Set(ids)];
  const [shadows, views] = await Promise.all([db.shadows.bulkGet(unique), db.view.bulkGet(unique)]);
  return new Map(
    unique.map((id, index) => {
      const shadow = shadows[index];
      const view = views[index];
      if (shadow) return [id, shadow];
      if (view && !view.pending) return [id, { id, type: view.type, version: view.version, data: view.data }];
      return [id, undefined];
    }),
  );
}

/** The server state of one document (see `serverStates`). */
export async function serverState(db: ReplicaDb, id: string): Promise<ServerDoc | undefined> {
  return (await serverStates(db, [id])).get(id);
}

async function pendingByDocument(db: ReplicaDb, ids: readonly string[]): Promise<Map<string, OutboxEntry[]>> {
  const entries = await db.outbox.where('docId').anyOf(ids).toArray();
  const byId = new Map<string, OutboxEntry[]>();
  for (const entry of entries.sort((a, b) => a.number - b.number)) {
    const list = byId.get(entry.docId) ?? [];
    list.push(entry);
    byId.set(entry.docId, list);
  }
  return byId;
}

/**
 * Stores these documents' server states as the caller just decided them (undefined: none) and
 * recomputes their view rows. A document with pending edits keeps its server state as a
 * shadow under the view; any other document is stored once, as its view row, so a pulled
 * page is written once. Call inside a transaction over shadows, outbox and view.
 */
export async function storeServerStates(
  db: ReplicaDb,
  servers: ReadonlyMap<string, ServerDoc | undefined>,
): Promise<void> {
  if (servers.size === 0) return;
  const ids = [...servers.keys()];
  const pendingById = await pendingByDocument(db, ids);
  const settled = ids.filter((id) => !pendingById.has(id));
  const staleShadows = settled.length > 0 ? await db.shadows.where('id').anyOf(settled).primaryKeys() : [];
  const shadowPuts: ServerDoc[] = [];
  const shadowRemovals: string[] = [...staleShadows];
  const viewPuts: ViewDoc[] = [];
  const viewRemovals: string[] = [];
  for (const [id, server] of servers) {
    const pending = pendingById.get(id) ?? [];
    if (pending.length > 0) {
      if (server) shadowPuts.push(server);
      else shadowRemovals.push(id);
    }
    const view = localView(id, server, pending);
    if (view) viewPuts.push(view);
    else viewRemovals.push(id);
  }
  await db.shadows.bulkPut(shadowPuts);
  await db.shadows.bulkDelete(shadowRemovals);
  await db.view.bulkPut(viewPuts);
  await db.view.bulkDelete(viewRemovals);
}

/** Recomputes the view rows of these documents (after a local write or an acknowledgement). */
export async function recomputeView(db: ReplicaDb, ids: Iterable<string>): Promise<void> {
  await storeServerStates(db, await serverStates(db, ids));
}
