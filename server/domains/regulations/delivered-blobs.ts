import { eq } from 'drizzle-orm';
import { attachmentHashes, customerCopy } from '../../../shared/domain/regulations';
import type { Db } from '../../db/database';
import { liveOfType } from '../../db/live-documents';
import { documents, regulationCustomers, tenants } from '../../db/schema';
import { readDocument } from '../../sync/write-document';
import { isOwnRegulation } from './delivery';

/**
 * The manager tenant whose blob a customer may read (docs/domain/regulations.md RGL-4): the blob
 * is an attachment of a change of a regulation delivered to this customer, and the manager's
 * regulation delivers it to this customer now (published, naming it, the operator's relation in
 * place). Any other blob of the manager stays unknown to the customer. The blob is not copied:
 * the device uploads a change's files after pushing it, so the bytes are read from the manager's
 * storage when the customer asks for them.
 */
export async function deliveredBlobOwner(db: Db, tenantId: string, sha256: string): Promise<string | undefined> {
  const copies = await db
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(liveOfType(tenantId, 'REGULATION'))
    .all();
  const holding = copies.filter(
    (copy) => copy.data.publishedBy !== undefined && attachmentHashes(copy.data).includes(sha256),
  );
  if (holding.length === 0) return undefined;
  const customer = await db.select().from(tenants).where(eq(tenants.id, tenantId)).get();
  if (!customer) return undefined;
  const managers = await db
    .select({ manager: tenants })
    .from(regulationCustomers)
    .innerJoin(tenants, eq(tenants.id, regulationCustomers.managerTenantId))
    .where(eq(regulationCustomers.customerTenantId, tenantId))
    .all();
  for (const { manager } of managers) {
    for (const copy of holding) {
      const own = await readDocument(db, manager.id, copy.id);
      if (!own || own.deleted || !isOwnRegulation(own)) continue;
      const delivered = customerCopy(own.data, customer.trimmedName, manager.fullName);
      if (delivered && attachmentHashes(delivered).includes(sha256)) return manager.id;
    }
  }
  return undefined;
}
