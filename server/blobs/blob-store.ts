import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/database';
import { blobs } from '../db/schema';
import type { BlobStorage } from './blob-storage';
import { BLOB_TYPES, type BlobLimits, type BlobType, isBlobType } from './blob-types';
import { detectBlobType } from './detect-type';
import { imageSize } from './image-size';

export interface BlobStoreDeps {
  readonly db: Db;
  readonly storage: BlobStorage;
  readonly limits: BlobLimits;
}

export interface StoredBlob {
  readonly sha256: string;
  readonly size: number;
  readonly type: BlobType;
}

/** The tenant's record of a blob; another tenant's blob is as unknown as one never uploaded. */
export async function findBlob(db: Db, tenantId: string, sha256: string): Promise<StoredBlob | undefined> {
  const row = await db
    .select({ sha256: blobs.sha256, size: blobs.size, type: blobs.type })
    .from(blobs)
    .where(and(eq(blobs.tenantId, tenantId), eq(blobs.sha256, sha256)))
    .get();
  if (!row || !isBlobType(row.type)) return undefined;
  return { sha256: row.sha256, size: row.size, type: row.type };
}

/** A blob the tenant has on record and in storage: what HEAD and GET answer for. */
export async function availableBlob(deps: BlobStoreDeps, tenantId: string, sha256: string) {
  const blob = await findBlob(deps.db, tenantId, sha256);
  return blob && (await deps.storage.has(tenantId, sha256)) ? blob : undefined;
}

/** Type by magic bytes, size cap of that type, pixel cap of images: what every upload must pass. */
function checkContent(limits: BlobLimits, bytes: Buffer): BlobType {
  if (bytes.length === 0) throw new AppError('VALIDATION', 'empty upload');
  const detection = detectBlobType(bytes);
  if (!detection.ok) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `refused upload: ${detection.refusal}`);
  const { kind } = BLOB_TYPES[detection.type];
  if (bytes.length > limits.bytes[kind]) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${detection.type} of ${bytes.length} bytes over the ${kind} cap`);
  }
  if (kind === 'image') {
    const size = imageSize(detection.type, bytes);
    if (!size) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${detection.type} without a readable size header`);
    if (size.width * size.height > limits.maxPixels) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${size.width}×${size.height} pixels over the pixel cap`);
    }
  }
  return detection.type;
}

/**
 * Stores an upload for the tenant after checking it (docs/decisions/0009-blobs.md). The
 * same blob uploaded again is answered without writing anything (`created: false`).
 */
export async function storeBlob(
  deps: BlobStoreDeps,
  tenantId: string,
  userId: string,
  sha256: string,
  bytes: Buffer,
): Promise<{ readonly created: boolean; readonly blob: StoredBlob }> {
  const type = checkContent(deps.limits, bytes);
  if (createHash('sha256').update(bytes).digest('hex') !== sha256) {
    throw new AppError('VALIDATION', 'the body does not hash to the SHA-256 of the URL');
  }
  const existing = await availableBlob(deps, tenantId, sha256);
  if (existing) return { created: false, blob: existing };
  await deps.storage.put(tenantId, sha256, bytes);
  await deps.db
    .insert(blobs)
    .values({ tenantId, sha256, size: bytes.length, type, createdAt: Date.now(), createdBy: userId })
    .onConflictDoNothing()
    .run();
  return { created: true, blob: { sha256, size: bytes.length, type } };
}
