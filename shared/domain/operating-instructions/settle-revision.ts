/**
 * OI-22: who revised an instruction and on which day is settled by the server at commit from the
 * committer and the commit day (docs/sync-spec.md D4), as measures' checks are; a device only
 * says that it was revised (a new `revisedAt`). Otherwise both stay as stored.
 */
import type { DocumentData } from '../../entities/entity';
import { approvalDay } from '../substances';

export interface RevisionStamp {
  readonly employeeId: string | undefined;
  readonly at: string;
}

export function settleRevision(
  previous: DocumentData | undefined,
  data: DocumentData,
  stamp: RevisionStamp,
): DocumentData {
  const next: Record<string, unknown> = { ...data };
  const revised = data.revisedAt !== undefined && data.revisedAt !== previous?.revisedAt;
  if (revised) {
    next.revisedAt = approvalDay(stamp.at);
    if (stamp.employeeId) next.revisedBy = stamp.employeeId;
    else delete next.revisedBy;
    return next;
  }
  for (const name of ['revisedAt', 'revisedBy'] as const) {
    if (previous?.[name] === undefined) delete next[name];
    else next[name] = previous[name];
  }
  return next;
}
