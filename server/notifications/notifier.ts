import { can } from '../../shared/access/evaluate';
import { documentTitle } from '../../shared/entities/document-title';
import { type EntityDefinition, readableWith } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import { wants } from '../../shared/notifications/subscriptions';
import { employeesOfUsers } from '../auth/employee-names';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import type { CommitObserver, CommittedChange } from '../sync/commit-hooks';
import { asPlace } from '../sync/place';
import { loadRecipients, type Recipient } from './recipients';
import { type NewNotification, writeNotifications } from './write-notifications';

async function actingEmployee(db: Db, tenantId: string, userId: string | null): Promise<NewNotification['employee']> {
  if (userId === null) return undefined;
  const employee = (await employeesOfUsers(db, tenantId, [userId])).get(userId);
  return employee ? { id: employee.employeeId, name: employee.name } : undefined;
}

/**
 * The notifications of a push (docs/sync-spec.md R1): for every committed change, one per
 * subscribed user of the same tenant who may read the document where it sits, never for the
 * actor. `record` keeps the changes in memory; `flush` loads the subscribers and their
 * principals once, after the push's commits, evaluates the changes in commit order and writes them.
 */
export function createNotifier(db: Db, tenant: Tenant, actorUserId: string | null): CommitObserver {
  let recipients: Recipient[] | undefined;
  let actor: NewNotification['employee'] | null = null;
  const committed: (CommittedChange & { readonly entity: EntityDefinition })[] = [];
  return {
    record({ row, action }) {
      const entity = entityFor(row.type);
      if (!entity) return;
      if (!readableWith(entity, tenant.subscribedModules)) return;
      committed.push({ row, action, entity });
    },
    async flush() {
      const pending: NewNotification[] = [];
      for (const { row, action, entity } of committed) {
        recipients ??= await loadRecipients(db, tenant);
        const place = asPlace(row.place);
        for (const recipient of recipients) {
          if (recipient.userId === actorUserId || !wants(recipient.subscriptions, row.type, action)) continue;
          if (!can(recipient.principal, 'READ', entity.resource, place)) continue;
          if (actor === null) actor = await actingEmployee(db, tenant.id, actorUserId);
          pending.push({
            recipient: recipient.userId,
            action,
            entityType: row.type,
            document: row.id,
            title: documentTitle(row.type, row.data),
            employee: actor,
            place: row.place,
          });
        }
      }
      committed.length = 0;
      return writeNotifications(db, tenant.id, pending);
    },
  };
}
