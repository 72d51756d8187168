import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../shared/access/evaluate';
import type { HistoryEntry } from '../../shared/api/history';
import type { DocumentData, EntityDefinition } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import { employeesOfUsers } from '../auth/employee-names';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import { documentVersions } from '../db/schema';
import { mayRead } from './visibility';
import { readDocument } from './write-document';

/** The new values of the changed enumeration fields of a version (a state the version led to). */
function enumValues(entity: EntityDefinition, data: DocumentData, changed: readonly string[]) {
  const values: Record<string, string | string[]> = {};
  for (const name of changed) {
    const value = data[name];
    if (entity.fields[name]?.kind !== 'enum') continue;
    if (typeof value === 'string') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.filter((item): item is string => typeof item === 'string');
  }
  return values;
}

/**
 * Who changed which fields when (the history tab); undefined when the document does not
 * exist in this tenant or the caller may not read it (docs/sync-spec.md A7: 404 alike).
 */
export async function documentHistory(
  db: Db,
  tenant: Tenant,
  caller: { readonly userId: string; readonly principal: Principal },
  type: string,
  id: string,
): Promise<HistoryEntry[] | undefined> {
  const entity = entityFor(type);
  const current = await readDocument(db, tenant.id, id);
  if (!entity || !current || current.type !== type) return undefined;
  if (!mayRead({ tenant, principal: caller.principal, userId: caller.userId }, current)) return undefined;
  const versions = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.tenantId, tenant.id), eq(documentVersions.id, id)))
    .orderBy(asc(documentVersions.version))
    .all();
  const names = await employeesOfUsers(db, tenant.id, [
    ...new Set(versions.flatMap((v) => (v.committedBy ? [v.committedBy] : []))),
  ]);
  return versions.map((version) => {
    const values = enumValues(entity, version.data, version.changedFields);
    return {
      version: version.version,
      committedAt: new Date(version.committedAt).toISOString(),
      committedBy: version.committedBy ? (names.get(version.committedBy) ?? null) : null,
      changedFields: version.changedFields,
      deleted: version.deleted,
      systemReason: version.committedBy ? null : version.reason,
      ...(Object.keys(values).length > 0 ? { values } : {}),
    };
  });
}
