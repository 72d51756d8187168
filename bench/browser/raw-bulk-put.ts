import Dexie from 'dexie';
import type { SyncApi } from '../../client/sync/sync-api';
import { type FeedChange, MAX_PULL_LIMIT } from '../../shared/sync/protocol';

const RAW_DATABASE = 'bench-raw-bulk-put';

type FeedDocument = Exclude<FeedChange, { removed: true }>;

/** The tenant's whole feed as the server sends it, in memory (not timed). */
async function wholeFeed(
  api: SyncApi,
): Promise<{ id: string; type: string; version: number; seq: number; data: unknown }[]> {
  const documents: FeedDocument[] = [];
  let cursor = 0;
  for (;;) {
    const page = await api.pull(cursor, undefined, MAX_PULL_LIMIT);
    if (page.reset) throw new Error('the server answered reset to a pull from zero');
    for (const change of page.changes) if (!('removed' in change)) documents.push(change);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return documents.map(({ id, type, version, seq, data }) => ({ id, type, version, seq, data }));
}

/**
 * The baseline of the first sync: the same documents the sync received (fetched beforehand,
 * not timed) written with one Dexie `bulkPut` into a fresh database with one indexed table,
 * strict durability as the replica uses.
 */
export async function rawBulkPut(api: SyncApi): Promise<number> {
  const documents = await wholeFeed(api);
  await Dexie.delete(RAW_DATABASE);
  const raw = new Dexie(RAW_DATABASE, { chromeTransactionDurability: 'strict' });
  raw.version(1).stores({ documents: 'id, type' });
  await raw.open();
  try {
    const start = performance.now();
    await raw.table('documents').bulkPut(documents);
    const ms = performance.now() - start;
    if ((await raw.table('documents').count()) !== documents.length) throw new Error('the raw bulkPut lost documents');
    return ms;
  } finally {
    await raw.delete();
  }
}
