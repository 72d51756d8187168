import { randomBytes } from 'node:crypto';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageName, type BlobStorage } from './blob-storage';

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** `<root>/<tenant_id>/<aa>/<sha256>`: server-generated names only; tenant_id leads the path. */
export function blobPath(root: string, tenantId: string, sha256: string): string {
  assertStorageName(tenantId, sha256);
  return path.join(root, tenantId, sha256.slice(0, 2), sha256);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}

/** Makes a directory's entries (a rename, a new subfolder) durable. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await fs.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates the blob's folder; folders it had to create are made durable in their parents. */
async function ensureDirectory(directory: string): Promise<void> {
  const created = await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  if (created === undefined) return;
  for (let folder = directory; ; folder = path.dirname(folder)) {
    const parent = path.dirname(folder);
    await syncDirectory(parent);
    if (folder === created || parent === folder) return;
  }
}

async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  const handle = await fs.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Blobs as files under `root` (DATA_DIR/blobs). A blob is written to a temporary file in
 * its own folder, synced, then renamed to its final name and the folder synced: after a
 * crash the final name holds the whole blob or nothing (docs/decisions/0009-blobs.md).
 */
export function createFileBlobStorage(root: string): BlobStorage {
  return {
    async has(tenantId, sha256) {
      return exists(blobPath(root, tenantId, sha256));
    },

    async put(tenantId, sha256, bytes) {
      const file = blobPath(root, tenantId, sha256);
      if (await exists(file)) return;
      const directory = path.dirname(file);
      await ensureDirectory(directory);
      const temporary = path.join(directory, `.${sha256}.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeDurably(temporary, bytes);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      await syncDirectory(directory);
    },

    async get(tenantId, sha256) {
      let handle: FileHandle;
      try {
        handle = await fs.open(blobPath(root, tenantId, sha256), 'r');
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return undefined;
        throw error;
      }
      return handle.createReadStream();
    },

    async delete(tenantId, sha256) {
      const file = blobPath(root, tenantId, sha256);
      await fs.rm(file, { force: true });
      await syncDirectory(path.dirname(file)).catch((error: unknown) => {
        if (errorCode(error) !== 'ENOENT') throw error;
      });
    },
  };
}
