import type { BlobRecord, ReplicaDb } from '../replica-db';
import { RequestRefusedError, RetryableError } from '../sync-api';
import { logSync } from '../sync-log';
import { type BlobApi, RateLimitedError } from './blob-api';
import { uploadContentType } from './file-types';

/** Failed attempts (network, 5xx) after which an upload is `stuck` until the user retries. */
export const MAX_UPLOAD_ATTEMPTS = 8;
/** Back-off after the first failure; it doubles with every further one, up to an hour. */
const FIRST_RETRY_DELAY_MS = 30_000;
const LONGEST_RETRY_DELAY_MS = 60 * 60_000;

export interface UploadProgress {
  readonly sha256: string;
  readonly loaded: number;
  readonly total: number;
}

export interface UploadOptions {
  /** Byte progress of the file being sent (XMLHttpRequest in the browser; only the end with fetch). */
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly now?: () => number;
}

export interface UploadSummary {
  /** Files the server holds now (sent, or found there by HEAD). */
  readonly uploaded: number;
  readonly refused: number;
  /** Failed attempts of this run (network, 5xx), stuck ones included. */
  readonly failed: number;
}

type Outcome =
  | { readonly kind: 'uploaded' }
  | { readonly kind: 'refused'; readonly status: number; readonly code: string }
  | { readonly kind: 'failed'; readonly reason: string }
  /** Not the file's fault (rate limit, session): leave it pending and end the run. */
  | { readonly kind: 'later' };

async function sendOne(api: BlobApi, blob: BlobRecord, options: UploadOptions): Promise<Outcome> {
  try {
    if (!(await api.has(blob.sha256))) {
      await api.upload(blob.sha256, blob.data, uploadContentType(blob.type), (loaded, total) =>
        options.onProgress?.({ sha256: blob.sha256, loaded, total }),
      );
    }
    return { kind: 'uploaded' };
  } catch (error) {
    if (error instanceof RateLimitedError) return { kind: 'later' };
    if (error instanceof RequestRefusedError) {
      // 401 after renewal, 403 (membership, XSRF): the session's problem, which the sync shows.
      if (error.status === 401 || error.status === 403) return { kind: 'later' };
      return { kind: 'refused', status: error.status, code: error.code };
    }
    if (error instanceof RetryableError) return { kind: 'failed', reason: error.message };
    throw error;
  }
}

/** Rewrites a blob's record if it still waits for this upload (the user may have discarded it meanwhile). */
async function settle(db: ReplicaDb, sha256: string, next: (record: BlobRecord) => BlobRecord): Promise<void> {
  await db.transaction('rw', db.blobs, async () => {
    const record = await db.blobs.get(sha256);
    if (record?.state === 'pending') await db.blobs.put(next(record));
  });
}

function retryDelay(attempts: number): number {
  return Math.min(LONGEST_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

const short = (sha256: string) => sha256.slice(0, 12);

/**
 * Sends the device's pending files, oldest first (issue 4): HEAD first, PUT only when the
 * server lacks the file. 200/201 marks it `uploaded` (the bytes stay as a cache); a 4xx marks
 * it `refused` with the code, never retried automatically; a network failure or 5xx counts
 * an attempt, backs off, and after `MAX_UPLOAD_ATTEMPTS` leaves it `stuck` until the user
 * retries. A failure ends the run (the rest waits for the next round), so an outage costs
 * one attempt, not one per file. Never throws for a file's outcome.
 */
export async function uploadPendingBlobs(
  db: ReplicaDb,
  api: BlobApi,
  options: UploadOptions = {},
): Promise<UploadSummary> {
  const now = options.now ?? Date.now;
  const queue = (await db.blobs.where('state').equals('pending').toArray()).sort((a, b) => a.queuedAt - b.queuedAt);
  let uploaded = 0;
  let refused = 0;
  let failed = 0;
  for (const blob of queue) {
    if ((blob.retryAt ?? 0) > now()) continue;
    const outcome = await sendOne(api, blob, options);
    if (outcome.kind === 'later') break;
    if (outcome.kind === 'uploaded') {
      uploaded += 1;
      await settle(db, blob.sha256, ({ retryAt: _retryAt, lastError: _lastError, ...record }) => ({
        ...record,
        state: 'uploaded',
        uploadedAt: now(),
      }));
    } else if (outcome.kind === 'refused') {
      refused += 1;
      const refusal = { status: outcome.status, code: outcome.code };
      await settle(db, blob.sha256, ({ retryAt: _retryAt, ...record }) => ({ ...record, state: 'refused', refusal }));
      await logSync(
        db,
        'rejected',
        `file ${short(blob.sha256)} (${blob.type}) refused: ${refusal.status} ${refusal.code}`,
      );
    } else {
      failed += 1;
      const attempts = blob.attempts + 1;
      const stuck = attempts >= MAX_UPLOAD_ATTEMPTS;
      await settle(db, blob.sha256, ({ retryAt: _retryAt, ...record }) => ({
        ...record,
        attempts,
        lastError: outcome.reason,
        ...(stuck ? { state: 'stuck' as const } : { retryAt: now() + retryDelay(attempts) }),
      }));
      const detail = stuck ? `stuck after ${attempts} attempts` : `attempt ${attempts} failed`;
      await logSync(db, 'failure', `upload of file ${short(blob.sha256)} ${detail}: ${outcome.reason}`);
      break;
    }
  }
  if (uploaded > 0) await logSync(db, 'push', `${uploaded} files uploaded`);
  return { uploaded, refused, failed };
}

/** The user's retry of a stuck or refused upload: pending again, attempts from zero. */
export async function retryUpload(db: ReplicaDb, sha256: string): Promise<boolean> {
  return db.transaction('rw', db.blobs, async () => {
    const record = await db.blobs.get(sha256);
    if (!record || record.state === 'uploaded') return false;
    const { retryAt: _retryAt, refusal: _refusal, lastError: _lastError, ...rest } = record;
    await db.blobs.put({ ...rest, state: 'pending', attempts: 0 });
    return true;
  });
}

/** Gives up a refused or stuck upload: its bytes leave the device (documents still name the hash). */
export async function discardFailedUpload(db: ReplicaDb, sha256: string): Promise<boolean> {
  return db.transaction('rw', db.blobs, async () => {
    const record = await db.blobs.get(sha256);
    if (record?.state !== 'refused' && record?.state !== 'stuck') return false;
    await db.blobs.delete(sha256);
    return true;
  });
}
