import { describe, expect, it } from 'vitest';
import { readCollapsedSections, sectionsStorageKey, writeCollapsedSections } from './section-state';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('collapsed sections remembered on the device', () => {
  it('reads back what was written, per entity', () => {
    const storage = memoryStorage();
    writeCollapsedSections(storage, sectionsStorageKey('SUBSTANCE'), ['limits', 'physical-properties']);
    expect(readCollapsedSections(storage, sectionsStorageKey('SUBSTANCE'))).toEqual(['limits', 'physical-properties']);
    expect(readCollapsedSections(storage, sectionsStorageKey('ACTIVITY'))).toEqual([]);
  });

  it('reads anything unreadable as all sections open', () => {
    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ collapsed: 'limits' }));
    storage.setItem('c', JSON.stringify({ collapsed: ['limits', 3] }));
    expect(readCollapsedSections(storage, 'a')).toEqual([]);
    expect(readCollapsedSections(storage, 'b')).toEqual([]);
    expect(readCollapsedSections(storage, 'c')).toEqual(['limits']);
  });

  it('keeps working when the storage refuses to write', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeCollapsedSections(refusing, 'k', ['limits'])).not.toThrow();
  });
});
