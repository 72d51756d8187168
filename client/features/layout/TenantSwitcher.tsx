import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../components/Avatar';
import { Dropdown } from '../../components/dropdown/Dropdown';
import { useSession } from '../../session/session-context';
import { switchTenant } from '../../session/sign-out';
import { storeTenant } from '../../session/tenant-selection';

/** Active employee's initials and name, the active tenant; a menu of all tenants by full name. */
export function TenantSwitcher() {
  const { t } = useLingui();
  const { tenants, tenant, employee, offline } = useSession();
  const employeeName = `${employee.firstName} ${employee.lastName}`.trim();
  const trigger = (
    <button type="button" className="tenant-switcher">
      <Avatar name={employeeName} />
      <span className="visually-hidden">{t`Switch company:`} </span>
      <span className="two-lines">
        <span className="line-strong">{employeeName}</span>
        <span className="line-muted" data-testid="active-tenant">
          {tenant.fullName}
        </span>
      </span>
    </button>
  );
  return (
    <Dropdown trigger={trigger} label={t`Companies`} maxWidth={500} maxHeight={500}>
      {(close) => (
        <ul className="menu-list" aria-label={t`Companies`}>
          {tenants.map((item) => {
            const active = item.trimmedName === tenant.trimmedName;
            return (
              <li key={item.trimmedName}>
                <button
                  type="button"
                  className="menu-item"
                  aria-current={active ? 'true' : undefined}
                  disabled={offline && !active}
                  onClick={() => {
                    close();
                    if (!active) switchTenant(item.trimmedName, storeTenant);
                  }}
                >
                  <span className="two-lines">
                    <span className="line-strong">{item.fullName}</span>
                    <span className="line-muted">{item.trimmedName}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dropdown>
  );
}
