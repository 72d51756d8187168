import path from 'node:path';
import type { Config } from '../config';
import type { BlobStorage } from './blob-storage';
import { createFileBlobStorage } from './file-blob-storage';

/** The configured storage and how to let go of it (the S3 client's sockets). */
export interface OpenBlobStorage {
  readonly storage: BlobStorage;
  close(): void;
}

/**
 * The configured storage: files under DATA_DIR/blobs by default, or an S3-compatible bucket,
 * checked before it is used. The S3 client is loaded only when it is used.
 */
export async function openBlobStorage(config: Pick<Config, 'dataDir' | 'blobStorage'>): Promise<OpenBlobStorage> {
  const settings = config.blobStorage;
  if (settings.kind === 'file') {
    return { storage: createFileBlobStorage(path.join(config.dataDir, 'blobs')), close: () => undefined };
  }
  const { checkS3Bucket, createS3BlobStorage, createS3Client } = await import('./s3-blob-storage');
  const client = createS3Client(settings);
  try {
    await checkS3Bucket(settings, client);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return { storage: createS3BlobStorage(settings, client), close: () => client.destroy() };
}
