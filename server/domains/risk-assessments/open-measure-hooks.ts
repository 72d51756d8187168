import { openMeasureCount } from '../../../shared/domain/risk-assessments';
import type { DocumentData } from '../../../shared/entities/entity';
import { measure } from '../../../shared/entities/measure';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import type { Db } from '../../db/database';
import { liveOfType } from '../../db/live-documents';
import { documents } from '../../db/schema';
import type { HookContext, Recomputation } from '../../sync/commit-hooks';
import { referringDocuments } from '../../sync/document-refs';
import type { SystemWriter } from '../../sync/system-write';
import { type DocumentRow, previousData, readDocument } from '../../sync/write-document';

/** The reason of the system's versions that count an assessment's open measures anew (history). */
export const OPEN_MEASURES_REASON = 'open-measures';

/** The rule version of the count (RA-11); raising it counts every assessment anew once (D3). */
const OPEN_MEASURES_VERSION = 1;

/** The tenant's live measure documents, each with its id (never another tenant's): the recount of every assessment. */
async function liveMeasures(tx: Db, tenantId: string): Promise<{ id: string; data: DocumentData }[]> {
  return tx
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(liveOfType(tenantId, measure.type))
    .all();
}

/** The tenant's live measures naming the assessment as origin, through the references index (decision 0065). */
export async function measuresOf(
  tx: Db,
  tenantId: string,
  assessmentId: string,
): Promise<{ id: string; data: DocumentData }[]> {
  return referringDocuments(tx, tenantId, { type: measure.type, field: 'origin', to: [assessmentId] });
}

/** RA-11: the assessment's data with its open measures as the tenant's measure documents count them. */
export async function withOpenMeasureCount(
  { tx, tenant }: HookContext,
  assessmentId: string,
  data: DocumentData,
): Promise<DocumentData> {
  return {
    ...data,
    undoneNewMeasureCount: openMeasureCount(assessmentId, await measuresOf(tx, tenant.id, assessmentId)),
  };
}

const originOf = (data: DocumentData | undefined) => (typeof data?.origin === 'string' ? data.origin : undefined);

/**
 * Counts anew the open measures of the live risk assessments a measure named as origin before
 * or after its change; the count itself is settled at the assessment's commit, so a patch that
 * changes nothing else is a no-op when the count holds.
 */
async function recount(
  ctx: HookContext,
  origins: readonly (string | undefined)[],
  system: (reason: string) => SystemWriter,
): Promise<void> {
  let writer: SystemWriter | undefined;
  for (const origin of new Set(origins)) {
    if (origin === undefined) continue;
    const assessment = await readDocument(ctx.tx, ctx.tenant.id, origin);
    if (!assessment || assessment.deleted || assessment.type !== riskAssessment.type) continue;
    const next = await withOpenMeasureCount(ctx, origin, assessment.data);
    if (next.undoneNewMeasureCount === assessment.data.undoneNewMeasureCount) continue;
    writer ??= system(OPEN_MEASURES_REASON);
    await writer.patch(riskAssessment.type, origin, { undoneNewMeasureCount: next.undoneNewMeasureCount });
  }
}

/** A measure committed: the assessments it named before and names now count again. */
export async function afterMeasureCommit(
  ctx: HookContext,
  row: DocumentRow,
  system: (reason: string) => SystemWriter,
): Promise<DocumentRow> {
  await recount(ctx, [originOf(await previousData(ctx.tx, row)), originOf(row.data)], system);
  return row;
}

/** A measure deleted: the assessment it named counts again. */
export async function afterMeasureDelete(
  ctx: HookContext,
  row: DocumentRow,
  system: (reason: string) => SystemWriter,
): Promise<void> {
  await recount(ctx, [originOf(row.data)], system);
}

/** Every assessment of a tenant counted once when the rule's version grows (the stored counts were typed or the device's). */
export const openMeasuresRecomputation: Recomputation = {
  key: `${riskAssessment.type}.openMeasures`,
  version: OPEN_MEASURES_VERSION,
  run: async (tx, tenantId, writer) => {
    const measures = await liveMeasures(tx, tenantId);
    const assessments = await tx
      .select({ id: documents.id, data: documents.data })
      .from(documents)
      .where(liveOfType(tenantId, riskAssessment.type))
      .all();
    let changed = 0;
    for (const { id, data } of assessments) {
      const count = openMeasureCount(id, measures);
      if (count === data.undoneNewMeasureCount) continue;
      await writer.patch(riskAssessment.type, id, { undoneNewMeasureCount: count });
      changed += 1;
    }
    return changed;
  },
};
