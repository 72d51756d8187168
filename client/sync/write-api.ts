import { withDerived, withoutDerived } from '../../shared/entities/derive/derived-fields';
import { type ValidationIssue, validateDocument } from '../../shared/entities/derive/schema';
import type { DocumentData } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import { jsonEqual } from '../../shared/sync/equal';
import { recomputeView, serverState } from './local-view';
import { META, readMeta, writeMeta } from './meta';
import type { OutboxEntry, ReplicaDb, ViewDoc } from './replica-db';

/** The document does not pass the registry's rules; the same issues the server would give. */
export class InvalidDocumentError extends Error {
  override name = 'InvalidDocumentError';
  constructor(readonly issues: readonly ValidationIssue[]) {
    super('inputs are faulty');
  }
}

export class UnknownDocumentError extends Error {
  override name = 'UnknownDocumentError';
}

function entityOrThrow(type: string) {
  const entity = entityFor(type);
  if (!entity) throw new UnknownDocumentError(`unknown document type ${type}`);
  return entity;
}

/**
 * The data checked as the server will check them, with the derived fields computed (a
 * transport's points from its cargo); the answer leaves the derived fields out again, since
 * the server computes them itself (docs/sync-spec.md D1–D2) and the local view shows them.
 */
function validated(type: string, data: DocumentData): DocumentData {
  const entity = entityOrThrow(type);
  const result = validateDocument(entity, withDerived(entity, data));
  if (!result.ok) throw new InvalidDocumentError(result.issues);
  return withoutDerived(entity, result.data).kept;
}

type NewEntry = OutboxEntry extends infer E ? (E extends OutboxEntry ? Omit<E, 'number' | 'queuedAt'> : never) : never;

/** Queues one change in the outbox and updates the local view, in one strict transaction. */
async function enqueue(
  db: ReplicaDb,
  docId: string,
  make: (view: ViewDoc | undefined, serverVersion: number | undefined) => Promise<NewEntry | undefined>,
): Promise<ViewDoc | undefined> {
  return db.transaction('rw', [db.shadows, db.outbox, db.view, db.meta], async () => {
    const [view, server] = await Promise.all([db.view.get(docId), serverState(db, docId)]);
    const entry = await make(view, server?.version);
    if (!entry) return view;
    const number = await readMeta(db, META.nextNumber, 1);
    await writeMeta(db, META.nextNumber, number + 1);
    await db.outbox.add({ ...entry, number, queuedAt: Date.now() } as OutboxEntry);
    await recomputeView(db, [docId]);
    return db.view.get(docId);
  });
}

/**
 * The one write API for every screen (issue 4): create, patch (changed fields only, with the
 * values the user saw as bases), delete. Validates with the registry before queuing.
 */
export function createDocument(
  db: ReplicaDb,
  type: string,
  data: DocumentData,
  id: string = crypto.randomUUID(),
): Promise<ViewDoc | undefined> {
  const checked = validated(type, data);
  return enqueue(db, id, async (view) => {
    if (view) throw new InvalidDocumentError([{ path: 'id', message: 'validation.invalid' }]);
    return { op: 'create', docId: id, type, data: checked };
  });
}

/** What the user saw when they began editing: the values and the server version they rest on. */
export interface SeenDocument {
  readonly data: DocumentData;
  /** The server version under those values; 0 for a document only this device knew then. */
  readonly version: number;
}

/**
 * `seen` is what the user began editing from (a form opened before a sync brought someone
 * else's change): its values are the bases and its version the base version, so the server
 * merges field by field. Without it the current local view is the base.
 */
export function patchDocument(
  db: ReplicaDb,
  type: string,
  id: string,
  changes: DocumentData,
  seen?: SeenDocument,
): Promise<ViewDoc | undefined> {
  const entity = entityOrThrow(type);
  return enqueue(db, id, async (view, serverVersion) => {
    if (!view || view.type !== type) throw new UnknownDocumentError(`no ${type} ${id} on this device`);
    const bases = seen?.data;
    const baseOf = (name: string) => (bases && Object.hasOwn(bases, name) ? bases[name] : view.data[name]) ?? null;
    const fields = Object.fromEntries(
      Object.entries(withoutDerived(entity, changes).kept)
        .filter(([name, value]) => !jsonEqual(view.data[name], value) || !jsonEqual(baseOf(name), value))
        .map(([name, value]) => [name, { value: value ?? null, base: baseOf(name) }]),
    );
    if (Object.keys(fields).length === 0) return undefined;
    const next: Record<string, unknown> = { ...view.data };
    for (const [name, change] of Object.entries(fields)) {
      if (change.value === null) delete next[name];
      else next[name] = change.value;
    }
    validated(type, next);
    const baseVersion = seen ? Math.max(seen.version, 1) : (serverVersion ?? 1);
    return { op: 'patch', docId: id, type, baseVersion, fields };
  });
}

export function deleteDocument(db: ReplicaDb, type: string, id: string): Promise<ViewDoc | undefined> {
  return enqueue(db, id, async (view, serverVersion) => {
    if (!view || view.type !== type) throw new UnknownDocumentError(`no ${type} ${id} on this device`);
    return { op: 'delete', docId: id, type, baseVersion: serverVersion ?? 1 };
  });
}
