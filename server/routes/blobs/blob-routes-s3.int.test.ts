import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createS3Client } from '../../blobs/s3-blob-storage';
import { png } from '../../blobs/test-samples';
import { S3_TEST_CREDENTIALS, startS3Server, type TestS3Server } from '../../test/s3-server';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

const XSRF = { cookie: 'XSRF-TOKEN=test-xsrf', 'x-xsrf-token': 'test-xsrf' };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let s3: TestS3Server;
let client: S3Client;
let server: TestServer | undefined;

function s3Env(bucket: string): Record<string, string> {
  return {
    BLOB_STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'sorgfalt',
  };
}

beforeAll(async () => {
  s3 = await startS3Server();
  // The credentials reach the server the way they do in production: the SDK's env chain.
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3_TEST_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3_TEST_CREDENTIALS.secretAccessKey);
  client = createS3Client(
    { bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, prefix: '', forcePathStyle: true },
    { credentials: S3_TEST_CREDENTIALS },
  );
});

afterAll(async () => {
  await server?.close();
  client?.destroy();
  vi.unstubAllEnvs();
  await s3?.stop();
});

describe('the blob routes with BLOB_STORAGE=s3', () => {
  it('store uploads in the bucket under <prefix><tenant>/<sha256>, not in DATA_DIR, and serve them back', async () => {
    server = await startTestServer({ env: s3Env(s3.bucket) });
    const { accessToken } = await signIn(server.url, 'anna@sorgfalt.example');
    const bytes = png(8, 6);
    const hash = sha(bytes);
    const headers = { authorization: `Bearer ${accessToken}`, tenant: 'acme' };
    const put = await fetch(`${server.url}/api/v2/blobs/${hash}`, {
      method: 'PUT',
      headers: { ...XSRF, ...headers, 'content-type': 'image/png' },
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBeLessThan(300);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `sorgfalt/tenant-acme/${hash}` }));
    expect(head.ContentLength).toBe(bytes.length);
    expect(fs.existsSync(path.join(server.config.dataDir, 'blobs'))).toBe(false);
    const got = await fetch(`${server.url}/api/v2/blobs/${hash}`, { headers });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
  });

  it('refuses to start when the bucket is not there, naming bucket and store', async () => {
    await expect(startTestServer({ env: s3Env('no-such-bucket') })).rejects.toThrow(
      `S3 bucket "no-such-bucket" at ${s3.endpoint} is not usable: NoSuchBucket (HTTP 404)`,
    );
  });
});
