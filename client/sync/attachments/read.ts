import type { BlobRecord, ReplicaDb } from '../replica-db';
import { RetryableError } from '../sync-api';
import type { BlobApi } from './blob-api';
import { BlobNotYetUploadedError, isQuotaError } from './errors';
import { blobType, OCTET_STREAM } from './file-types';
import { sha256Hex } from './hash';

/** Downloads under way, by replica and hash: two views of one photo fetch it once. */
const downloads = new Map<string, Promise<Blob>>();

async function download(db: ReplicaDb, api: BlobApi, sha256: string, name: string): Promise<Blob> {
  const answer = await api.download(sha256);
  if (!answer) throw new BlobNotYetUploadedError(sha256);
  const bytes = await answer.arrayBuffer();
  // A portal or proxy may answer 200 with a page of its own: only the right bytes are kept.
  if ((await sha256Hex(bytes)) !== sha256)
    throw new RetryableError(`the download of ${sha256} does not match its hash`);
  const type = answer.type.split(';')[0]?.trim().toLowerCase() || OCTET_STREAM;
  const now = Date.now();
  const record: BlobRecord = {
    sha256,
    name,
    type,
    size: bytes.byteLength,
    data: new Blob([bytes], { type: blobType(type) }),
    state: 'uploaded',
    attempts: 0,
    queuedAt: now,
    uploadedAt: now,
  };
  try {
    return await db.transaction('rw', db.blobs, async () => {
      const known = await db.blobs.get(sha256);
      if (known) return known.data;
      await db.blobs.add(record);
      return record.data;
    });
  } catch (error) {
    // A full device still shows the file; it is only not kept.
    if (isQuotaError(error)) return record.data;
    throw error;
  }
}

/**
 * The bytes of a file for `URL.createObjectURL`: the device's copy if it has one, else the
 * server's (tenant-checked there), kept on the device as an `uploaded` cache. A hash the
 * server does not have yet throws `BlobNotYetUploadedError` (another device has still to
 * upload it); offline without a local copy throws the API's `RetryableError`.
 */
export async function readAttachment(db: ReplicaDb, api: BlobApi, sha256: string, name = ''): Promise<Blob> {
  const local = await db.blobs.get(sha256);
  if (local) return local.data;
  const key = `${db.name}\u0000${sha256}`;
  const running = downloads.get(key);
  if (running) return running;
  const started = download(db, api, sha256, name).finally(() => downloads.delete(key));
  downloads.set(key, started);
  return started;
}
