import { useEffect } from 'react';
import { useSyncStatus } from '../../sync/replica-context';
import { requireUpdate } from '../pwa';

/** A 426 from the sync routes (protocol too old) shows the update prompt until the user updates. */
export function RequireUpdateWhenOutdated() {
  const { phase } = useSyncStatus();
  useEffect(() => {
    if (phase === 'outdated') requireUpdate();
  }, [phase]);
  return null;
}
