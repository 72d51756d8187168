import type { DocumentData } from '../../entities/entity';

/** A customer item of a regulation or a required action: `{ id, tenant }` (shared/entities/regulation.ts). */
interface CustomerItem {
  readonly id: string;
  readonly tenant: string;
}

function customerItems(list: unknown): CustomerItem[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, tenant } = item as Record<string, unknown>;
    return typeof id === 'string' && typeof tenant === 'string' ? [{ id, tenant: tenant.trim() }] : [];
  });
}

/** The item naming this customer in a list of customers, if any (RGL-2). */
function itemOf(list: unknown, customer: string): CustomerItem | undefined {
  return customerItems(list).find((item) => item.tenant === customer);
}

/** The customers (tenants by trimmed name) a regulation names (RGL-1). */
export function regulationCustomers(data: DocumentData): string[] {
  return [...new Set(customerItems(data.tenantIds).map((item) => item.tenant))];
}

/** The fields a customer's copy takes over as they are (RGL-3); the manager's `responsible` is its employee, not the customer's. */
const COPIED_FIELDS = [
  'name',
  'content',
  'issuedAt',
  'lastChangeAt',
  'applicationScope',
  'fieldOfLaw',
  'fieldOfLawLimitation',
  'isActive',
] as const;

function copiedChanges(changes: unknown): DocumentData[] {
  if (!Array.isArray(changes)) return [];
  return changes.flatMap((change: unknown) => {
    if (typeof change !== 'object' || change === null) return [];
    const { id, changeAt, content, attachments } = change as Record<string, unknown>;
    return [
      {
        id,
        changeAt,
        ...(content === undefined ? {} : { content }),
        ...(Array.isArray(attachments) && attachments.length > 0 ? { attachments } : {}),
      },
    ];
  });
}

function addressedActions(actions: unknown, customer: string): DocumentData[] {
  if (!Array.isArray(actions)) return [];
  return actions.flatMap((action: unknown) => {
    if (typeof action !== 'object' || action === null) return [];
    const { id, tenantIds, content, remarks } = action as Record<string, unknown>;
    const item = itemOf(tenantIds, customer);
    if (!item) return [];
    return [
      {
        id,
        tenantIds: [item],
        ...(content === undefined ? {} : { content }),
        ...(remarks === undefined ? {} : { remarks }),
      },
    ];
  });
}

/**
 * What a customer receives of a manager's regulation (docs/domain/regulations.md RGL-2 … RGL-4):
 * nothing unless the regulation is published and names the customer; otherwise the regulation's
 * own fields, its changes with their attachments (RGL-4), the customer alone as its customer, and
 * only the required actions addressed to it, each naming only this customer. `provider` is the
 * manager tenant's full name, marking the copy as delivered (read-only, RGL-5).
 */
export function customerCopy(data: DocumentData, customer: string, provider: string): DocumentData | undefined {
  const own = itemOf(data.tenantIds, customer);
  if (data.isPublished !== true || !own) return undefined;
  const copy: Record<string, unknown> = {};
  for (const field of COPIED_FIELDS) if (data[field] !== undefined) copy[field] = data[field];
  copy.isPublished = true;
  copy.publishedBy = provider;
  copy.tenantIds = [own];
  const changes = copiedChanges(data.changes);
  if (changes.length > 0) copy.changes = changes;
  const actions = addressedActions(data.requiredActions, customer);
  if (actions.length > 0) copy.requiredActions = actions;
  return copy;
}

/** The SHA-256 of every change attachment a regulation (or a customer's copy of it) holds (RGL-4). */
export function attachmentHashes(data: DocumentData): string[] {
  if (!Array.isArray(data.changes)) return [];
  return data.changes.flatMap((change: unknown) => {
    if (typeof change !== 'object' || change === null) return [];
    const { attachments } = change as Record<string, unknown>;
    if (!Array.isArray(attachments)) return [];
    return attachments.flatMap((file: unknown) =>
      typeof file === 'object' && file !== null && typeof (file as { sha256?: unknown }).sha256 === 'string'
        ? [(file as { sha256: string }).sha256]
        : [],
    );
  });
}
