import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Grant } from '../../../shared/access/grants';
import type { ModuleAccess } from '../../../shared/modules';
import { Icon } from './icons';
import { buildNavigation, type NavGroup, type NavLink } from './navigation';

function isActive(path: string, to: string): boolean {
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}

function BetaBadge() {
  return (
    <span className="beta-badge">
      <Trans>Beta</Trans>
    </span>
  );
}

function NavItem({
  link,
  path,
  i18n,
  onNavigate,
}: {
  link: NavLink;
  path: string;
  i18n: I18n;
  onNavigate: () => void;
}) {
  const active = isActive(path, link.to) && !(link.to === '/regulations' && path.startsWith('/regulations/'));
  return (
    <li>
      <Link
        to={link.to}
        className="nav-link"
        data-active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {link.icon ? <Icon name={link.icon} /> : <span className="icon-spacer" />}
        <span className="nav-label">{i18n._(link.label)}</span>
        {link.beta && <BetaBadge />}
      </Link>
    </li>
  );
}

function NavGroupItem({
  group,
  path,
  i18n,
  onNavigate,
}: {
  group: NavGroup;
  path: string;
  i18n: I18n;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containsActive = group.links.some((link) => isActive(path, link.to));
  return (
    <li className="nav-group" data-open={open} data-contains-active={containsActive}>
      <button
        type="button"
        className="nav-link nav-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {group.icon ? <Icon name={group.icon} /> : <span className="icon-spacer" />}
        <span className="nav-label">{i18n._(group.label)}</span>
        {group.beta && <BetaBadge />}
        <Icon name="chevron" className="icon nav-chevron" />
      </button>
      <ul id={listId} className="nav-sublist" hidden={!open}>
        {group.links.map((link) => (
          <NavItem key={link.to} link={link} path={path} i18n={i18n} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** The side navigation; groups start collapsed, the active link is highlighted, unreadable screens are left out. */
export function NavigationMenu({
  access,
  grants,
  onNavigate,
}: {
  access: ModuleAccess;
  grants: readonly Grant[] | undefined;
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav>
      <ul className="nav-list">
        {buildNavigation(access, grants).map((entry) =>
          entry.kind === 'link' ? (
            <NavItem key={entry.to} link={entry} path={path} i18n={i18n} onNavigate={onNavigate} />
          ) : (
            <NavGroupItem key={entry.id} group={entry} path={path} i18n={i18n} onNavigate={onNavigate} />
          ),
        )}
      </ul>
    </nav>
  );
}
