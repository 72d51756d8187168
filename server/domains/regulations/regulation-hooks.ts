import type { CommitHooks, DomainCommitHooks } from '../../sync/commit-hooks';
import { deliverToCustomers } from './delivery';

/**
 * Regulations across tenants (docs/domain/regulations.md): every committed version or deletion
 * of a manager's regulation is delivered to its customers in the same transaction (RGL-2 … RGL-7).
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
    },
  };
}
