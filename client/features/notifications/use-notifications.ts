import type { ReplicaDb } from '../../sync/replica-db';
import { useReplicaQuery } from '../../sync/use-replica-query';
import { viewOfType } from '../../sync/view-of-type';
import { type NotificationItem, notificationItems } from './notification-items';

const NONE: readonly NotificationItem[] = [];

/** The user's notifications from the replica, newest first; live as sync brings new ones. */
export function useNotifications(db: ReplicaDb | undefined): readonly NotificationItem[] {
  return useReplicaQuery(
    db,
    async (replica) => notificationItems(await viewOfType(replica, 'NOTIFICATION').toArray()),
    [],
    NONE,
  );
}
