import { and, eq, inArray } from 'drizzle-orm';
import { documentTitle } from '../../shared/entities/document-title';
import type { Db } from '../db/database';
import { documents, employeeAccounts } from '../db/schema';

/** The employee a user is in a tenant, by id and name, as history and notifications name who acted. */
export interface ActingEmployee {
  readonly employeeId: string;
  readonly name: string;
}

/** The employees these users are bound to in the tenant, by user id; users without one are left out. */
export async function employeesOfUsers(
  db: Db,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, ActingEmployee>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: employeeAccounts.userId, employeeId: documents.id, data: documents.data })
    .from(employeeAccounts)
    .innerJoin(
      documents,
      and(eq(documents.tenantId, employeeAccounts.tenantId), eq(documents.id, employeeAccounts.employeeId)),
    )
    .where(and(eq(employeeAccounts.tenantId, tenantId), inArray(employeeAccounts.userId, [...userIds])))
    .all();
  return new Map(
    rows.map((row) => [row.userId, { employeeId: row.employeeId, name: documentTitle('EMPLOYEE', row.data) }]),
  );
}
