import { siteInspection } from '../../../shared/entities/site-inspection';
import type { ReplicaDb } from '../../sync/replica-db';
import { patchDocument } from '../../sync/write-api';
import { asStrings } from '../entity-detail';

/**
 * Adds a measure created from a finding to its site inspection's measures, so the inspection
 * (its form and its PDF report) lists it. Nothing happens when the origin is no site
 * inspection on this device or already lists the measure.
 */
export async function linkMeasureToInspection(db: ReplicaDb, inspectionId: string, measureId: string): Promise<void> {
  const inspection = await db.view.get(inspectionId);
  if (!inspection || inspection.type !== siteInspection.type) return;
  const measures = asStrings(inspection.data.measures);
  if (measures.includes(measureId)) return;
  await patchDocument(db, siteInspection.type, inspectionId, { measures: [...measures, measureId] });
}
