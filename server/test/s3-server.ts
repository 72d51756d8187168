import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { freePort } from './free-port';

/** s3rver's fixed credentials; it checks request signatures against them. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  readonly endpoint: string;
  readonly bucket: string;
  stop(): Promise<void>;
}

/** A real S3-compatible server on loopback with one empty bucket, its objects in a temporary folder. */
export async function startS3Server(bucket = 'sorgfalt-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  try {
    await server.run();
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      try {
        await server.close();
      } finally {
        fs.rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
