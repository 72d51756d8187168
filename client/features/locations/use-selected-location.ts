import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../session/session-context';
import { SELECTED_LOCATION_KEY } from '../../session/tenant-selection';
import { parseSelection, type SelectedLocation, writeSelection } from './selected-location';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs of the same user change the selection too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_LOCATION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(SELECTED_LOCATION_KEY);
  } catch {
    return null;
  }
}

export interface LocationSelection {
  readonly selected: SelectedLocation | undefined;
  readonly select: (location: SelectedLocation | undefined) => void;
}

/** The signed-in user's selected location in the active tenant, live across components and tabs. */
export function useSelectedLocation(): LocationSelection {
  const { tenant, user } = useSession();
  const owner = useMemo(
    () => ({ tenant: tenant.trimmedName, subject: user.subject }),
    [tenant.trimmedName, user.subject],
  );
  const raw = useSyncExternalStore(subscribe, readRaw);
  const selected = useMemo(() => parseSelection(raw, owner), [raw, owner]);
  const select = useCallback(
    (location: SelectedLocation | undefined) => {
      writeSelection(localStorage, owner, location);
      for (const listener of listeners) listener();
    },
    [owner],
  );
  return { selected, select };
}
