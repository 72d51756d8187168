import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { documentPath } from '../../../shared/document-paths';
import { DOCUMENT_TYPES } from '../../../shared/enums/entity-types';
import { NOTIFICATION_ACTION_LABELS } from '../../../shared/enums/organisation';
import { DUE_ACTIONS } from '../../../shared/notifications/subscriptions';
import { useReplica } from '../../sync/replica-context';
import type { ReplicaDb } from '../../sync/replica-db';
import { patchDocument } from '../../sync/write-api';
import { enumText } from '../enums';
import { type NotificationItem, unreadCount } from './notification-items';
import { useNotifications } from './use-notifications';
import '../../styles/notifications.css';

async function markRead(db: ReplicaDb, items: readonly NotificationItem[]): Promise<void> {
  for (const item of items) if (!item.isRead) await patchDocument(db, 'NOTIFICATION', item.id, { isRead: true });
}

/** Which of the documents named still exist on this device (a deleted one gets no link). */
function useExisting(db: ReplicaDb | undefined, ids: readonly string[]): ReadonlySet<string> {
  return useLiveQuery(
    async () => {
      if (!db || ids.length === 0) return new Set<string>();
      const docs = await db.view.bulkGet([...new Set(ids)]);
      return new Set(docs.flatMap((doc) => (doc ? [doc.id] : [])));
    },
    [db, ids.join(',')],
    new Set<string>(),
  );
}

/** Where a notification opens: its document, for a register review reminder the location's register (DL-9). */
function notificationPath(item: NotificationItem): string | undefined {
  if (item.entityType === 'SUBSTANCE_REGISTER_REVIEW' && DUE_ACTIONS.includes(item.action)) {
    return `/hazardous_substances?location=${encodeURIComponent(item.document)}`;
  }
  return documentPath(item.entityType, item.document);
}

function NotificationLine({ item, db, exists }: { item: NotificationItem; db: ReplicaDb; exists: boolean }) {
  const { t, i18n } = useLingui();
  const type = enumText(i18n, DOCUMENT_TYPES, item.entityType);
  const title = item.title || t`Untitled`;
  const action = i18n._(NOTIFICATION_ACTION_LABELS[item.action]);
  const name = item.employeeName || t`the system`;
  const when = item.createdAt ? i18n.date(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const href = exists && item.action !== 'DELETE' ? notificationPath(item) : undefined;
  return (
    <li className="notification" data-read={item.isRead} data-testid="notification">
      <div className="notification-text">
        <p className="notification-title">
          {!item.isRead && <span className="notification-dot" aria-hidden="true" />}
          {!item.isRead && (
            <span className="visually-hidden">
              <Trans>Unread:</Trans>{' '}
            </span>
          )}
          {href ? <Link to={href}>{title}</Link> : <span>{title}</span>}
        </p>
        <p className="notification-meta">
          {item.action === 'DUE_SOON' || item.action === 'OVERDUE' ? (
            action
          ) : (
            <Trans>
              {action} by {name}
            </Trans>
          )}{' '}
          · {type}
          {when && <> · {when}</>}
        </p>
      </div>
      {!item.isRead && (
        <button type="button" className="button" onClick={() => void markRead(db, [item])}>
          <Trans>Mark as read</Trans>
        </button>
      )}
    </li>
  );
}

/** The notifications list (issue 5): newest first, unread marked, read flags sync like any change. */
export function NotificationsScreen() {
  const { t } = useLingui();
  const replica = useReplica();
  const db = replica?.db;
  const items = useNotifications(db);
  const existing = useExisting(
    db,
    items.map((item) => item.document),
  );
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = `${t`Notifications`} · Sorgfalt`;
  }, [t]);
  const unread = unreadCount(items);
  return (
    <section className="page notifications" aria-labelledby="page-title">
      <header className="notifications-header">
        <div>
          <h1 id="page-title">
            <Trans>Notifications</Trans>
          </h1>
          <p className="line-muted" aria-live="polite" data-testid="notifications-unread">
            <Plural value={unread} _0="Nothing unread" one="# unread" other="# unread" />
          </p>
        </div>
        {db && unread > 0 && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void markRead(db, items).finally(() => setBusy(false));
            }}
          >
            <Trans>Mark all as read</Trans>
          </button>
        )}
      </header>
      {!db || items.length === 0 ? (
        <div className="notice" data-testid="notifications-empty">
          <p>
            <Trans>No notifications yet.</Trans>
          </p>
          <p className="notice-detail">
            <Trans>
              Choose in <Link to="/settings">Settings</Link> which changes you want to hear about.
            </Trans>
          </p>
        </div>
      ) : (
        <ul className="notification-list">
          {items.map((item) => (
            <NotificationLine key={item.id} item={item} db={db} exists={existing.has(item.document)} />
          ))}
        </ul>
      )}
    </section>
  );
}
