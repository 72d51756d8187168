import { and, eq } from 'drizzle-orm';
import {
  activitySubstanceId,
  EMKG_RATING_VERSION,
  EMKG_STORED_FIELDS,
  emkgSources,
  storedRating,
  substancesAffectedBy,
  withStoredRating,
} from '../../../shared/domain/activities';
import { rateActivity } from '../../../shared/domain/emkg';
import type { DocumentData } from '../../../shared/entities/entity';
import { jsonEqual } from '../../../shared/sync/equal';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema';
import type { DomainCommitHooks, HookContext } from '../../sync/commit-hooks';
import type { SystemWriter } from '../../sync/system-write';
import { previousData } from '../../sync/write-document';

/** The reason of the system's versions that re-rate an activity (history: "EMKG rating recomputed"). */
export const RATING_REASON = 'rating';

/** The tenant's live documents of one type, by id: the only documents a rating reads (never another tenant's). */
async function liveDocuments(tx: Db, tenantId: string, type: string): Promise<Map<string, DocumentData>> {
  const rows = await tx
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.type, type), eq(documents.deleted, false)))
    .all();
  return new Map(rows.map((row) => [row.id, row.data]));
}

/** The stored rating fields of an activity among the tenant's substances (docs/decisions/0035-emkg-rating-stored.md). */
function ratingFields(activity: DocumentData, substances: ReadonlyMap<string, DocumentData>): DocumentData {
  const sources = emkgSources(activity, substances);
  return storedRating(
    sources && rateActivity(activity, sources.substance.data, sources.components, sources.context),
    sources?.substance.data,
  );
}

const storedFieldsOf = (data: DocumentData): DocumentData =>
  Object.fromEntries(EMKG_STORED_FIELDS.flatMap((name) => (data[name] === undefined ? [] : [[name, data[name]]])));

/**
 * Rates anew the tenant's activities whose substance `concerned` names and patches, as the
 * writer `writerFor` gives, each one whose stored fields change; answers how many changed.
 */
async function reRateActivities(
  tx: Db,
  tenantId: string,
  concerned: (substances: ReadonlyMap<string, DocumentData>) => (substanceId: string) => boolean,
  writerFor: () => SystemWriter,
): Promise<number> {
  const substances = await liveDocuments(tx, tenantId, 'SUBSTANCE');
  const isConcerned = concerned(substances);
  let changed = 0;
  for (const [id, activity] of await liveDocuments(tx, tenantId, 'ACTIVITY')) {
    const substanceId = activitySubstanceId(activity);
    if (substanceId !== undefined && !isConcerned(substanceId)) continue;
    const fields = ratingFields(activity, substances);
    if (jsonEqual(storedFieldsOf(activity), fields)) continue;
    await writerFor().patch(
      'ACTIVITY',
      id,
      Object.fromEntries(EMKG_STORED_FIELDS.map((name) => [name, fields[name] ?? null])),
    );
    changed += 1;
  }
  return changed;
}

/**
 * Re-rates the activities whose rating a change of the substance `changed` can move (D5, S3), as
 * the system's follow-ups in the same transaction.
 */
async function reRate(
  { tx, tenant }: HookContext,
  changed: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  system: (reason: string) => SystemWriter,
): Promise<void> {
  let writer: SystemWriter | undefined;
  await reRateActivities(
    tx,
    tenant.id,
    (substances) => {
      const affected = substancesAffectedBy(changed, before, after, substances);
      return (substanceId) => affected.has(substanceId);
    },
    () => {
      writer ??= system(RATING_REASON);
      return writer;
    },
  );
}

/**
 * Activities (docs/decisions/0035-emkg-rating-stored.md, docs/sync-spec.md D5): the EMKG rating
 * is the server's, computed at every commit of an activity from the tenant's substances,
 * computed anew for the activities concerned whenever a substance is committed or deleted, and
 * for every activity once when the rating's rule version grows (D3).
 */
export const activitiesDomain: DomainCommitHooks = {
  recomputations: [
    {
      key: 'ACTIVITY.emkg',
      version: EMKG_RATING_VERSION,
      run: (tx, tenantId, writer) =>
        reRateActivities(
          tx,
          tenantId,
          () => () => true,
          () => writer,
        ),
    },
  ],
  documents: {
    ACTIVITY: {
      settle: async ({ tx, tenant }, { data }) => {
        const substances = await liveDocuments(tx, tenant.id, 'SUBSTANCE');
        return { data: withStoredRating(data, ratingFields(data, substances)) };
      },
    },
    SUBSTANCE: {
      afterCommit: async (ctx, row, system) => {
        await reRate(ctx, row.id, await previousData(ctx.tx, row), row.data, system);
        return row;
      },
      afterDelete: async (ctx, row, system) => {
        await reRate(ctx, row.id, row.data, undefined, system);
      },
    },
  },
};
