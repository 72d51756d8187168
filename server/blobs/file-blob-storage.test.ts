import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobPath, createFileBlobStorage } from './file-blob-storage';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function read(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-blobs-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('blobs as files', () => {
  const bytes = Buffer.from('a finding photo');
  const hash = sha(bytes);

  it('stores a blob under <tenant>/<first two hex digits>/<sha256> and reads it back', async () => {
    const storage = createFileBlobStorage(root);
    await storage.put('tenant-acme', hash, bytes);
    expect(fs.readFileSync(path.join(root, 'tenant-acme', hash.slice(0, 2), hash))).toEqual(bytes);
    expect(await storage.has('tenant-acme', hash)).toBe(true);
    expect(await read(await storage.get('tenant-acme', hash))).toEqual(bytes);
  });

  it('leaves no temporary file behind, only the final name', async () => {
    const storage = createFileBlobStorage(root);
    await storage.put('tenant-acme', hash, bytes);
    expect(fs.readdirSync(path.join(root, 'tenant-acme', hash.slice(0, 2)))).toEqual([hash]);
  });

  it('keeps tenants apart: the same bytes of two tenants are two files, and one tenant does not see the other', async () => {
    const storage = createFileBlobStorage(root);
    await storage.put('tenant-acme', hash, bytes);
    expect(await storage.has('tenant-nordlicht', hash)).toBe(false);
    expect(await storage.get('tenant-nordlicht', hash)).toBeUndefined();
    await storage.put('tenant-nordlicht', hash, bytes);
    expect(fs.existsSync(path.join(root, 'tenant-nordlicht', hash.slice(0, 2), hash))).toBe(true);
    await storage.delete('tenant-acme', hash);
    expect(await storage.has('tenant-acme', hash)).toBe(false);
    expect(await storage.has('tenant-nordlicht', hash)).toBe(true);
  });

  it('never rewrites a stored blob', async () => {
    const storage = createFileBlobStorage(root);
    await storage.put('tenant-acme', hash, bytes);
    const file = blobPath(root, 'tenant-acme', hash);
    const before = fs.statSync(file);
    await storage.put('tenant-acme', hash, bytes);
    const after = fs.statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('answers nothing for a blob never stored, and deleting it is harmless', async () => {
    const storage = createFileBlobStorage(root);
    expect(await storage.has('tenant-acme', hash)).toBe(false);
    expect(await storage.get('tenant-acme', hash)).toBeUndefined();
    await expect(storage.delete('tenant-acme', hash)).resolves.toBeUndefined();
  });

  it.each([
    ['..', hash],
    ['tenant/../other', hash],
    ['.hidden', hash],
    ['', hash],
    ['tenant-acme', '../x'],
    ['tenant-acme', hash.toUpperCase()],
    ['tenant-acme', hash.slice(1)],
  ])('refuses storage names that could leave their folder: tenant %j, name %j', (tenant, name) => {
    expect(() => blobPath(root, tenant, name)).toThrow();
  });
});
