import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSession } from '../../session/session-context';
import { isScreenAvailable } from '../navigation';
import { SCREENS, type ScreenKey } from './screens';

/** A screen of a module the tenant has not subscribed to says so instead of showing its content. */
export function ModuleGate({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const { i18n } = useLingui();
  const { moduleAccess } = useSession();
  if (isScreenAvailable(screen, moduleAccess)) return children;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(SCREENS[screen].title)}</h1>
      <div className="notice notice-warning" role="status">
        <Trans>Your company has not subscribed to this module.</Trans>
      </div>
    </section>
  );
}
