import { settleApproval } from '../../../shared/domain/substances';
import { APPROVAL_REFUSAL_MESSAGES } from '../../../shared/entities/substance.rules';
import { jsonEqual } from '../../../shared/sync/equal';
import { employeesOfUsers } from '../../auth/employee-names';
import type { DomainCommitHooks, HookContext } from '../../sync/commit-hooks';

/** The employee the committing user is in the tenant; undefined for a user bound to none. */
async function committingEmployee({ tx, tenant, userId }: HookContext & { readonly userId: string }) {
  return (await employeesOfUsers(tx, tenant.id, [userId])).get(userId)?.employeeId;
}

/**
 * Substances (docs/domain/substances.md): the approval workflow's steps are the server's to
 * admit and to stamp (SUB-APR-4, SUB-APR-5). A device's change of the approval must follow the
 * stored state, and who and when of a step are the committing employee and the commit time.
 * The system (demo data, recomputations) writes approvals as given; the entity's rules
 * (SUB-APR-3) hold for every write.
 */
export const substancesDomain: DomainCommitHooks = {
  documents: {
    SUBSTANCE: {
      settle: async (ctx, { data, previous, at }) => {
        const { userId } = ctx;
        if (userId === null || jsonEqual(previous?.approval, data.approval)) return { data };
        const employeeId = await committingEmployee({ ...ctx, userId });
        const outcome = settleApproval(previous?.approval, data.approval, {
          employeeId,
          at: new Date(at).toISOString(),
        });
        if (!outcome.ok) {
          const path = outcome.refusal === 'DECIDED' ? 'approval' : 'approval.state';
          return { issues: [{ path, message: APPROVAL_REFUSAL_MESSAGES[outcome.refusal].id }] };
        }
        const { approval: _replaced, ...rest } = data;
        return { data: outcome.approval === undefined ? rest : { ...rest, approval: outcome.approval } };
      },
    },
  },
};
