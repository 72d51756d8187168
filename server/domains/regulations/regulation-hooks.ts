import { settleEvaluation, settleReport } from '../../../shared/domain/regulations';
import { employeesOfUsers } from '../../auth/employee-names';
import type { CommitHooks, DomainCommitHooks } from '../../sync/commit-hooks';
import { deliverReport, deliverToCustomers, regulationsFor } from './delivery';

/**
 * Regulations across tenants (docs/domain/regulations.md): every committed version or deletion
 * of a manager's regulation is delivered to its customers in the same transaction (RGL-2 … RGL-7),
 * its published reports reach the customer they name (RGL-14 … RGL-16), and who evaluated a customer's compliance when is settled from the commit (RGL-11).
 * `hooks` answers the server's combined hooks, so the customer's commits run them too.
 */
export function regulationsDomain(hooks: () => CommitHooks): DomainCommitHooks {
  return {
    documents: {
      REGULATION: {
        afterCommit: async ({ tx, tenant }, row) => {
          await deliverToCustomers(tx, hooks(), tenant, row);
          return row;
        },
        afterDelete: async ({ tx, tenant }, row) => deliverToCustomers(tx, hooks(), tenant, row),
      },
      REGULATION_REPORT: {
        settle: async ({ tx, tenant, userId }, { data, previous, at }) => {
          if (data.publishedBy !== undefined) return { data };
          // The system (the demo seed) may date what it publishes; a member's publishing is dated by the commit.
          const commitDay = new Date(at).toISOString().slice(0, 10);
          const today = userId === null && typeof data.publishedAt === 'string' ? data.publishedAt : commitDay;
          return {
            data: await settleReport(previous, data, today, (customer) => regulationsFor(tx, tenant, customer)),
          };
        },
        afterCommit: async ({ tx, tenant }, row) => {
          await deliverReport(tx, hooks(), tenant, row);
          return row;
        },
        afterDelete: async ({ tx, tenant }, row) => deliverReport(tx, hooks(), tenant, row),
      },
      REGULATION_EVALUATION: {
        settle: async ({ tx, tenant, userId }, { data, previous, at }) => {
          if (userId === null) return { data };
          const employeeId = (await employeesOfUsers(tx, tenant.id, [userId])).get(userId)?.employeeId;
          return { data: settleEvaluation(previous, data, { employeeId, at: new Date(at).toISOString() }) };
        },
      },
    },
  };
}
