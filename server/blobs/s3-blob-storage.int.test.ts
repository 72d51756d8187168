import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, startS3Server, type TestS3Server } from '../test/s3-server';
import type { BlobStorage } from './blob-storage';
import { blobStorageContract, readAll, sha256Of } from './blob-storage-contract';
import { checkS3Bucket, createS3BlobStorage, createS3Client, type S3BlobSettings, s3Key } from './s3-blob-storage';

let server: TestS3Server;
let settings: S3BlobSettings;
let client: S3Client;
let storage: BlobStorage;

beforeAll(async () => {
  server = await startS3Server();
  settings = {
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    prefix: 'sorgfalt/',
    forcePathStyle: true,
  };
  client = createS3Client(settings, { credentials: S3_TEST_CREDENTIALS });
  storage = createS3BlobStorage(settings, client);
});

afterAll(async () => {
  client?.destroy();
  await server?.stop();
});

/**
 * Each case gets its own prefix, so it starts with no objects as the contract expects
 * (listing is not used: s3rver refuses the SDK's signature of ListObjects requests).
 */
let run = 0;
beforeEach(() => {
  run += 1;
  settings = { ...settings, prefix: `run-${run}/` };
  storage = createS3BlobStorage(settings, client);
});

async function objectExists(Key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFound') return false;
    throw error;
  }
}

describe('blobs on an S3-compatible store (s3rver on loopback)', () => {
  const bytes = Buffer.from('a finding photo');
  const hash = sha256Of(bytes);

  blobStorageContract(() => storage);

  it('stores a blob as <prefix><tenant>/<sha256>, one object per tenant', async () => {
    await storage.put('tenant-acme', hash, bytes);
    expect(await objectExists(`${settings.prefix}tenant-acme/${hash}`)).toBe(true);
    expect(await objectExists(`${settings.prefix}tenant-nordlicht/${hash}`)).toBe(false);
    await storage.put('tenant-nordlicht', hash, bytes);
    expect(await objectExists(`${settings.prefix}tenant-nordlicht/${hash}`)).toBe(true);
    expect(s3Key('', 'tenant-acme', hash)).toBe(`tenant-acme/${hash}`);
  });

  it('does not write an existing object again: its ETag and time stay', async () => {
    await storage.put('tenant-acme', hash, bytes);
    const Key = s3Key(settings.prefix, 'tenant-acme', hash);
    const before = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await storage.put('tenant-acme', hash, bytes);
    const after = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key }));
    expect([after.ETag, after.LastModified]).toEqual([before.ETag, before.LastModified]);
  });

  it('keeps storages under different prefixes apart', async () => {
    const bare = createS3BlobStorage({ ...settings, prefix: `${settings.prefix}other/` }, client);
    await storage.put('tenant-acme', hash, bytes);
    expect(await bare.has('tenant-acme', hash)).toBe(false);
    expect(await bare.get('tenant-acme', hash)).toBeUndefined();
    await bare.put('tenant-acme', hash, bytes);
    expect(await readAll(await bare.get('tenant-acme', hash))).toEqual(bytes);
    expect(await objectExists(`${settings.prefix}other/tenant-acme/${hash}`)).toBe(true);
  });

  it('fails loudly when the bucket does not exist instead of answering "not stored"', async () => {
    const lost = createS3BlobStorage({ ...settings, bucket: 'no-such-bucket' }, client);
    await expect(lost.get('tenant-acme', hash)).rejects.toThrow();
    await expect(lost.put('tenant-acme', hash, bytes)).rejects.toThrow();
  });

  it('checks at start that the bucket is there and the credentials may use it', async () => {
    await expect(checkS3Bucket(settings, client)).resolves.toBeUndefined();
    const missing = { ...settings, bucket: 'no-such-bucket' };
    await expect(checkS3Bucket(missing, client)).rejects.toThrow(
      `S3 bucket "no-such-bucket" at ${server.endpoint} is not usable: NoSuchBucket (HTTP 404): The specified bucket does not exist`,
    );
    const stranger = createS3Client(settings, {
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong-secret-value' },
    });
    try {
      const refused = checkS3Bucket(settings, stranger);
      await expect(refused).rejects.toThrow(/^S3 bucket "sorgfalt-test" at .* is not usable: /);
      await expect(refused).rejects.not.toThrow(/wrong-secret-value/);
    } finally {
      stranger.destroy();
    }
  });
});
