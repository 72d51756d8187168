import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persistent-storage';

describe('requestPersistentStorage', () => {
  it('resolves false without a navigator or storage manager', async () => {
    await expect(requestPersistentStorage(undefined)).resolves.toBe(false);
    await expect(requestPersistentStorage({})).resolves.toBe(false);
  });

  it('does not ask again when storage is already persisted', async () => {
    const storage = { persisted: vi.fn(async () => true), persist: vi.fn(async () => true) };
    await expect(requestPersistentStorage({ storage })).resolves.toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('asks once and returns the answer', async () => {
    const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
    await expect(requestPersistentStorage({ storage })).resolves.toBe(true);
    await expect(requestPersistentStorage({ storage })).resolves.toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('reports a refusal', async () => {
    const storage = { persisted: async () => false, persist: async () => false };
    await expect(requestPersistentStorage({ storage })).resolves.toBe(false);
  });

  it('asks even when persisted() is missing', async () => {
    const storage = { persist: vi.fn(async () => true) };
    await expect(requestPersistentStorage({ storage })).resolves.toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('resolves false when persist() is missing', async () => {
    await expect(requestPersistentStorage({ storage: { persisted: async () => false } })).resolves.toBe(false);
  });

  it('never throws', async () => {
    const rejecting = {
      persisted: async () => false,
      persist: async (): Promise<boolean> => {
        throw new Error('denied');
      },
    };
    await expect(requestPersistentStorage({ storage: rejecting })).resolves.toBe(false);
    const throwing = {
      persisted: (): Promise<boolean> => {
        throw new Error('broken');
      },
    };
    await expect(requestPersistentStorage({ storage: throwing })).resolves.toBe(false);
  });
});
