import type { DocumentData } from '../../../shared/entities/entity';
import { maintenance } from '../../../shared/entities/maintenance';
import { measure } from '../../../shared/entities/measure';
import type { Db } from '../../db/database';
import { liveOfType } from '../../db/live-documents';
import { documents } from '../../db/schema';
import type { CommitHooks } from '../../sync/commit-hooks';
import { commitAsSystemIn } from '../../sync/system-write';

/** The system's reason for the measures taken out of maintenance (docs/sync-spec.md S2). */
export const EMBEDDED_MEASURE_REASON = 'embedded-measure';

/** The id of the measure document an embedded measure becomes: the same on every run. */
export function embeddedMeasureId(maintenanceId: string): string {
  return `${maintenanceId}-measure`;
}

function isRecord(value: unknown): value is DocumentData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * FAC-5 for one tenant, inside the caller's transaction: each maintenance still holding the
 * embedded measure of older versions (`measure`) gets it as a measure document with the
 * maintenance as origin, and loses the embedded one. An empty embedded measure is only removed.
 * Under the tenant's lock, with the measure's id following from the maintenance, a rerun or a
 * second instance writes nothing twice. Answers how many measures were written.
 */
export async function moveEmbeddedMeasures(tx: Db, hooks: CommitHooks, tenantId: string): Promise<number> {
  const { value } = await commitAsSystemIn(tx, hooks, tenantId, EMBEDDED_MEASURE_REASON, async (writer) => {
    const rows = await tx
      .select({ id: documents.id, data: documents.data })
      .from(documents)
      .where(liveOfType(tenantId, maintenance.type))
      .orderBy(documents.id)
      .all();
    let written = 0;
    for (const row of rows) {
      if (!Object.hasOwn(row.data, 'measure')) continue;
      const embedded = row.data.measure;
      if (isRecord(embedded) && Object.keys(embedded).length > 0) {
        await writer.put(measure.type, embeddedMeasureId(row.id), { ...embedded, origin: row.id });
        written += 1;
      }
      await writer.patch(maintenance.type, row.id, { measure: null });
    }
    return written;
  });
  return value;
}
