import { and, eq, inArray } from 'drizzle-orm';
import { nextOccurrence, type StoredMeasure } from '../../../shared/domain/measures';
import { recurringMeasure } from '../../../shared/entities/recurring-measure';
import type { Db } from '../../db/database';
import { liveOfType } from '../../db/live-documents';
import { documents } from '../../db/schema';
import type { CommitHooks } from '../../sync/commit-hooks';
import { commitAsSystemIn } from '../../sync/system-write';

/** The system's reason for the measures a recurrence writes (docs/sync-spec.md S2). */
export const RECURRENCE_REASON = 'recurrence';

/**
 * MEA-11 … MEA-13 for one tenant, inside the caller's transaction: under the tenant's lock, each
 * recurring measure that recurs and has no open occurrence gets its next measure, with the id of
 * its deadline, and its next deadline advanced and the measure listed. Everything is read after
 * the lock is taken, so a second run, or a second instance waiting for the lock, finds the open
 * occurrence and writes nothing. Answers how many measures were written.
 */
export async function generateOccurrences(tx: Db, hooks: CommitHooks, tenantId: string): Promise<number> {
  const { value } = await commitAsSystemIn(tx, hooks, tenantId, RECURRENCE_REASON, async (writer) => {
    const recurring = await tx
      .select({ id: documents.id, data: documents.data })
      .from(documents)
      .where(liveOfType(tenantId, recurringMeasure.type))
      .orderBy(documents.id)
      .all();
    let written = 0;
    for (const row of recurring) {
      if (row.data.isRecurring !== true) continue;
      const measures = await tx
        .select({ id: documents.id, data: documents.data, deleted: documents.deleted })
        .from(documents)
        .where(
          and(eq(documents.tenantId, tenantId), inArray(documents.id, measureIds(row.id, row.data.generatedMeasures))),
        )
        .all();
      const byId = new Map<string, StoredMeasure>(measures.map((measure) => [measure.id, measure]));
      const occurrence = await nextOccurrenceChecked(tx, tenantId, row.id, row.data, byId);
      if (!occurrence) continue;
      await writer.put('MEASURE', occurrence.id, occurrence.measure);
      await writer.patch(recurringMeasure.type, row.id, {
        nextDeadlineAt: occurrence.nextDeadlineAt,
        generatedMeasures: [...occurrence.generatedMeasures],
      });
      written += 1;
    }
    return written;
  });
  return value;
}

function measureIds(recurringId: string, generated: unknown): string[] {
  const listed = Array.isArray(generated) ? generated.filter((id): id is string => typeof id === 'string') : [];
  return [...new Set([recurringId, ...listed])];
}

/**
 * The next occurrence, looking up ids the generator would take (MEA-12) in the store, so that
 * any stored document of that id, of whatever type and deleted or not, is skipped.
 */
async function nextOccurrenceChecked(
  tx: Db,
  tenantId: string,
  recurringId: string,
  data: Parameters<typeof nextOccurrence>[1],
  known: Map<string, StoredMeasure>,
) {
  const taken = new Map(known);
  for (;;) {
    const missing: string[] = [];
    const occurrence = nextOccurrence(recurringId, data, (id) => {
      const found = taken.get(id);
      if (found === undefined && !taken.has(id)) missing.push(id);
      return found;
    });
    if (missing.length === 0) return occurrence;
    const rows = await tx
      .select({ id: documents.id, data: documents.data, deleted: documents.deleted })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, missing)))
      .all();
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of missing) {
      const row = found.get(id);
      if (row) taken.set(id, row);
      else taken.set(id, undefined as unknown as StoredMeasure);
    }
    if (missing.every((id) => !found.has(id))) return occurrence;
  }
}
