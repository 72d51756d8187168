import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { EntityType } from '../../../shared/enums/entity-types';
import { NOTIFICATION_ACTION_LABELS } from '../../../shared/enums/organisation';
import { offersAction, SUBSCRIBABLE_ACTIONS, type Subscriptions } from '../../../shared/notifications/subscriptions';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { subscriptionGroups, toggled } from './subscription-groups';
import { loadSubscriptions, saveSubscriptions } from './subscriptions-api';
import '../../styles/notifications.css';

type Status = 'loading' | 'unavailable' | 'ready' | 'saving' | 'saved' | 'failed';

/**
 * Settings › Notifications: per entity type and action whether the user hears about changes
 * of others. Kept on the server for the user in this tenant, so every device shares them.
 */
export function NotificationSettings() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const endpoint = useReplica()?.endpoint;
  const [subscriptions, setSubscriptions] = useState<Subscriptions>({});
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    if (!endpoint) return;
    let current = true;
    setStatus('loading');
    loadSubscriptions(endpoint).then(
      (loaded) => {
        if (!current) return;
        setSubscriptions(loaded);
        setStatus('ready');
      },
      () => current && setStatus('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [endpoint]);
  const groups = subscriptionGroups(session.tenant.subscribedModules);
  if (status === 'loading' || status === 'unavailable') {
    return (
      <p className="line-muted" role="status">
        {status === 'loading' ? (
          <Trans>Loading…</Trans>
        ) : (
          <Trans>The notification settings can be changed only while connected.</Trans>
        )}
      </p>
    );
  }
  async function save() {
    if (!endpoint) return;
    setStatus('saving');
    try {
      setSubscriptions(await saveSubscriptions(endpoint, subscriptions));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }
  return (
    <form
      className="notification-settings"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p>
        <Trans>
          Get a notification when someone else creates, changes or deletes a document you may read. "Due soon" and
          "Overdue" remind you once, in the app and in a daily e-mail, of what falls due in your responsibility; they
          are on until you switch them off.
        </Trans>
      </p>
      {groups.map((group) => (
        <table key={group.id} className="subscription-table">
          <caption>{i18n._(group.label)}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Document type</Trans>
              </th>
              {SUBSCRIBABLE_ACTIONS.map((action) => (
                <th scope="col" key={action}>
                  {i18n._(NOTIFICATION_ACTION_LABELS[action])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.entities.map((entity) => {
              const type = entity.type as EntityType;
              const name = i18n._(entity.pluralLabel);
              return (
                <tr key={type}>
                  <th scope="row">{name}</th>
                  {SUBSCRIBABLE_ACTIONS.map((action) => {
                    const actionText = i18n._(NOTIFICATION_ACTION_LABELS[action]);
                    if (!offersAction(type, action)) return <td key={action} />;
                    return (
                      <td key={action}>
                        <input
                          type="checkbox"
                          aria-label={t`${name}: ${actionText}`}
                          checked={subscriptions[type]?.includes(action) ?? false}
                          onChange={(event) => {
                            setSubscriptions(toggled(subscriptions, type, action, event.currentTarget.checked));
                            setStatus('ready');
                          }}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      <div className="settings-actions">
        <button type="submit" className="button button-primary" disabled={status === 'saving'}>
          <Trans>Save notification settings</Trans>
        </button>
        <p className="line-muted" role="status" data-testid="notification-settings-status">
          {status === 'saved' && <Trans>Notification settings saved.</Trans>}
          {status === 'failed' && (
            <Trans>The notification settings could not be saved. Try again when connected.</Trans>
          )}
        </p>
      </div>
    </form>
  );
}
