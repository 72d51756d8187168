import { useLiveQuery } from 'dexie-react-hooks';
import type { ReplicaDb } from '../../sync/replica-db';
import { type NotificationItem, notificationItems } from './notification-items';

const NONE: readonly NotificationItem[] = [];

/** The user's notifications from the replica, newest first; live as sync brings new ones. */
export function useNotifications(db: ReplicaDb | undefined): readonly NotificationItem[] {
  return useLiveQuery(
    async () => (db ? notificationItems(await db.view.where('type').equals('NOTIFICATION').toArray()) : NONE),
    [db],
    NONE,
  );
}
