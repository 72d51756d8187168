import { and, asc, inArray } from 'drizzle-orm';
import {
  activitySubstanceId,
  componentIds,
  EMKG_RATING_VERSION,
  EMKG_STORED_FIELDS,
  emkgSources,
  storageIds,
  storedRating,
  substancesAffectedBy,
  withStoredRating,
} from '../../../shared/domain/activities';
import { rateActivity } from '../../../shared/domain/emkg';
import type { DocumentData } from '../../../shared/entities/entity';
import { jsonEqual } from '../../../shared/sync/equal';
import type { Db } from '../../db/database';
import { liveOfType } from '../../db/live-documents';
import { documents } from '../../db/schema';
import type { DomainCommitHooks, HookContext } from '../../sync/commit-hooks';
import { referringDocuments } from '../../sync/document-refs';
import type { SystemWriter } from '../../sync/system-write';
import { previousData } from '../../sync/write-document';

/** The reason of the system's versions that re-rate an activity (history: "EMKG rating recomputed"). */
export const RATING_REASON = 'rating';

const SUBSTANCE = 'SUBSTANCE';

/** The tenant's live documents of one type, by id: the only documents a rating reads (never another tenant's). */
async function liveDocuments(tx: Db, tenantId: string, type: string): Promise<Map<string, DocumentData>> {
  const rows = await tx
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(liveOfType(tenantId, type))
    .orderBy(asc(documents.id))
    .all();
  return new Map(rows.map((row) => [row.id, row.data]));
}

/** The tenant's live substances of these ids. */
async function substancesById(tx: Db, tenantId: string, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(and(liveOfType(tenantId, SUBSTANCE), inArray(documents.id, [...new Set(ids)])))
    .all();
}

/** The tenant's live substances held in one of these storages (references index, decision 0065). */
async function substancesStoredIn(tx: Db, tenantId: string, storages: readonly string[]) {
  return referringDocuments(tx, tenantId, { type: SUBSTANCE, field: 'storageLocations.storage', to: storages });
}

type Row = { readonly id: string; readonly data: DocumentData };

/** Substances by id, in the order of their ids (the order of the tenant's substances a rating reads). */
function byId(...parts: readonly (readonly Row[])[]): Map<string, DocumentData> {
  const rows = parts.flat().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return new Map(rows.map((row) => [row.id, row.data]));
}

/**
 * The live substances a rating of activities naming one of `ids` reads (emkgSources): each of
 * them, their components and the substances sharing one of their storages; no other substance
 * of the tenant can move those ratings.
 */
async function ratingSubstances(tx: Db, tenantId: string, ids: readonly string[]): Promise<Map<string, DocumentData>> {
  const named = await substancesById(tx, tenantId, ids);
  const components = await substancesById(
    tx,
    tenantId,
    named.flatMap((row) => componentIds(row.data)),
  );
  const alongside = await substancesStoredIn(
    tx,
    tenantId,
    named.flatMap((row) => storageIds(row.data)),
  );
  return byId(named, components, alongside);
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

/** Patches each of these activities whose stored rating fields differ from a rating among `substances`; answers how many changed. */
async function reRateEach(
  activities: Iterable<readonly [string, DocumentData]>,
  substances: ReadonlyMap<string, DocumentData>,
  writerFor: () => SystemWriter,
): Promise<number> {
  let changed = 0;
  for (const [id, activity] of activities) {
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
 * The substances whose activities' ratings a change of `changed` can move (substancesAffectedBy),
 * read through the references index: the mixtures naming it as a component and the substances
 * sharing a storage with it (before or after the change) or with one of those mixtures.
 */
async function affectedSubstances(
  tx: Db,
  tenantId: string,
  changed: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<Set<string>> {
  const mixtures = await referringDocuments(tx, tenantId, {
    type: SUBSTANCE,
    field: 'composition.component',
    to: [changed],
  });
  const storages = [before, after, ...mixtures.map((mixture) => mixture.data)].flatMap((data) =>
    data ? storageIds(data) : [],
  );
  const sharing = await substancesStoredIn(tx, tenantId, storages);
  return substancesAffectedBy(changed, before, after, byId(mixtures, sharing));
}

/**
 * Re-rates the activities whose rating a change of the substance `changed` can move (D5, S3), as
 * the system's follow-ups in the same transaction: only the activities naming an affected
 * substance are read, with the substances their ratings read (decision 0065).
 */
async function reRate(
  { tx, tenant }: HookContext,
  changed: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  system: (reason: string) => SystemWriter,
): Promise<void> {
  const affected = [...(await affectedSubstances(tx, tenant.id, changed, before, after))];
  const activities = await referringDocuments(tx, tenant.id, { type: 'ACTIVITY', field: 'substance', to: affected });
  if (activities.length === 0) return;
  const substances = await ratingSubstances(tx, tenant.id, affected);
  let writer: SystemWriter | undefined;
  await reRateEach(
    activities.map((activity) => [activity.id, activity.data] as const),
    substances,
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
      run: async (tx, tenantId, writer) =>
        reRateEach(
          await liveDocuments(tx, tenantId, 'ACTIVITY'),
          await liveDocuments(tx, tenantId, SUBSTANCE),
          () => writer,
        ),
    },
  ],
  documents: {
    ACTIVITY: {
      settle: async ({ tx, tenant }, { data }) => {
        const substanceId = activitySubstanceId(data);
        const substances = await ratingSubstances(tx, tenant.id, substanceId === undefined ? [] : [substanceId]);
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
