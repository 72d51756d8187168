import { describe, expect, it } from 'vitest';
import { columnsStorageKey, readHiddenColumns, writeHiddenColumns } from './column-prefs';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('remembered hidden columns', () => {
  it('uses one key per tenant and entity', () => {
    expect(columnsStorageKey('acme', 'CONTACT')).toBe('sorgfalt.columns.acme.CONTACT');
  });

  it('reads back what it wrote', () => {
    const storage = memoryStorage();
    writeHiddenColumns(storage, 'k', ['phone', 'email']);
    expect(readHiddenColumns(storage, 'k')).toEqual(['phone', 'email']);
  });

  it('treats missing or malformed values as nothing hidden', () => {
    const storage = memoryStorage();
    expect(readHiddenColumns(storage, 'k')).toEqual([]);
    storage.setItem('k', '{not json');
    expect(readHiddenColumns(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify({ hidden: ['ok', 3, null] }));
    expect(readHiddenColumns(storage, 'k')).toEqual(['ok']);
    storage.setItem('k', JSON.stringify(['phone']));
    expect(readHiddenColumns(storage, 'k')).toEqual([]);
  });
});
