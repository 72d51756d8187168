import { and, eq, inArray } from 'drizzle-orm';
import {
  isoWeekOf,
  SCORE_RECORD_TYPE,
  SCORED_TYPES,
  scoreRecord,
  scoreRecordId,
} from '../../../shared/domain/compliance';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema';
import type { CommitHooks } from '../../sync/commit-hooks';
import { commitAsSystemIn } from '../../sync/system-write';

/** The system's reason for the weekly records (docs/sync-spec.md S2). */
export const SCORE_HISTORY_REASON = 'score-history';

/** What recording one tenant's week did. */
export type RecordOutcome = 'recorded' | 'kept' | 'unrated';

/**
 * CMP-9 for one tenant, inside the caller's transaction: under the tenant's lock, the week of
 * `day` gets its record unless it has one, computed from every document of the tenant on that
 * day by the dashboard's rules. The record's id follows from the week, so a rerun, a later slot
 * of the same week or a second instance waiting for the lock finds it and writes nothing.
 */
export async function recordScore(tx: Db, hooks: CommitHooks, tenantId: string, day: string): Promise<RecordOutcome> {
  const id = scoreRecordId(isoWeekOf(day));
  const { value } = await commitAsSystemIn(tx, hooks, tenantId, SCORE_HISTORY_REASON, async (writer) => {
    const existing = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)))
      .get();
    if (existing) return 'kept';
    const rows = await tx
      .select({ id: documents.id, type: documents.type, data: documents.data })
      .from(documents)
      .where(
        and(eq(documents.tenantId, tenantId), inArray(documents.type, [...SCORED_TYPES]), eq(documents.deleted, false)),
      )
      .orderBy(documents.id)
      .all();
    const record = scoreRecord(rows, day);
    if (!record) return 'unrated';
    await writer.put(SCORE_RECORD_TYPE, id, record);
    return 'recorded';
  });
  return value;
}
