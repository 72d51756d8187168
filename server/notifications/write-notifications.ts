import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { NotificationAction } from '../../shared/notifications/subscriptions';
import type { Db } from '../db/database';
import { documents, documentVersions, tenants } from '../db/schema';
import type { StoredPlace } from '../sync/place';
import { forgetReadAhead } from '../sync/write-document';

export const NOTIFICATION_TYPE = 'NOTIFICATION';

/** One notification to write: for whom, about which committed change. */
export interface NewNotification {
  /** A deterministic id (a reminder's); a new random one otherwise. */
  readonly id?: string;
  readonly recipient: string;
  readonly action: NotificationAction;
  readonly entityType: string;
  readonly document: string;
  /** The document's title at the commit (kept for a deleted document). */
  readonly title: string;
  /** The acting employee, if the actor is one. */
  readonly employee: { readonly id: string; readonly name: string } | undefined;
  /** The document's place: a notification sits where its document sits. */
  readonly place: StoredPlace;
}

const p = (name: string) => sql.placeholder(name);

/** The two inserts of a notification, prepared once per transaction and run per row. */
function prepareInserts(tx: Db) {
  const document = tx
    .insert(documents)
    .values({
      tenantId: p('tenantId'),
      id: p('id'),
      type: NOTIFICATION_TYPE,
      version: 1,
      data: p('data'),
      deleted: false,
      seq: p('seq'),
      createdAt: p('now'),
      createdBy: null,
      updatedAt: p('now'),
      updatedBy: null,
      place: p('place'),
      owner: p('owner'),
    })
    .prepare();
  const version = tx
    .insert(documentVersions)
    .values({
      tenantId: p('tenantId'),
      id: p('id'),
      version: 1,
      type: NOTIFICATION_TYPE,
      seq: p('seq'),
      data: p('data'),
      deleted: false,
      changedFields: p('changedFields'),
      committedAt: p('now'),
      committedBy: null,
      clientId: null,
    })
    .prepare();
  return { document, version };
}

/**
 * Writes notifications as documents owned by their recipients, in the caller's transaction:
 * each takes its own seq (docs/sync-spec.md P2, P3: a commit holds one document), taken for all
 * at once; rows go in through two statements prepared once. Answers the last seq taken, 0 for none.
 */
export async function writeNotifications(
  tx: Db,
  tenantId: string,
  notifications: readonly NewNotification[],
): Promise<number> {
  if (notifications.length === 0) return 0;
  const taken = await tx
    .update(tenants)
    .set({ lastSeq: sql`${tenants.lastSeq} + ${notifications.length}` })
    .where(eq(tenants.id, tenantId))
    .returning({ seq: tenants.lastSeq })
    .get();
  if (!taken) throw new Error(`tenant ${tenantId} does not exist`);
  const first = taken.seq - notifications.length + 1;
  const now = Date.now();
  const createdAt = new Date(now).toISOString();
  const inserts = prepareInserts(tx);
  for (const [index, notification] of notifications.entries()) {
    const data = {
      action: notification.action,
      entityType: notification.entityType,
      document: notification.document,
      title: notification.title,
      createdAt,
      ...(notification.employee
        ? { employee: notification.employee.id, employeeName: notification.employee.name }
        : {}),
      isRead: false,
    };
    const row = {
      tenantId,
      id: notification.id ?? randomUUID(),
      seq: first + index,
      now,
      data,
      place: notification.place,
      owner: notification.recipient,
      changedFields: Object.keys(data),
    };
    forgetReadAhead(tx, tenantId, [row.id]);
    await inserts.document.run(row);
    await inserts.version.run(row);
  }
  return taken.seq;
}
