import type { AccountProvider } from '../accounts/account-flags';
import type { Config } from '../config';
import { type CommitHooks, combineHooks } from '../sync/commit-hooks';
import { activitiesDomain } from './activities';
import { employeesDomain } from './employees';
import { measuresDomain } from './measures';
import { notificationsDomain } from './notifications';
import { operatingInstructionsDomain } from './operating-instructions';
import { regulationsDomain } from './regulations';
import { riskAssessmentsDomain } from './risk-assessments';
import { substancesDomain } from './substances';

/** What the server's domain modules need from its configuration. */
export interface DomainOptions {
  /** Who provides sign-in accounts (docs/decisions/0018-employee-accounts.md). */
  readonly accounts: AccountProvider;
}

/**
 * The domain modules' part in every commit, one list for the whole server (docs/ARCHITECTURE.md
 * "Domain modules"): the sync core runs these hooks and knows no document type itself.
 */
export function domainHooks(options: DomainOptions): CommitHooks {
  const hooks: CommitHooks = combineHooks([
    employeesDomain(options.accounts),
    measuresDomain,
    operatingInstructionsDomain,
    riskAssessmentsDomain,
    substancesDomain,
    activitiesDomain,
    regulationsDomain(() => hooks),
    notificationsDomain,
  ]);
  return hooks;
}

/** Who provides the sign-in accounts of a server with this configuration: the embedded provider when it runs. */
export function accountProviderFor(config: Pick<Config, 'embeddedIdp' | 'publicUrl'>): AccountProvider {
  return config.embeddedIdp ? { kind: 'embedded', publicUrl: config.publicUrl } : { kind: 'external' };
}

/** The domain hooks of a server with this configuration. */
export function domainHooksFor(config: Pick<Config, 'embeddedIdp' | 'publicUrl'>): CommitHooks {
  return domainHooks({ accounts: accountProviderFor(config) });
}
