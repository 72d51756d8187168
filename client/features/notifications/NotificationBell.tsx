import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReplica } from '../../sync/replica-context';
import { unreadCount } from './notification-items';
import { useNotifications } from './use-notifications';
import '../../styles/notifications.css';

/** The header's way to the notifications, with the number of unread ones. */
export function NotificationBell() {
  const { t, i18n } = useLingui();
  const items = useNotifications(useReplica()?.db);
  const unread = unreadCount(items);
  const count = i18n.number(unread);
  return (
    <Link
      to="/notifications"
      className="icon-button notification-bell"
      aria-label={unread > 0 ? t`Notifications, ${count} unread` : t`Notifications`}
      data-testid="notification-bell"
    >
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        aria-hidden="true"
      >
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span className="notification-count" aria-hidden="true" data-testid="notification-count">
          {unread > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
