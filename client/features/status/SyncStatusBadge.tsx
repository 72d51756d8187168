import { Trans, useLingui } from '@lingui/react/macro';
import { uploadCounts } from '../../sync/attachments/queue-status';
import { useOffline, useReplica, useSyncStatus } from '../../sync/replica-context';
import { useReplicaQuery } from '../../sync/use-replica-query';
import '../../styles/sync-status.css';

/** Online or offline, changes waiting, problems, last sync and first-sync progress (issue 4). */
export function SyncStatusBadge() {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const status = useSyncStatus();
  const offline = useOffline();
  const counts = useReplicaQuery(
    replica?.db,
    async (db) => {
      const uploads = await uploadCounts(db);
      return {
        pending: (await db.outbox.count()) + uploads.pending,
        problems: (await db.conflicts.count()) + (await db.rejected.count()) + uploads.stuck + uploads.refused,
      };
    },
    [],
    { pending: 0, problems: 0 },
  );
  const lastSync = status.lastSyncAt
    ? i18n.date(new Date(status.lastSyncAt), { hour: '2-digit', minute: '2-digit' })
    : undefined;
  const loading = !offline && status.phase === 'syncing' ? status.progress : undefined;
  const received = i18n.number(loading?.received ?? 0);
  const state = offline ? 'offline' : counts.problems > 0 ? 'attention' : status.phase;
  return (
    <div className="sync-status" data-state={state} role="status" aria-live="polite" title={status.problem ?? ''}>
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text">
        {offline ? (
          <Trans>Offline</Trans>
        ) : loading ? (
          <Trans>{received} documents loaded</Trans>
        ) : status.phase === 'outdated' ? (
          <Trans>Please update the app</Trans>
        ) : status.phase === 'waiting' || status.phase === 'failed' ? (
          <Trans>Sync paused, retrying</Trans>
        ) : lastSync ? (
          <Trans>Synchronised {lastSync}</Trans>
        ) : (
          <Trans>Synchronising…</Trans>
        )}
      </span>
      {loading && !loading.done && (
        <progress
          className="sync-progress"
          value={loading.fraction}
          max={1}
          aria-label={t`Loading data onto this device`}
          data-testid="sync-progress"
        />
      )}
      {counts.pending > 0 && (
        <span className="sync-count" data-testid="sync-pending" title={t`${counts.pending} changes waiting`}>
          <span aria-hidden="true">{counts.pending}</span>
          <span className="visually-hidden">{t`${counts.pending} changes waiting`}</span>
        </span>
      )}
      {counts.problems > 0 && (
        <span className="sync-count sync-count-problem" title={t`${counts.problems} changes need attention`}>
          <span aria-hidden="true">!{counts.problems}</span>
          <span className="visually-hidden">{t`${counts.problems} changes need attention`}</span>
        </span>
      )}
    </div>
  );
}
