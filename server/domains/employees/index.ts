import { type AccountProvider, applyAccountFlags, emailTaken, wantsAccount } from '../../accounts/account-flags';
import type { DomainCommitHooks } from '../../sync/commit-hooks';

/**
 * Employees and their sign-in accounts (docs/decisions/0018-employee-accounts.md): an account
 * asked for must not take an e-mail another account of the tenant has; after the commit the
 * account is created or removed and the outcome written back as the system.
 */
export function employeesDomain(provider: AccountProvider): DomainCommitHooks {
  return {
    documents: {
      EMPLOYEE: {
        check: async ({ tx, tenant }, id, data) =>
          wantsAccount(data) && (await emailTaken(tx, tenant.id, id, data))
            ? [{ path: 'email', message: 'validation.invalid' }]
            : [],
        afterCommit: (ctx, row, system) => applyAccountFlags(ctx.tx, provider, row, system('account')),
      },
    },
  };
}
