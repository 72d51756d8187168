import { and, eq } from 'drizzle-orm';
import type { Tenant } from '../../auth/identity';
import type { Db } from '../../db/database';
import { regulationCustomers, tenants } from '../../db/schema';

/** One customer of a manager as the operator configured it (docs/decisions/0043-regulation-customers.md). */
export interface CustomerRelation {
  readonly customer: Tenant;
  readonly sharesEvaluations: boolean;
}

/** The customer tenants of a manager tenant, by the customers' trimmed names. */
export async function customersOf(db: Db, managerTenantId: string): Promise<CustomerRelation[]> {
  const rows = await db
    .select({ customer: tenants, sharesEvaluations: regulationCustomers.sharesEvaluations })
    .from(regulationCustomers)
    .innerJoin(tenants, eq(tenants.id, regulationCustomers.customerTenantId))
    .where(eq(regulationCustomers.managerTenantId, managerTenantId))
    .orderBy(tenants.trimmedName)
    .all();
  return rows.map((row) => ({ customer: row.customer, sharesEvaluations: Boolean(row.sharesEvaluations) }));
}

/** Records (or updates) that `customer` is a customer of `manager`. */
export async function putCustomerRelation(
  db: Db,
  managerTenantId: string,
  customerTenantId: string,
  sharesEvaluations: boolean,
): Promise<void> {
  await db
    .insert(regulationCustomers)
    .values({ managerTenantId, customerTenantId, sharesEvaluations, createdAt: Date.now() })
    .onConflictDoUpdate({
      target: [regulationCustomers.managerTenantId, regulationCustomers.customerTenantId],
      set: { sharesEvaluations },
    })
    .run();
}

/** Ends the relation; answers whether there was one. */
export async function deleteCustomerRelation(db: Db, managerTenantId: string, customerTenantId: string) {
  const removed = await db
    .delete(regulationCustomers)
    .where(
      and(
        eq(regulationCustomers.managerTenantId, managerTenantId),
        eq(regulationCustomers.customerTenantId, customerTenantId),
      ),
    )
    .returning({ id: regulationCustomers.customerTenantId })
    .all();
  return removed.length > 0;
}
