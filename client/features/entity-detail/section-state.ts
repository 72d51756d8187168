import { useCallback, useState } from 'react';

/** Where the collapsed sections of one entity's screen are remembered on this device. */
export function sectionsStorageKey(type: string): string {
  return `sorgfalt.sections.${type}`;
}

/** The collapsed section keys stored under a key; anything unreadable counts as "all open". */
export function readCollapsedSections(storage: Pick<Storage, 'getItem'>, key: string): string[] {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || !('collapsed' in parsed) || !Array.isArray(parsed.collapsed)) {
      return [];
    }
    return parsed.collapsed.filter((section: unknown): section is string => typeof section === 'string');
  } catch {
    return [];
  }
}

export function writeCollapsedSections(
  storage: Pick<Storage, 'setItem'>,
  key: string,
  collapsed: readonly string[],
): void {
  try {
    storage.setItem(key, JSON.stringify({ collapsed }));
  } catch {
    // Storage full or blocked: the choice lasts for this visit only.
  }
}

/**
 * The sections of an entity's screen the user collapsed, remembered per entity on this device
 * (a safety officer who never reads the physical properties keeps them closed on the tablet).
 */
export function useCollapsedSections(
  type: string,
): readonly [ReadonlySet<string>, (keys: readonly string[], collapsed: boolean) => void] {
  const key = sectionsStorageKey(type);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(
    () => new Set(readCollapsedSections(localStorage, key)),
  );
  const change = useCallback(
    (keys: readonly string[], collapse: boolean) => {
      setCollapsed((previous) => {
        const next = new Set(previous);
        for (const section of keys) {
          if (collapse) next.add(section);
          else next.delete(section);
        }
        writeCollapsedSections(localStorage, key, [...next]);
        return next;
      });
    },
    [key],
  );
  return [collapsed, change];
}
