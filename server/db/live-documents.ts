import { and, eq, type SQL } from 'drizzle-orm';
import { documents, employeeAccounts } from './schema';

/** The live (not deleted) documents of one type in one tenant: the condition of every such read. */
export function liveOfType(tenantId: string, type: string): SQL | undefined {
  return and(eq(documents.tenantId, tenantId), eq(documents.type, type), eq(documents.deleted, false));
}

/** Joins a sign-in account to its employee document in the same tenant, while that document lives. */
export const accountEmployeeJoin = and(
  eq(documents.tenantId, employeeAccounts.tenantId),
  eq(documents.id, employeeAccounts.employeeId),
  eq(documents.type, 'EMPLOYEE'),
  eq(documents.deleted, false),
);
