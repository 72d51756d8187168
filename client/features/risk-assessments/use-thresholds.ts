import { type RiskThresholds, thresholdsOf } from '../../../shared/domain/risk-assessments';
import type { ReplicaDb } from '../../sync/replica-db';
import { useCompanySettings } from '../company-settings';

/** The tenant's risk matrix thresholds from its company settings, the default without (RA-3). */
export function useThresholds(db: ReplicaDb): RiskThresholds {
  return thresholdsOf(useCompanySettings(db)?.data);
}
