import type { Readable } from 'node:stream';

/**
 * Where blob bytes live, by tenant and SHA-256: the file system by default, an
 * S3-compatible store for several instances (docs/ARCHITECTURE.md "Storage backends",
 * docs/operations.md "Blobs on an S3-compatible store"). Implementations
 * keep tenants apart and never expose a partially written blob.
 */
export interface BlobStorage {
  has(tenantId: string, sha256: string): Promise<boolean>;
  /** Stores the bytes unless the blob is already there; an existing blob is never rewritten. */
  put(tenantId: string, sha256: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream, or undefined when the blob is not stored. */
  get(tenantId: string, sha256: string): Promise<Readable | undefined>;
  delete(tenantId: string, sha256: string): Promise<void>;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Tenant ids as storage keys: no dots or separators, so a name can never leave its tenant's folder. */
const TENANT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** Refuses a tenant id or blob name that could not safely become part of a path or object key. */
export function assertStorageName(tenantId: string, sha256: string): void {
  if (!TENANT_ID.test(tenantId)) throw new Error(`tenant id unusable as a storage key: ${JSON.stringify(tenantId)}`);
  if (!SHA256_HEX.test(sha256)) throw new Error('blob name is not a lowercase SHA-256');
}
