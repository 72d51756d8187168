import { describe, expect, it } from 'vitest';
import { requestPersistentStorage } from './persistent-storage';

describe('persistent storage request', () => {
  it('does not ask again when storage is already persistent', async () => {
    let asked = false;
    const storage = {
      persisted: async () => true,
      persist: async () => {
        asked = true;
        return true;
      },
    };
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(asked).toBe(false);
  });

  it('asks the browser and reports its answer', async () => {
    expect(await requestPersistentStorage({ persisted: async () => false, persist: async () => false })).toBe(false);
    expect(await requestPersistentStorage({ persisted: async () => false, persist: async () => true })).toBe(true);
  });

  it('answers false without the API and when the browser throws', async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
    expect(
      await requestPersistentStorage({
        persist: async () => {
          throw new Error('denied');
        },
      }),
    ).toBe(false);
  });
});
