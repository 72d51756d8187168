import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { RecentChange } from '../../../shared/api/recent-changes';
import { documentPath } from '../../../shared/document-paths';
import { useReplica, useSyncStatus } from '../../sync/replica-context';

const LIMIT = 8;

type Answer = { readonly kind: 'changes'; readonly changes: readonly RecentChange[] } | { readonly kind: 'failed' };

/**
 * The documents last changed that the user may read, at the selected location, with who and
 * when: the server's history, asked again after each sync round. Offline the last answer stays.
 */
export function LastChanges({ location }: { readonly location: string | undefined }) {
  const { i18n, t } = useLingui();
  const replica = useReplica();
  const { lastSyncAt } = useSyncStatus();
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again after each sync round
  useEffect(() => {
    if (!replica) return;
    let active = true;
    replica.recentChanges(LIMIT, location).then(
      (changes) => active && setAnswer({ kind: 'changes', changes }),
      () => active && setAnswer((last) => (last?.kind === 'changes' ? last : { kind: 'failed' })),
    );
    return () => {
      active = false;
    };
  }, [replica, location, lastSyncAt]);
  return (
    <section className="dashboard-card dashboard-changes-card" aria-labelledby="dashboard-changes-title">
      <h2 id="dashboard-changes-title">
        <Trans>Last changes</Trans>
      </h2>
      {answer === undefined ? (
        <p role="status">
          <Trans>Asking the server …</Trans>
        </p>
      ) : answer.kind === 'failed' ? (
        <p data-testid="dashboard-changes-offline">
          <Trans>The last changes come from the server's history; they show once you are online.</Trans>
        </p>
      ) : answer.changes.length === 0 ? (
        <p>
          <Trans>No changes yet.</Trans>
        </p>
      ) : (
        <ul className="dashboard-changes" data-testid="dashboard-changes">
          {answer.changes.map((change) => {
            const when = i18n.date(change.changedAt, { dateStyle: 'medium', timeStyle: 'short' });
            const who = change.changedBy?.name ?? t`the system`;
            return (
              <li key={change.id}>
                <Link to={documentPath(change.type, change.id) ?? '/'}>{change.title || t`(no name)`}</Link>
                <span className="dashboard-change-meta">
                  {change.created ? (
                    <Trans>
                      created by {who}, {when}
                    </Trans>
                  ) : (
                    <Trans>
                      changed by {who}, {when}
                    </Trans>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
