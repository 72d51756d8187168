import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../shared/access/evaluate';
import type { Subscriptions } from '../../shared/notifications/subscriptions';
import type { Tenant } from '../auth/identity';
import { loadPrincipal } from '../auth/principal';
import type { Db } from '../db/database';
import { accountEmployeeJoin } from '../db/live-documents';
import { documents, employeeAccounts, notificationSubscriptions } from '../db/schema';
import { parseStored } from './subscription-store';

/** A user of the tenant who subscribed to something, as the access evaluator sees them. */
export interface Recipient {
  readonly userId: string;
  readonly principal: Principal;
  readonly subscriptions: Subscriptions;
}

/**
 * Every user of the tenant with subscriptions who still signs in as an employee of it (an
 * account bound to an employee that is not deleted), with their principal: one query for the
 * subscribers, one per subscriber for their roles and departments.
 */
export async function loadRecipients(db: Db, tenant: Tenant): Promise<Recipient[]> {
  const rows = await db
    .select({
      userId: notificationSubscriptions.userId,
      subscriptions: notificationSubscriptions.subscriptions,
      employeeId: documents.id,
      employeeData: documents.data,
    })
    .from(notificationSubscriptions)
    .innerJoin(
      employeeAccounts,
      and(
        eq(employeeAccounts.tenantId, notificationSubscriptions.tenantId),
        eq(employeeAccounts.userId, notificationSubscriptions.userId),
      ),
    )
    .innerJoin(documents, accountEmployeeJoin)
    .where(eq(notificationSubscriptions.tenantId, tenant.id))
    .all();
  const recipients: Recipient[] = [];
  for (const row of rows) {
    const subscriptions = parseStored(row.subscriptions);
    if (Object.keys(subscriptions).length === 0) continue;
    const principal = await loadPrincipal(db, { tenant, employee: { id: row.employeeId, data: row.employeeData } });
    recipients.push({ userId: row.userId, principal, subscriptions });
  }
  return recipients;
}
