import type { BlobRecord, ReplicaDb } from '../replica-db';
import { FileTooLargeError, isQuotaError, StorageFullError } from './errors';
import { blobType, detectType, isImageType, MAX_FILE_BYTES, MAX_IMAGE_BYTES, OCTET_STREAM } from './file-types';
import { sha256Hex } from './hash';

/** What a document's `file` field holds (shared/entities/derive/schema.ts). */
export interface FileReference {
  readonly sha256: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** The schema's limit of a file name. */
const MAX_NAME_LENGTH = 255;

/** A file name the document schema accepts: at most 255 characters, the extension kept. */
function fileName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= MAX_NAME_LENGTH) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 16 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * Keeps a file on the device as a pending upload and answers the reference to put into a
 * document's file field. The whole file is read and hashed before any IndexedDB transaction
 * (a transaction would commit while waiting for the file). The same bytes are stored once.
 * A full device throws `StorageFullError` with nothing stored; too large a file throws
 * `FileTooLargeError` before it is read.
 */
export async function storeAttachment(db: ReplicaDb, file: Blob, name: string): Promise<FileReference> {
  if (file.size > MAX_FILE_BYTES) throw new FileTooLargeError(file.size, MAX_FILE_BYTES);
  const bytes = await file.arrayBuffer();
  const sha256 = await sha256Hex(bytes);
  const detected = detectType(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 4096)));
  const type = detected ?? (file.type || OCTET_STREAM);
  if (isImageType(type) && bytes.byteLength > MAX_IMAGE_BYTES) {
    throw new FileTooLargeError(bytes.byteLength, MAX_IMAGE_BYTES);
  }
  const reference: FileReference = { sha256, name: fileName(name), size: bytes.byteLength, type };
  const record: BlobRecord = {
    ...reference,
    data: new Blob([bytes], { type: blobType(type) }),
    state: 'pending',
    attempts: 0,
    queuedAt: Date.now(),
  };
  try {
    await db.transaction('rw', db.blobs, async () => {
      const known = await db.blobs.where('sha256').equals(sha256).count();
      if (known === 0) await db.blobs.add(record);
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(bytes.byteLength, { cause: error });
    throw error;
  }
  return reference;
}
