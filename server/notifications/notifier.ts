import { can } from '../../shared/access/evaluate';
import { documentTitle } from '../../shared/entities/document-title';
import { type EntityDefinition, readableWith } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import { type NotificationAction, wants } from '../../shared/notifications/subscriptions';
import { employeesOfUsers } from '../auth/employee-names';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import type { CommitObserver, CommittedChange } from '../sync/commit-hooks';
import { asPlace } from '../sync/place';
import { assignmentsOf, hearsOfAssignment, loadAssignees } from './assignments';
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
 * actor; an instruction's newly assigned participants hear of their assignment instead (decision
 * 0068). `record` keeps the changes in memory; `flush` loads the subscribers, the assigned and
 * their principals once, after the push's commits, evaluates the changes in commit order and
 * writes them.
 */
export function createNotifier(db: Db, tenant: Tenant, actorUserId: string | null): CommitObserver {
  let recipients: Recipient[] | undefined;
  let actor: NewNotification['employee'] | null = null;
  const committed: (CommittedChange & { readonly entity: EntityDefinition })[] = [];
  return {
    record({ row, action, previous }) {
      const entity = entityFor(row.type);
      if (!entity) return;
      if (!readableWith(entity, tenant.subscribedModules)) return;
      committed.push({ row, action, previous, entity });
    },
    async flush() {
      const pending: NewNotification[] = [];
      // A person assigns; the system's writes (the demo seed, jobs) tell no one of an assignment.
      const assignments =
        actorUserId === null ? new Map<CommittedChange, readonly string[]>() : assignmentsOf(committed);
      const assignees = await loadAssignees(db, tenant, [...new Set([...assignments.values()].flat())]);
      const notify = async (change: CommittedChange, recipient: string, action: NotificationAction) => {
        if (actor === null) actor = await actingEmployee(db, tenant.id, actorUserId);
        const { row } = change;
        pending.push({
          recipient,
          action,
          entityType: row.type,
          document: row.id,
          title: documentTitle(row.type, row.data),
          employee: actor,
          place: row.place,
        });
      };
      for (const change of committed) {
        const { row, action, entity } = change;
        // An employee newly assigned to a training hears of it as such, whatever their settings (decision 0068).
        const assigned = new Set<string>();
        for (const employee of assignments.get(change) ?? []) {
          const assignee = assignees.get(employee);
          if (!assignee || assignee.userId === actorUserId || assigned.has(assignee.userId)) continue;
          if (!hearsOfAssignment(assignee, tenant, change)) continue;
          assigned.add(assignee.userId);
          await notify(change, assignee.userId, 'ASSIGNED');
        }
        recipients ??= await loadRecipients(db, tenant);
        const place = asPlace(row.place);
        for (const recipient of recipients) {
          if (recipient.userId === actorUserId || assigned.has(recipient.userId)) continue;
          if (!wants(recipient.subscriptions, row.type, action)) continue;
          if (!can(recipient.principal, 'READ', entity.resource, place)) continue;
          await notify(change, recipient.userId, action);
        }
      }
      committed.length = 0;
      return writeNotifications(db, tenant.id, pending);
    },
  };
}
