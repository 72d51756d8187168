import { COMPANY_SETTINGS_ID } from '../../../shared/entities/hidden-fields';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { useReplicaQuery } from '../../sync/use-replica-query';

/** The company settings while they are read, then as the replica holds them (undefined: none there). */
export type CompanySettingsState =
  | { readonly loading: true }
  | { readonly loading: false; readonly doc: ViewDoc | undefined };

const LOADING: CompanySettingsState = { loading: true };

/** The tenant's company settings, with their loading state (a form waits for its hidden fields). */
export function useCompanySettingsState(db: ReplicaDb | undefined): CompanySettingsState {
  return useReplicaQuery(
    db,
    async (replica): Promise<CompanySettingsState> => {
      const doc = await replica.view.get(COMPANY_SETTINGS_ID);
      return { loading: false, doc: doc?.type === 'COMPANY_SETTINGS' ? doc : undefined };
    },
    [],
    LOADING,
  );
}

/** The tenant's company settings as the replica holds them; undefined while none are there. */
export function useCompanySettings(db: ReplicaDb | undefined): ViewDoc | undefined {
  const state = useCompanySettingsState(db);
  return state.loading ? undefined : state.doc;
}
