import type { BlobStorage } from '../blobs/blob-storage';
import { storeBlob } from '../blobs/blob-store';
import { DEFAULT_BLOB_LIMITS } from '../blobs/blob-types';
import type { Db } from '../db/database';
import { DEMO_FILES } from './demo-data';

/** Who the seeded files count as uploaded by: Anna, the demo's administrator. */
const UPLOADER = 'user-demo-anna';

/**
 * Stores the files the demo documents reference in their tenants' blob stores, through the same
 * checks as an upload (docs/decisions/0009-blobs.md). A file already stored is left alone, so every
 * start may call it; the documents are seeded apart and show a file as pending until it is here.
 */
export async function seedDemoFiles(db: Db, storage: BlobStorage): Promise<number> {
  let created = 0;
  for (const file of DEMO_FILES) {
    const stored = await storeBlob(
      { db, storage, limits: DEFAULT_BLOB_LIMITS },
      file.tenantId,
      UPLOADER,
      file.ref.sha256,
      file.bytes,
    );
    if (stored.created) created += 1;
  }
  return created;
}
