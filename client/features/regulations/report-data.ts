import {
  customerCopy,
  type ReportEntry,
  type ReportSpan,
  regulationCustomers,
  reportEntries,
} from '../../../shared/domain/regulations';
import { isDelivered } from '../../../shared/entities/entity';
import { regulation } from '../../../shared/entities/regulation';
import type { ReplicaDb } from '../../sync/replica-db';
import { viewOfType } from '../../sync/view-of-type';

/** The manager's own regulations on this device (not those another manager delivered to it). */
async function ownRegulations(db: ReplicaDb) {
  const docs = await viewOfType(db, regulation.type).toArray();
  return docs.filter((doc) => !isDelivered(regulation, doc.data));
}

/** The customers the manager's regulations name, by trimmed name, for a new report. */
export async function namedCustomers(db: ReplicaDb): Promise<string[]> {
  const names = (await ownRegulations(db)).flatMap((doc) => regulationCustomers(doc.data));
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'de'));
}

/**
 * A report's entries as the server will write them when it is published (RGL-14), from the
 * regulations on this device as the customer receives them; the preview before publishing.
 */
export async function previewEntries(
  db: ReplicaDb,
  customer: string,
  provider: string,
  span: ReportSpan,
): Promise<ReportEntry[]> {
  const regulations = (await ownRegulations(db)).flatMap((doc) => {
    const copy = customerCopy(doc.data, customer, provider);
    return copy ? [{ id: doc.id, data: copy }] : [];
  });
  return reportEntries(regulations, span);
}
