import { settleRevision } from '../../../shared/domain/operating-instructions';
import { employeesOfUsers } from '../../auth/employee-names';
import type { DocumentHooks, DomainCommitHooks } from '../../sync/commit-hooks';

/** OI-22: who revised the instruction and on which day: the committing employee and the commit day. */
const settle: NonNullable<DocumentHooks['settle']> = async ({ tx, tenant, userId }, { data, previous, at }) => {
  if (userId === null) return { data };
  const employeeId = (await employeesOfUsers(tx, tenant.id, [userId])).get(userId)?.employeeId;
  return { data: settleRevision(previous, data, { employeeId, at: new Date(at).toISOString() }) };
};

/**
 * Operating instructions (docs/domain/operating-instructions.md): the revision of both kinds is
 * settled by the server at commit (OI-22, docs/sync-spec.md D4). The system (demo data) writes
 * it as given.
 */
export const operatingInstructionsDomain: DomainCommitHooks = {
  documents: {
    SUBSTANCE_INSTRUCTION: { settle },
    WORK_EQUIPMENT_INSTRUCTION: { settle },
  },
};
