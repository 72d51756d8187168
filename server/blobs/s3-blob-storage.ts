import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageName, type BlobStorage } from './blob-storage';

/** Where the blobs live in an S3-compatible store (docs/operations.md "Blobs on an S3-compatible store"). */
export interface S3BlobSettings {
  readonly bucket: string;
  readonly region: string;
  /** The store's URL for MinIO, Ceph, Garage…; unset: AWS S3 itself. */
  readonly endpoint?: string;
  /** Put before every key; empty or ending in `/`. */
  readonly prefix: string;
  /** Bucket in the path (`http://host/bucket/key`) instead of the host name, as MinIO-style stores need. */
  readonly forcePathStyle: boolean;
}

/** `<prefix><tenant_id>/<sha256>`: server-generated names only; tenant_id leads the key. */
export function s3Key(prefix: string, tenantId: string, sha256: string): string {
  assertStorageName(tenantId, sha256);
  return `${prefix}${tenantId}/${sha256}`;
}

/**
 * A client for the settings. Credentials come from the AWS SDK's standard chain
 * (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance or pod role) unless
 * `overrides` gives them. Checksums only where the API requires them: many S3-compatible
 * stores do not know the SDK's newer default CRC checksums.
 */
export function createS3Client(settings: S3BlobSettings, overrides: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...overrides,
  });
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** The object is absent; a missing bucket (NoSuchBucket, also 404) is a fault and is not swallowed. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.name === 'NotFound' && statusOf(error) === 404);
}

/** A key no blob can have (tenant ids never start with a dot), read by the start-up check. */
export const S3_PROBE_KEY = '.sorgfalt-probe';

/**
 * Reads a probe key under the prefix before the server starts, so a wrong bucket or endpoint,
 * missing credentials or a bucket policy without s3:ListBucket (then S3 answers 403, not
 * 404, for every blob not stored yet) stop it at once instead of failing the first upload.
 * A GET, not a HEAD: only its error body tells NoSuchKey (all is well) from NoSuchBucket.
 * The message names the bucket and the store, never the credentials.
 */
export async function checkS3Bucket(settings: S3BlobSettings, client: S3Client): Promise<void> {
  try {
    const response = await client.send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${S3_PROBE_KEY}` }),
    );
    if (response.Body instanceof Readable) response.Body.destroy();
  } catch (error) {
    if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return;
    const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
    const status = statusOf(error);
    const reason =
      error instanceof Error ? `${error.name}${status === undefined ? '' : ` (HTTP ${status})`}` : 'unknown error';
    const hint =
      status === 403 || status === 401
        ? ': access denied, check the credentials and that the policy grants s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject'
        : error instanceof Error && error.message !== '' && error.message !== 'UnknownError'
          ? `: ${error.message}`
          : '';
    throw new Error(`S3 bucket "${settings.bucket}" at ${where} is not usable: ${reason}${hint}`, { cause: error });
  }
}

/**
 * Blobs as objects `<prefix><tenant_id>/<sha256>` in one bucket. An object appears whole or
 * not at all (a PUT is atomic in S3), so no blob is ever exposed partially written. An
 * existing object is never rewritten: `put` asks first, and sends `If-None-Match: *` so a
 * store that knows conditional writes refuses a racing second writer (412: already stored).
 */
export function createS3BlobStorage(settings: S3BlobSettings, client = createS3Client(settings)): BlobStorage {
  const { bucket, prefix } = settings;
  const key = (tenantId: string, sha256: string) => s3Key(prefix, tenantId, sha256);

  async function has(tenantId: string, sha256: string): Promise<boolean> {
    const Key = key(tenantId, sha256);
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  return {
    has,

    async put(tenantId, sha256, bytes) {
      const Key = key(tenantId, sha256);
      if (await has(tenantId, sha256)) return;
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: 'application/octet-stream',
            ContentMD5: createHash('md5').update(bytes).digest('base64'),
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        const status = statusOf(error);
        // 412: someone stored it since the HEAD. 409: a concurrent conditional write of the
        // same key; the blob is content-addressed, so theirs is as good as ours once it is there.
        if (status === 412) return;
        if (status === 409 && (await has(tenantId, sha256))) return;
        throw error;
      }
    },

    async get(tenantId, sha256) {
      const Key = key(tenantId, sha256);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        if (!(response.Body instanceof Readable)) throw new Error('the S3 client answered without a Node.js stream');
        return response.Body;
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async delete(tenantId, sha256) {
      // S3 answers 204 for a key that is not there, so deleting twice is harmless.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(tenantId, sha256) }));
    },
  };
}
