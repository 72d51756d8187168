import type { FeedChange } from '../../shared/sync/protocol';
import { recomputeView, recomputeViewFrom } from './local-view';
import { META, readMeta, writeMeta } from './meta';
import type { ReplicaDb, ServerDoc } from './replica-db';
import type { SyncApi } from './sync-api';
import { logSync } from './sync-log';

export const PULL_PAGE_SIZE = 500;

export interface PullProgress {
  /** Documents received so far in this pull. */
  readonly received: number;
  readonly done: boolean;
}

function serverDocs(changes: readonly FeedChange[]): { puts: ServerDoc[]; removals: string[] } {
  const puts: ServerDoc[] = [];
  const removals: string[] = [];
  for (const change of changes) {
    if ('removed' in change) removals.push(change.id);
    else puts.push({ id: change.id, type: change.type, version: change.version, seq: change.seq, data: change.data });
  }
  return { puts, removals };
}

/**
 * Applies one page and its cursor in one transaction: a crash between them changes nothing.
 * The view is recomputed from the page itself rather than reading the documents back.
 */
async function applyPage(db: ReplicaDb, changes: readonly FeedChange[], cursor: number, scope: string): Promise<void> {
  const { puts, removals } = serverDocs(changes);
  const servers = new Map<string, ServerDoc | undefined>(puts.map((doc) => [doc.id, doc]));
  for (const id of removals) servers.set(id, undefined);
  await db.transaction('rw', [db.documents, db.outbox, db.view, db.meta], async () => {
    await db.documents.bulkPut(puts);
    await db.documents.bulkDelete(removals);
    await writeMeta(db, META.cursor, cursor);
    await writeMeta(db, META.scope, scope);
    await recomputeViewFrom(db, servers);
  });
}

/**
 * A reset (P5) re-bootstraps into a staging table while the old data stays visible; the
 * swap happens in one transaction when the new copy is complete. The outbox is kept.
 */
async function rebootstrap(db: ReplicaDb, api: SyncApi, onProgress: (progress: PullProgress) => void): Promise<void> {
  await logSync(db, 'reset', 'the server asked for a fresh copy (access changed or cursor unknown)');
  await db.staging.clear();
  let cursor = 0;
  let scope: string | undefined;
  let received = 0;
  for (;;) {
    const page = await api.pull(cursor, undefined, PULL_PAGE_SIZE);
    if (page.reset) throw new Error('the server answered reset to a pull from zero');
    await db.staging.bulkPut(serverDocs(page.changes).puts);
    received += page.changes.length;
    cursor = page.cursor;
    scope = page.scope;
    onProgress({ received, done: !page.hasMore });
    if (!page.hasMore) break;
  }
  await db.transaction('rw', [db.documents, db.staging, db.outbox, db.view, db.meta], async () => {
    const fresh = await db.staging.toArray();
    const before = await db.documents.toCollection().primaryKeys();
    await db.documents.clear();
    await db.documents.bulkPut(fresh);
    await db.staging.clear();
    await writeMeta(db, META.cursor, cursor);
    await writeMeta(db, META.scope, scope);
    const pendingIds = await db.outbox
      .toCollection()
      .keys()
      .then(() => db.outbox.toArray())
      .then((entries) => entries.map((e) => e.docId));
    await recomputeView(db, [...before, ...fresh.map((doc) => doc.id), ...pendingIds]);
  });
}

/** Pulls every page after the replica's cursor (P3), following a reset when the server asks. */
export async function pullAll(
  db: ReplicaDb,
  api: SyncApi,
  onProgress: (progress: PullProgress) => void = () => {},
): Promise<number> {
  let received = 0;
  for (;;) {
    const cursor = await readMeta(db, META.cursor, 0);
    const scope = await readMeta<string | undefined>(db, META.scope, undefined);
    const page = await api.pull(cursor, scope, PULL_PAGE_SIZE);
    if (page.reset) {
      await rebootstrap(db, api, onProgress);
      return received;
    }
    await applyPage(db, page.changes, page.cursor, page.scope);
    received += page.changes.length;
    onProgress({ received, done: !page.hasMore });
    if (!page.hasMore) return received;
  }
}
