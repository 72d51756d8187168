import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../session/session-context';
import { isScreenAvailable, screenReadable } from '../navigation';
import { SCREENS, type ScreenKey } from './screens';

/**
 * The route guard of a screen, with the rules of its navigation entry: a screen of a module the
 * tenant has not subscribed to says so, and a screen whose resources none of the user's roles may
 * read anywhere says that instead of showing an empty list (decision 0067).
 */
export function ScreenGate({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const { i18n } = useLingui();
  const { moduleAccess, employee } = useSession();
  const subscribed = isScreenAvailable(screen, moduleAccess);
  if (subscribed && screenReadable(screen, employee.grants)) return children;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(SCREENS[screen].title)}</h1>
      {subscribed ? (
        <div className="notice notice-warning" role="status" data-testid="screen-not-readable">
          <p>
            <Trans>Your roles do not let you see this area. Ask your administrator if you need it.</Trans>
          </p>
          <p>
            <Link to="/">
              <Trans>Back to the dashboard</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <div className="notice notice-warning" role="status">
          <Trans>Your company has not subscribed to this module.</Trans>
        </div>
      )}
    </section>
  );
}
