import { useCallback, useState } from 'react';

/** Where the hidden columns of a list are remembered on this device. */
export function columnsStorageKey(tenant: string, type: string): string {
  return `sorgfalt.columns.${tenant}.${type}`;
}

/** The hidden fields stored under a key; anything unreadable counts as "nothing hidden". */
export function readHiddenColumns(storage: Pick<Storage, 'getItem'>, key: string): string[] {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || !('hidden' in parsed) || !Array.isArray(parsed.hidden)) {
      return [];
    }
    return parsed.hidden.filter((field: unknown): field is string => typeof field === 'string');
  } catch {
    return [];
  }
}

export function writeHiddenColumns(storage: Pick<Storage, 'setItem'>, key: string, hidden: readonly string[]): void {
  try {
    storage.setItem(key, JSON.stringify({ hidden }));
  } catch {
    // Storage full or blocked: the choice lasts for this visit only.
  }
}

/** The hidden columns of one list, remembered in localStorage per tenant and entity (mount once per key). */
export function useHiddenColumns(
  key: string,
): readonly [ReadonlySet<string>, (field: string, hidden: boolean) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(readHiddenColumns(localStorage, key)));
  const toggle = useCallback(
    (field: string, hide: boolean) => {
      setHidden((previous) => {
        const next = new Set(previous);
        if (hide) next.add(field);
        else next.delete(field);
        writeHiddenColumns(localStorage, key, [...next]);
        return next;
      });
    },
    [key],
  );
  return [hidden, toggle];
}
