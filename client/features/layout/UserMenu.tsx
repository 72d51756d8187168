import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { Dropdown } from '../../components/dropdown/Dropdown';
import { useSession } from '../../session/session-context';
import { signOut } from '../../session/sign-out';
import { useReplica } from '../../sync/replica-context';
import { SignOutDialog } from './SignOutDialog';

/** Avatar circle with two lines (name, e-mail); settings and sign-out. */
export function UserMenu() {
  const { t } = useLingui();
  const { user, manager, moduleAccess } = useSession();
  const replica = useReplica();
  const [pending, setPending] = useState(0);
  const leave = () => void signOut(manager, () => replica?.close());
  const requestSignOut = async () => {
    const waiting = replica ? await replica.db.outbox.count() : 0;
    if (waiting > 0) setPending(waiting);
    else leave();
  };
  const trigger = (
    <button type="button" className="user-menu-trigger">
      <Avatar name={user.name} />
      <span className="visually-hidden">{t`User menu:`} </span>
      <span className="two-lines user-menu-lines">
        <span className="line-strong">{user.name}</span>
        <span className="line-muted">{user.email}</span>
      </span>
    </button>
  );
  return (
    <>
      <Dropdown trigger={trigger} label={t`User menu`}>
        {(close) => (
          <ul className="menu-list">
            {moduleAccess.incidents && (
              <li>
                <Link
                  to="/incidents/without_report/$id"
                  params={{ id: 'new' }}
                  className="menu-item"
                  onClick={close}
                  data-testid="record-incident"
                >
                  <Trans>Record an incident (first-aid log)</Trans>
                </Link>
              </li>
            )}
            <li>
              <Link to="/settings" className="menu-item" onClick={close}>
                <Trans>Settings</Trans>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="menu-item"
                onClick={() => {
                  close();
                  void requestSignOut();
                }}
              >
                <Trans>Sign out</Trans>
              </button>
            </li>
          </ul>
        )}
      </Dropdown>
      {pending > 0 && (
        <SignOutDialog
          pending={pending}
          onCancel={() => setPending(0)}
          onSignOutAnyway={leave}
          onSyncNow={() => {
            setPending(0);
            void replica?.engine.sync();
          }}
        />
      )}
    </>
  );
}
