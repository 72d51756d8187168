import { settleMeasure } from '../../../shared/domain/measures';
import { employeesOfUsers } from '../../auth/employee-names';
import type { DomainCommitHooks } from '../../sync/commit-hooks';

/**
 * Measures (docs/domain/measures.md MEA-9, MEA-10): the day a measure was done, and who checked
 * its effectiveness when, are settled by the server from the committer and the commit time
 * (docs/sync-spec.md D4). The system (demo data, generated occurrences) writes them as given.
 */
export const measuresDomain: DomainCommitHooks = {
  documents: {
    MEASURE: {
      settle: async ({ tx, tenant, userId }, { data, previous, at }) => {
        if (userId === null) return { data };
        const employeeId = (await employeesOfUsers(tx, tenant.id, [userId])).get(userId)?.employeeId;
        return { data: settleMeasure(previous, data, { employeeId, at: new Date(at).toISOString() }) };
      },
    },
  },
};
