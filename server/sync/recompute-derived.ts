import { and, eq } from 'drizzle-orm';
import { ENTITY_LIST } from '../../shared/entities/registry';
import { jsonEqual } from '../../shared/sync/equal';
import type { Db } from '../db/database';
import { liveOfType } from '../db/live-documents';
import { derivedVersions, documents, tenants } from '../db/schema';
import { commitAsSystem, type SystemDeps, SystemWriteError } from './system-write';

/** What one recomputation did, for the job's record. */
export interface RecomputeCounts {
  /** Tenant and type pairs whose stored rule version was older than the current one. */
  readonly outdated: number;
  /** Documents whose stored derived values changed. */
  readonly recomputed: number;
  /** Documents the current rules refuse as they are stored; they keep their values until edited. */
  readonly invalid: number;
}

const DERIVED_ENTITIES = ENTITY_LIST.filter((entity) => entity.derive !== undefined);

/** The rule version a tenant's stored values of `key` (a type, or a domain module's recomputation) were computed by. */
async function storedVersion(db: Db, tenantId: string, key: string): Promise<number | undefined> {
  const stored = await db
    .select({ version: derivedVersions.version })
    .from(derivedVersions)
    .where(and(eq(derivedVersions.tenantId, tenantId), eq(derivedVersions.type, key)))
    .get();
  return stored?.version;
}

async function recordVersion(tx: Db, tenantId: string, key: string, version: number): Promise<void> {
  const computedAt = Date.now();
  await tx
    .insert(derivedVersions)
    .values({ tenantId, type: key, version, computedAt })
    .onConflictDoUpdate({ target: [derivedVersions.tenantId, derivedVersions.type], set: { version, computedAt } })
    .run();
}

/**
 * Brings every tenant's stored derived values up to the current version of each entity's rule
 * (docs/sync-spec.md D3): per tenant and type one system commit with the reason `recompute`,
 * which writes the documents whose values change and records the version, so a run that is
 * stopped half-way leaves each tenant either done or untouched, and a second run does nothing.
 * The domain modules' recomputations of values derived from other documents (D5: an activity's
 * EMKG rating) run the same way, per tenant and recomputation.
 */
export async function recomputeDerived(deps: SystemDeps): Promise<RecomputeCounts> {
  let outdated = 0;
  let recomputed = 0;
  let invalid = 0;
  for (const tenant of await deps.db.select({ id: tenants.id }).from(tenants).all()) {
    for (const entity of DERIVED_ENTITIES) {
      const rule = entity.derive;
      if (!rule) continue;
      if ((await storedVersion(deps.db, tenant.id, entity.type)) === rule.version) continue;
      outdated += 1;
      await commitAsSystem(deps, tenant.id, 'recompute', async (writer, tx) => {
        const rows = await tx
          .select({ id: documents.id, data: documents.data })
          .from(documents)
          .where(liveOfType(tenant.id, entity.type))
          .all();
        for (const row of rows) {
          const values = rule.values(row.data);
          if (Object.entries(values).every(([name, value]) => jsonEqual(row.data[name], value))) continue;
          try {
            await writer.patch(entity.type, row.id, values);
            recomputed += 1;
          } catch (error) {
            // Refused before anything was written (schema or domain check): the transaction stays sound.
            if (!(error instanceof SystemWriteError)) throw error;
            invalid += 1;
          }
        }
        await recordVersion(tx, tenant.id, entity.type, rule.version);
      });
    }
    for (const recomputation of deps.hooks.recomputations) {
      if ((await storedVersion(deps.db, tenant.id, recomputation.key)) === recomputation.version) continue;
      outdated += 1;
      await commitAsSystem(deps, tenant.id, 'recompute', async (writer, tx) => {
        recomputed += await recomputation.run(tx, tenant.id, writer);
        await recordVersion(tx, tenant.id, recomputation.key, recomputation.version);
      });
    }
  }
  return { outdated, recomputed, invalid };
}
