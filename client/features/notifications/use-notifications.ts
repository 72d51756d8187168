import type { ReplicaDb } from '../../sync/replica-db';
import { useReplicaQuery } from '../../sync/use-replica-query';
import { type NotificationItem, notificationItems } from './notification-items';

const NONE: readonly NotificationItem[] = [];

/** The user's notifications from the replica, newest first; live as sync brings new ones. */
export function useNotifications(db: ReplicaDb | undefined): readonly NotificationItem[] {
  return useReplicaQuery(
    db,
    async (replica) => notificationItems(await replica.view.where('type').equals('NOTIFICATION').toArray()),
    [],
    NONE,
  );
}
