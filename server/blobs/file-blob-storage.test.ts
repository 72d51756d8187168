import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobStorageContract, readAll, sha256Of } from './blob-storage-contract';
import { blobPath, createFileBlobStorage } from './file-blob-storage';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-blobs-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('blobs as files', () => {
  const bytes = Buffer.from('a finding photo');
  const hash = sha256Of(bytes);

  blobStorageContract(() => createFileBlobStorage(root));

  it('stores a blob under <tenant>/<first two hex digits>/<sha256> and reads it back', async () => {
    const storage = createFileBlobStorage(root);
    await storage.put('tenant-acme', hash, bytes);
    expect(fs.readFileSync(path.join(root, 'tenant-acme', hash.slice(0, 2), hash))).toEqual(bytes);
    expect(await readAll(await storage.get('tenant-acme', hash))).toEqual(bytes);
  });

  it('leaves no temporary file behind, only the final name', async () => {
    const storage = createFileBlobStorage(root);
    await storage.put('tenant-acme', hash, bytes);
    expect(fs.readdirSync(path.join(root, 'tenant-acme', hash.slice(0, 2)))).toEqual([hash]);
  });

  it('keeps the same bytes of two tenants as two files', async () => {
    const storage = createFileBlobStorage(root);
    await storage.put('tenant-acme', hash, bytes);
    await storage.put('tenant-nordlicht', hash, bytes);
    expect(fs.existsSync(path.join(root, 'tenant-acme', hash.slice(0, 2), hash))).toBe(true);
    expect(fs.existsSync(path.join(root, 'tenant-nordlicht', hash.slice(0, 2), hash))).toBe(true);
  });

  it('never rewrites a stored blob: the file keeps its inode and time', async () => {
    const storage = createFileBlobStorage(root);
    await storage.put('tenant-acme', hash, bytes);
    const file = blobPath(root, 'tenant-acme', hash);
    const before = fs.statSync(file);
    await storage.put('tenant-acme', hash, bytes);
    const after = fs.statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it.each([
    ['..', hash],
    ['tenant/../other', hash],
    ['tenant-acme', '../x'],
  ])('refuses paths that could leave their folder: tenant %j, name %j', (tenant, name) => {
    expect(() => blobPath(root, tenant, name)).toThrow();
  });
});
