import { settleRiskAssessment } from '../../../shared/domain/risk-assessments';
import type { DocumentData } from '../../../shared/entities/entity';
import { employeesOfUsers } from '../../auth/employee-names';
import type { HookContext, SettleInput } from '../../sync/commit-hooks';

/**
 * Risk assessments (docs/domain/risk-assessments.md RA-8, RA-9): who revised an assessment and
 * on which day, and its next revision, are settled by the server from the committer and the
 * commit time (docs/sync-spec.md D4). The system (demo data) writes them as given.
 */
export async function settleRevision(
  { tx, tenant, userId }: HookContext,
  { data, previous, at }: SettleInput,
): Promise<DocumentData> {
  if (userId === null) return data;
  const employeeId = (await employeesOfUsers(tx, tenant.id, [userId])).get(userId)?.employeeId;
  return settleRiskAssessment(previous, data, { employeeId, at: new Date(at).toISOString() });
}
