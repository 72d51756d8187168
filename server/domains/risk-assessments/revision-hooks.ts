import { settleRiskAssessment } from '../../../shared/domain/risk-assessments';
import { employeesOfUsers } from '../../auth/employee-names';
import type { DomainCommitHooks } from '../../sync/commit-hooks';

/**
 * Risk assessments (docs/domain/risk-assessments.md RA-8, RA-9): who revised an assessment and
 * on which day, and its next revision, are settled by the server from the committer and the
 * commit time (docs/sync-spec.md D4). The system (demo data) writes them as given.
 */
export const riskAssessmentsDomain: DomainCommitHooks = {
  documents: {
    RISK_ASSESSMENT: {
      settle: async ({ tx, tenant, userId }, { data, previous, at }) => {
        if (userId === null) return { data };
        const employeeId = (await employeesOfUsers(tx, tenant.id, [userId])).get(userId)?.employeeId;
        return { data: settleRiskAssessment(previous, data, { employeeId, at: new Date(at).toISOString() }) };
      },
    },
  },
};
