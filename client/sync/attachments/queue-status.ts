import type { BlobRecord, ReplicaDb } from '../replica-db';

export interface UploadCounts {
  readonly pending: number;
  readonly stuck: number;
  readonly refused: number;
}

/** Counts of the upload queue for the sync status badge (read it with `useLiveQuery`). */
export async function uploadCounts(db: ReplicaDb): Promise<UploadCounts> {
  const [pending, stuck, refused] = await Promise.all(
    (['pending', 'stuck', 'refused'] as const).map((state) => db.blobs.where('state').equals(state).count()),
  );
  return { pending: pending ?? 0, stuck: stuck ?? 0, refused: refused ?? 0 };
}

/** A stuck or refused upload as a list shows it: everything but the bytes. */
export type UploadProblem = Omit<BlobRecord, 'data'>;

/** Stuck and refused uploads, oldest first, for a "needs attention" list with retry and discard. */
export async function uploadProblems(db: ReplicaDb): Promise<UploadProblem[]> {
  const records = await db.blobs.where('state').anyOf('stuck', 'refused').toArray();
  return records.sort((a, b) => a.queuedAt - b.queuedAt).map(({ data: _data, ...rest }) => rest);
}

/**
 * Frees the cache: removes uploaded files (the server confirmed them) whose hash is not in
 * `keep`. Pending, stuck and refused files are never removed here. Answers how many went.
 */
export async function pruneUploadedBlobs(db: ReplicaDb, keep: ReadonlySet<string>): Promise<number> {
  return db.transaction('rw', db.blobs, async () => {
    const uploaded = await db.blobs.where('state').equals('uploaded').primaryKeys();
    const remove = uploaded.filter((sha256) => !keep.has(sha256));
    await db.blobs.bulkDelete(remove);
    return remove.length;
  });
}
