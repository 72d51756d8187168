import { useLiveQuery } from 'dexie-react-hooks';
import { COMPANY_SETTINGS_ID } from '../../../shared/entities/hidden-fields';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';

/** The tenant's company settings as the replica holds them; undefined while none are there. */
export function useCompanySettings(db: ReplicaDb | undefined): ViewDoc | undefined {
  return useLiveQuery(
    async () => {
      const doc = await db?.view.get(COMPANY_SETTINGS_ID);
      return doc?.type === 'COMPANY_SETTINGS' ? doc : undefined;
    },
    [db],
    undefined,
  );
}
