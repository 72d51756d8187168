import type { FeedChange, PullResponse } from '../../shared/sync/protocol';
import { storeServerStates } from './local-view';
import { META, readMeta, writeMeta } from './meta';
import type { ReplicaDb, ServerDoc } from './replica-db';
import type { SyncApi } from './sync-api';
import { logSync } from './sync-log';

export const PULL_PAGE_SIZE = 1000;

export interface PullProgress {
  /** Documents received so far in this pull. */
  readonly received: number;
  /** How much of the feed this pull has covered, 0 to 1 (the feed's `head` tells where it ends). */
  readonly fraction: number;
  readonly done: boolean;
}

/** The share of the feed between `from` and the page's head that the page's cursor has reached. */
export function feedFraction(from: number, page: { readonly cursor: number; readonly head: number }): number {
  if (page.head <= from) return 1;
  return Math.min(1, Math.max(0, (page.cursor - from) / (page.head - from)));
}

function serverDocs(changes: readonly FeedChange[]): { puts: ServerDoc[]; removals: string[] } {
  const puts: ServerDoc[] = [];
  const removals: string[] = [];
  for (const change of changes) {
    if ('removed' in change) removals.push(change.id);
    else puts.push({ id: change.id, type: change.type, version: change.version, data: change.data });
  }
  return { puts, removals };
}

function serverStatesOf(changes: readonly FeedChange[]): Map<string, ServerDoc | undefined> {
  const { puts, removals } = serverDocs(changes);
  const servers = new Map<string, ServerDoc | undefined>(puts.map((doc) => [doc.id, doc]));
  for (const id of removals) servers.set(id, undefined);
  return servers;
}

/**
 * Applies one page and its cursor in one transaction: a crash between them changes nothing. The
 * commit is relaxed (`serverWrites`): one lost to an OS crash leaves the cursor before the page.
 */
async function applyPage(db: ReplicaDb, changes: readonly FeedChange[], cursor: number, scope: string): Promise<void> {
  const servers = serverStatesOf(changes);
  await db.transaction('rw', [db.shadows, db.outbox, db.view, db.meta], async () => {
    await storeServerStates(db, servers);
    await writeMeta(db, META.cursor, cursor);
    await writeMeta(db, META.scope, scope);
  });
}

interface PageAhead {
  readonly cursor: number;
  readonly scope: string;
  readonly page: Promise<PullResponse>;
}

/**
 * The feed's pages from `cursor` on. The next page is asked for as soon as the answer before it
 * names where it starts (its headers, P3), so the server builds it while this device still
 * receives, checks and writes the one before; an answer without those headers is followed when
 * it is parsed. At most two pages are asked for ahead of the one being written. A failure of a
 * page asked for ahead surfaces only when that page is taken.
 */
async function* pagesFrom(api: SyncApi, cursor: number, scope: string | undefined): AsyncGenerator<PullResponse> {
  let ahead: PageAhead | undefined;
  let mayAskAhead = true;
  const ask = (from: number, fromScope: string | undefined): Promise<PullResponse> =>
    api.pull(from, fromScope, PULL_PAGE_SIZE, (next) => {
      if (!mayAskAhead) return;
      mayAskAhead = false;
      const page = ask(next.cursor, next.scope);
      page.catch(() => {});
      ahead = { ...next, page };
    });
  let current = ask(cursor, scope);
  for (;;) {
    const page = await current;
    const more = !page.reset && page.hasMore;
    if (more) {
      const asked = ahead?.cursor === page.cursor && ahead.scope === page.scope ? ahead.page : undefined;
      ahead = undefined;
      mayAskAhead = true;
      current = asked ?? ask(page.cursor, page.scope);
      current.catch(() => {});
    }
    yield page;
    if (!more) return;
  }
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
  for await (const page of pagesFrom(api, 0, undefined)) {
    if (page.reset) throw new Error('the server answered reset to a pull from zero');
    await db.staging.bulkPut(serverDocs(page.changes).puts);
    received += page.changes.length;
    cursor = page.cursor;
    scope = page.scope;
    onProgress({ received, fraction: feedFraction(0, page), done: !page.hasMore });
  }
  await db.transaction('rw', [db.shadows, db.staging, db.outbox, db.view, db.meta], async () => {
    const fresh = await db.staging.toArray();
    const known = [...(await db.view.toCollection().primaryKeys()), ...(await db.shadows.toCollection().primaryKeys())];
    const servers = new Map<string, ServerDoc | undefined>(known.map((id) => [id, undefined]));
    for (const doc of fresh) servers.set(doc.id, doc);
    await db.shadows.clear();
    await storeServerStates(db, servers);
    await db.staging.clear();
    await writeMeta(db, META.cursor, cursor);
    await writeMeta(db, META.scope, scope);
  });
}

/** Pulls every page after the replica's cursor (P3), following a reset when the server asks. */
export async function pullAll(
  db: ReplicaDb,
  api: SyncApi,
  onProgress: (progress: PullProgress) => void = () => {},
): Promise<number> {
  const cursor = await readMeta(db, META.cursor, 0);
  const scope = await readMeta<string | undefined>(db, META.scope, undefined);
  let received = 0;
  const writer = db.serverWrites();
  for await (const page of pagesFrom(api, cursor, scope)) {
    if (page.reset) {
      await rebootstrap(writer, api, onProgress);
      return received;
    }
    await applyPage(writer, page.changes, page.cursor, page.scope);
    received += page.changes.length;
    onProgress({ received, fraction: feedFraction(cursor, page), done: !page.hasMore });
  }
  return received;
}
