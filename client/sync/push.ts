import type { Mutation, MutationResult } from '../../shared/sync/protocol';
import { localView, recomputeView, serverState } from './local-view';
import { clientIdOf } from './meta';
import type { OutboxEntry, ReplicaDb } from './replica-db';
import type { SyncApi } from './sync-api';

export const PUSH_BATCH_SIZE = 100;

/** The server refused numbers out of order: this device's outbox is broken and must be inspected. */
export class OutboxGapError extends Error {
  override name = 'OutboxGapError';
}

function toMutation(entry: OutboxEntry): Mutation {
  switch (entry.op) {
    case 'create':
      return { op: 'create', number: entry.number, type: entry.type, id: entry.docId, data: entry.data };
    case 'patch':
      return {
        op: 'patch',
        number: entry.number,
        type: entry.type,
        id: entry.docId,
        baseVersion: entry.baseVersion,
        fields: entry.fields,
      };
    case 'delete':
      return { op: 'delete', number: entry.number, type: entry.type, id: entry.docId, baseVersion: entry.baseVersion };
  }
}

/**
 * An applied mutation's outcome becomes the known server state at once, so the view does not
 * lose the document (or show its old values) until the next pull brings the committed version,
 * which then replaces it.
 */
async function acceptApplied(db: ReplicaDb, entry: OutboxEntry, version: number): Promise<void> {
  const known = await serverState(db, entry.docId);
  if (known && known.version >= version) return;
  const next = localView(entry.docId, known, [entry], entry.type);
  if (next) await db.shadows.put({ id: entry.docId, type: entry.type, version, data: next.data });
  else await db.shadows.delete(entry.docId);
}

/** Settles one acknowledged mutation: it leaves the outbox; conflicts and refusals are kept for the user. */
async function settle(db: ReplicaDb, entry: OutboxEntry, result: MutationResult): Promise<void> {
  const at = Date.now();
  if (result.status === 'applied' || result.status === 'merged') {
    await acceptApplied(db, entry, result.version);
  }
  if (result.status === 'conflict' || result.status === 'rejected') {
    const why = result.status === 'conflict' ? `conflict ${result.kind}` : `rejected ${result.code}`;
    await db.log.add({ at, event: result.status, detail: `${entry.op} ${entry.type} ${entry.docId}: ${why}` });
  }
  if (result.status === 'conflict') {
    await db.conflicts.add({
      docId: entry.docId,
      type: entry.type,
      kind: result.kind,
      conflicts: result.conflicts,
      at,
    });
    if (result.server && !result.server.deleted) {
      const known = await serverState(db, entry.docId);
      if (!known || known.version < result.server.version) {
        await db.shadows.put({
          id: entry.docId,
          type: entry.type,
          version: result.server.version,
          data: result.server.data,
        });
      }
    }
  } else if (result.status === 'rejected') {
    await db.rejected.put({
      number: entry.number,
      docId: entry.docId,
      type: entry.type,
      op: entry.op,
      code: result.code,
      issues: result.issues,
      entry,
      at,
    });
  }
  await db.outbox.delete(entry.number);
}

/**
 * Sends the outbox in order (P6) in batches; a mutation leaves the outbox only with its
 * acknowledgement. Returns how many were acknowledged.
 */
export async function pushAll(db: ReplicaDb, api: SyncApi): Promise<number> {
  const clientId = await clientIdOf(db);
  let acknowledged = 0;
  for (;;) {
    const entries = await db.outbox.orderBy('number').limit(PUSH_BATCH_SIZE).toArray();
    if (entries.length === 0) return acknowledged;
    const answer = await api.push({ clientId, mutations: entries.map(toMutation) });
    const byNumber = new Map(entries.map((entry) => [entry.number, entry]));
    let gap = false;
    await db.transaction('rw', [db.shadows, db.outbox, db.view, db.conflicts, db.rejected, db.log], async () => {
      for (const result of answer.results) {
        const entry = byNumber.get(result.number);
        if (!entry) continue;
        if (result.status === 'gap') {
          gap = true;
          break;
        }
        await settle(db, entry, result);
        acknowledged += 1;
      }
      await recomputeView(
        db,
        entries.map((entry) => entry.docId),
      );
    });
    if (gap) throw new OutboxGapError('the server refused a gap in the mutation numbers');
  }
}
