import type { Readable } from 'node:stream';

/**
 * Where blob bytes live, by tenant and SHA-256: the file system by default, an
 * S3-compatible store later (docs/ARCHITECTURE.md "Storage backends"). Implementations
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
