import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Avatar } from '../../components/Avatar';
import { Dropdown } from '../../components/dropdown/Dropdown';
import { useSession } from '../../session/session-context';
import { signOut } from '../../session/sign-out';

/** Avatar circle with two lines (name, e-mail); settings and sign-out. */
export function UserMenu() {
  const { t } = useLingui();
  const { user, manager } = useSession();
  const trigger = (
    <button type="button" className="user-menu-trigger" aria-label={t`User menu of ${user.name}`}>
      <Avatar name={user.name} />
      <span className="two-lines user-menu-lines">
        <span className="line-strong">{user.name}</span>
        <span className="line-muted">{user.email}</span>
      </span>
    </button>
  );
  return (
    <Dropdown trigger={trigger} label={t`User menu`}>
      {(close) => (
        <ul className="menu-list">
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
                void signOut(manager);
              }}
            >
              <Trans>Sign out</Trans>
            </button>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}
