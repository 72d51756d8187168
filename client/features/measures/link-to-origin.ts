import { entityFor } from '../../../shared/entities/registry';
import type { ReplicaDb } from '../../sync/replica-db';
import { patchDocument } from '../../sync/write-api';
import { asStrings } from '../entity-detail';

/** Whether documents of the type list their measures in a `measures` field (site inspections, permits, conditions). */
function listsMeasures(type: string): boolean {
  const field = entityFor(type)?.fields.measures;
  return field?.kind === 'reference' && field.to.includes('MEASURE');
}

/**
 * Adds a new measure to its origin's measures, so the origin (its form and its PDF report) lists
 * it. Nothing happens when the origin is not on this device, keeps no list of measures, or lists
 * the measure already.
 */
export async function linkMeasureToOrigin(db: ReplicaDb, originId: string, measureId: string): Promise<void> {
  const origin = await db.view.get(originId);
  if (!origin || !listsMeasures(origin.type)) return;
  const measures = asStrings(origin.data.measures);
  if (measures.includes(measureId)) return;
  await patchDocument(db, origin.type, originId, { measures: [...measures, measureId] });
}
