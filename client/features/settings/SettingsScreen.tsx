import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { useSession } from '../../session/session-context';
import { useReplica, useSyncStatus } from '../../sync/replica-context';
import { exportSyncLog } from '../../sync/sync-log';
import { AboutSettings } from '../about';
import { LogoSettings } from '../appearance';
import { CompanySettingsCard } from '../company-settings';
import { CalendarFeed } from '../due';
import { MailOutbox } from '../mail';
import { NotificationSettings } from '../notifications';
import { PictogramSettings } from '../pictograms';
import { RiskMatrixSettings } from '../risk-assessments';
import { SyncProblems } from '../sync-problems';
import { LanguageSettings } from './LanguageSettings';
import { StorageUsage } from './StorageUsage';
import '../../styles/settings.css';
import '../../styles/mail-outbox.css';

async function downloadLog(replica: NonNullable<ReturnType<typeof useReplica>>): Promise<void> {
  const blob = await exportSyncLog(replica.db);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `sorgfalt-sync-log-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Settings: language, notifications, appearance, company settings, e-mails (administrators),
 * synchronisation, problems, storage, the safety pictograms for review, and the credits and licences.
 */
export function SettingsScreen() {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const status = useSyncStatus();
  const session = useSession();
  // The mails carry set-password links: shown to those who may change employees (the server checks too).
  const seesMails =
    session.tenant.subscribedModules.includes('EMPLOYEE_MANAGEMENT') &&
    grantsAnywhere(session.employee.grants, 'UPDATE', 'EMPLOYEES');
  useEffect(() => {
    document.title = `${t`Settings`} · Sorgfalt`;
  }, [t]);
  const lastSync = status.lastSyncAt
    ? i18n.date(new Date(status.lastSyncAt), { dateStyle: 'medium', timeStyle: 'short' })
    : undefined;
  return (
    <section className="page settings" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Settings</Trans>
      </h1>
      <LanguageSettings />
      <section className="settings-card" aria-labelledby="notifications-title">
        <h2 id="notifications-title">
          <Trans>Notifications</Trans>
        </h2>
        <NotificationSettings />
      </section>
      <CalendarFeed />
      <LogoSettings />
      <CompanySettingsCard />
      <Suspense fallback={null}>
        <RiskMatrixSettings />
      </Suspense>
      {seesMails && <MailOutbox />}
      <section className="settings-card" aria-labelledby="sync-title">
        <h2 id="sync-title">
          <Trans>Synchronisation</Trans>
        </h2>
        <p>
          {lastSync ? (
            <Trans>Last synchronised: {lastSync}</Trans>
          ) : (
            <Trans>Not synchronised yet on this device.</Trans>
          )}
        </p>
        <div className="settings-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={!replica}
            onClick={() => void replica?.engine.sync()}
          >
            <Trans>Sync now</Trans>
          </button>
          <button
            type="button"
            className="button"
            disabled={!replica}
            onClick={() => replica && void downloadLog(replica)}
          >
            <Trans>Export sync log</Trans>
          </button>
        </div>
      </section>
      <section className="settings-card" aria-labelledby="problems-title">
        <h2 id="problems-title">
          <Trans>Changes that need attention</Trans>
        </h2>
        {replica && <SyncProblems db={replica.db} />}
      </section>
      <section className="settings-card" aria-labelledby="storage-title">
        <h2 id="storage-title">
          <Trans>Storage on this device</Trans>
        </h2>
        <StorageUsage />
      </section>
      <PictogramSettings />
      <AboutSettings />
    </section>
  );
}
