import { describe, expect, it } from 'vitest';
import { SELECTED_LOCATION_KEY } from '../../session/tenant-selection';
import { parseSelection, writeSelection } from './selected-location';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const anna = { tenant: 'acme', subject: 'demo-anna' };
const werk = { id: 'acme-loc-ludwigshafen', name: 'Werk Ludwigshafen' };

describe('the selected location on this device', () => {
  it('is stored under the key that tenant switch and sign-out clear, and read back by its owner', () => {
    const storage = memoryStorage();
    writeSelection(storage, anna, werk);
    const raw = storage.items.get(SELECTED_LOCATION_KEY) ?? null;
    expect(parseSelection(raw, anna)).toEqual(werk);
  });

  it('does not count for another tenant or another user', () => {
    const storage = memoryStorage();
    writeSelection(storage, anna, werk);
    const raw = storage.items.get(SELECTED_LOCATION_KEY) ?? null;
    expect(parseSelection(raw, { tenant: 'nordlicht', subject: 'demo-anna' })).toBeUndefined();
    expect(parseSelection(raw, { tenant: 'acme', subject: 'demo-ben' })).toBeUndefined();
  });

  it('is cleared by writing nothing', () => {
    const storage = memoryStorage();
    writeSelection(storage, anna, werk);
    writeSelection(storage, anna, undefined);
    expect(storage.items.has(SELECTED_LOCATION_KEY)).toBe(false);
  });

  it('treats unreadable values as nothing selected', () => {
    expect(parseSelection(null, anna)).toBeUndefined();
    expect(parseSelection('{not json', anna)).toBeUndefined();
    expect(parseSelection('"acme-loc-ludwigshafen"', anna)).toBeUndefined();
    expect(parseSelection(JSON.stringify({ ...anna, id: '' }), anna)).toBeUndefined();
    expect(parseSelection(JSON.stringify({ ...anna, id: 'l-1', name: 7 }), anna)).toEqual({ id: 'l-1', name: '' });
  });

  it('survives a storage that refuses to write', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeSelection(refusing, anna, werk)).not.toThrow();
  });
});
