import { and, eq, inArray } from 'drizzle-orm';
import { type Principal, principalOf } from '../../shared/access/evaluate';
import type { Db } from '../db/database';
import { documents } from '../db/schema';
import type { Membership } from './identity';

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The employee behind a request as the access evaluator sees them: the rules of their
 * roles, their locations, their departments and those departments' locations.
 */
export async function loadPrincipal(db: Db, membership: Membership): Promise<Principal> {
  const tenantId = membership.tenant.id;
  const { data } = membership.employee;
  const roleIds = ids(data.accessRoles);
  const departmentIds = ids(data.departments);
  const related = [...roleIds, ...departmentIds];
  const rows =
    related.length === 0
      ? []
      : await db
          .select({ id: documents.id, type: documents.type, data: documents.data, place: documents.place })
          .from(documents)
          .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, related), eq(documents.deleted, false)))
          .all();
  const roles = rows.filter((row) => row.type === 'ACCESS_ROLE' && roleIds.includes(row.id)).map((row) => row.data);
  const departmentRows = rows.filter((row) => row.type === 'DEPARTMENT' && departmentIds.includes(row.id));
  const locations = new Set([...ids(data.locations), ...departmentRows.flatMap((row) => row.place.locations)]);
  const departments = new Set(departmentRows.map((row) => row.id));
  return principalOf(roles, { locations, departments });
}
