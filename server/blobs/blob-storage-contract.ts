import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { BlobStorage } from './blob-storage';

/** What every BlobStorage must do, run by the tests of each implementation. */

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function readAll(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Registers the shared cases; `storage()` answers the storage under test, empty at each case's start. */
export function blobStorageContract(storage: () => BlobStorage): void {
  const bytes = Buffer.from('a finding photo');
  const hash = sha256Of(bytes);

  it('stores a blob and reads it back', async () => {
    await storage().put('tenant-acme', hash, bytes);
    expect(await storage().has('tenant-acme', hash)).toBe(true);
    expect(await readAll(await storage().get('tenant-acme', hash))).toEqual(bytes);
  });

  it('streams a larger blob whole', async () => {
    const large = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < large.length; i += 1) large[i] = (i * 31) % 251;
    const name = sha256Of(large);
    await storage().put('tenant-acme', name, large);
    const back = await readAll(await storage().get('tenant-acme', name));
    expect(back?.length).toBe(large.length);
    expect(back && sha256Of(back)).toBe(name);
  });

  it('keeps tenants apart: one tenant does not see, and deleting does not touch, the other', async () => {
    await storage().put('tenant-acme', hash, bytes);
    expect(await storage().has('tenant-nordlicht', hash)).toBe(false);
    expect(await storage().get('tenant-nordlicht', hash)).toBeUndefined();
    await storage().put('tenant-nordlicht', hash, bytes);
    expect(await storage().has('tenant-nordlicht', hash)).toBe(true);
    await storage().delete('tenant-acme', hash);
    expect(await storage().has('tenant-acme', hash)).toBe(false);
    expect(await storage().get('tenant-acme', hash)).toBeUndefined();
    expect(await readAll(await storage().get('tenant-nordlicht', hash))).toEqual(bytes);
  });

  it('never rewrites a stored blob: a second put under the same name keeps the first bytes', async () => {
    await storage().put('tenant-acme', hash, bytes);
    await storage().put('tenant-acme', hash, Buffer.from('other bytes that must not land'));
    expect(await readAll(await storage().get('tenant-acme', hash))).toEqual(bytes);
  });

  it('answers nothing for a blob never stored, and deleting it, or deleting twice, is harmless', async () => {
    expect(await storage().has('tenant-acme', hash)).toBe(false);
    expect(await storage().get('tenant-acme', hash)).toBeUndefined();
    await expect(storage().delete('tenant-acme', hash)).resolves.toBeUndefined();
    await storage().put('tenant-acme', hash, bytes);
    await storage().delete('tenant-acme', hash);
    await expect(storage().delete('tenant-acme', hash)).resolves.toBeUndefined();
    expect(await storage().has('tenant-acme', hash)).toBe(false);
  });

  it.each([
    ['..', hash],
    ['tenant/../other', hash],
    ['.hidden', hash],
    ['', hash],
    ['tenant-acme', '../x'],
    ['tenant-acme', hash.toUpperCase()],
    ['tenant-acme', hash.slice(1)],
  ])('refuses names that could leave their tenant: tenant %j, name %j', async (tenant, name) => {
    await expect(storage().put(tenant, name, bytes)).rejects.toThrow();
    await expect(storage().has(tenant, name)).rejects.toThrow();
    await expect(storage().get(tenant, name)).rejects.toThrow();
    await expect(storage().delete(tenant, name)).rejects.toThrow();
  });
}
