import Dexie from 'dexie';
import type { ReplicaDb } from '../../client/sync/replica-db';

const RAW_DATABASE = 'bench-raw-bulk-put';

/**
 * The baseline of the first sync: the replica's documents (read beforehand, not timed) written
 * with one Dexie `bulkPut` into a fresh database with the replica's `documents` table, strict
 * durability as the replica uses.
 */
export async function rawBulkPut(replica: ReplicaDb): Promise<number> {
  const documents = await replica.documents.toArray();
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
