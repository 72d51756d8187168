import type { DocumentData } from '../../../shared/entities/entity';
import { NOTIFICATION_ACTIONS } from '../../../shared/enums/catalogs';
import type { NotificationAction } from '../../../shared/notifications/subscriptions';

/** One line of the notifications list: who did what to which document, and when. */
export interface NotificationItem {
  readonly id: string;
  readonly action: NotificationAction;
  readonly entityType: string;
  readonly document: string;
  readonly title: string;
  readonly employeeName: string;
  readonly createdAt: string;
  readonly isRead: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function itemOf(id: string, data: DocumentData): NotificationItem | undefined {
  const action = NOTIFICATION_ACTIONS.find((candidate) => candidate === data.action);
  if (!action) return undefined;
  return {
    id,
    action,
    entityType: text(data.entityType),
    document: text(data.document),
    title: text(data.title),
    employeeName: text(data.employeeName),
    createdAt: text(data.createdAt),
    isRead: data.isRead === true,
  };
}

/** The notifications of the replica as list items, newest first (ties: by id, so the order is stable). */
export function notificationItems(docs: readonly { id: string; data: DocumentData }[]): NotificationItem[] {
  return docs
    .flatMap((doc) => {
      const item = itemOf(doc.id, doc.data);
      return item ? [item] : [];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

export function unreadCount(items: readonly { readonly isRead: boolean }[]): number {
  return items.filter((item) => !item.isRead).length;
}
