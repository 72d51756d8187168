import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { useReplicaQuery } from '../../sync/use-replica-query';
import { isScreenAvailable, screenReadable } from '../navigation';
import { SCREENS, type ScreenKey } from './screens';

/**
 * The route guard of a screen, with the rules of its navigation entry: a screen of a module the
 * tenant has not subscribed to says so, and a screen whose resources none of the user's roles may
 * read anywhere says that instead of showing an empty list (decision 0067). A document's own
 * address opens whenever the device holds the document: the server sent it, so the user may read
 * it (an operating instruction their training teaches, read through MY_INSTRUCTIONS: TRN-8).
 */
export function ScreenGate({
  screen,
  documentId,
  children,
}: {
  screen: ScreenKey;
  documentId?: string | undefined;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { moduleAccess, employee } = useSession();
  const db = useReplica()?.db;
  const subscribed = isScreenAvailable(screen, moduleAccess);
  const readable = subscribed && screenReadable(screen, employee.grants);
  const held = useReplicaQuery(
    readable || !subscribed || documentId === undefined ? undefined : db,
    async (replica) => (documentId === undefined ? false : (await replica.view.get(documentId)) !== undefined),
    [documentId],
    undefined,
  );
  if (readable || held === true) return children;
  // Still opening or reading the device's replica: nothing yet, rather than a refusal that then
  // turns into the document (the replica opens after the layout's first render).
  if (subscribed && documentId !== undefined && held === undefined) return null;
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
