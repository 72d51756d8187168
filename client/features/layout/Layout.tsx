import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ASSISTANT_FEATURE } from '../../../shared/modules';
import { completeCatalog } from '../../i18n/i18n';
import { useSession } from '../../session/session-context';
import { ReplicaProvider } from '../../sync/replica-context';
import { BrandLogo } from '../appearance';
import { SelectedLocationBadge } from '../locations';
import { Icon, NavigationMenu } from '../navigation';
import { NotificationBell } from '../notifications';
import { UpdatePrompt } from '../pwa';
import { RequireUpdateWhenOutdated, SyncStatusBadge } from '../status';
import { LanguageSwitcher } from './LanguageSwitcher';
import { TenantSwitcher } from './TenantSwitcher';
import { UserMenu } from './UserMenu';

// The assistant's button follows the first screen: it is no part of the first page load (issue 15),
// nor are its texts (issue 25).
const AssistantWidget = lazy(() =>
  Promise.all([import('../assistant'), completeCatalog()]).then(([module]) => ({ default: module.AssistantWidget })),
);

/** Navigation left, routed page in the middle, assistant widget bottom right (platform.md §2). */
export function Layout() {
  const { t } = useLingui();
  const session = useSession();
  const [navOpen, setNavOpen] = useState(false);
  const assistant = session.tenant.subscribedFeatures.includes(ASSISTANT_FEATURE);
  return (
    <ReplicaProvider>
      <div className="layout" data-nav-open={navOpen}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <aside className="layout-nav" aria-label={t`Main navigation`}>
          <div className="layout-brand">
            <BrandLogo />
          </div>
          <NavigationMenu
            access={session.moduleAccess}
            grants={session.employee.grants}
            onNavigate={() => setNavOpen(false)}
          />
        </aside>
        <div className="layout-body">
          <header className="layout-header">
            <button
              type="button"
              className="icon-button nav-toggle"
              aria-label={navOpen ? t`Close navigation` : t`Open navigation`}
              aria-expanded={navOpen}
              onClick={() => setNavOpen((open) => !open)}
            >
              <Icon name="menu" />
            </button>
            <TenantSwitcher />
            <SelectedLocationBadge />
            <div className="layout-header-end">
              <SyncStatusBadge />
              <NotificationBell />
              <LanguageSwitcher />
              <UserMenu />
            </div>
          </header>
          <main id="main" className="layout-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        {assistant && (
          <Suspense fallback={null}>
            <AssistantWidget />
          </Suspense>
        )}
        <button
          type="button"
          className="layout-scrim"
          aria-label={t`Close navigation`}
          tabIndex={-1}
          onClick={() => setNavOpen(false)}
        />
        <UpdatePrompt />
        <RequireUpdateWhenOutdated />
      </div>
    </ReplicaProvider>
  );
}
