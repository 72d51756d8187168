import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useOffline, useReplica, useSyncStatus } from '../../sync/replica-context';
import { SCREENS } from '../screens';
import { RegisterExports } from './RegisterExports';
import { RegisterFilters } from './RegisterFilters';
import { RegisterReviews } from './RegisterReviews';
import { RegisterTable } from './RegisterTable';
import { localDay, registerView } from './register-view';
import { useRegisterChoice } from './use-register-choice';
import { useRegisterData } from './use-register-data';
import '../../styles/substance-register.css';

/**
 * The Gefahrstoffverzeichnis (GefStoffV § 6 (12)) at `/hazardous_substances`: every hazardous
 * substance with classification, quantities per storage and location, work areas and safety
 * data sheets, filtered by location and storage class, with each location's yearly review and
 * the PDF and Excel exports. Everything comes from the device's replica, so it works offline.
 */
export function RegisterScreen() {
  const { i18n, t } = useLingui();
  const db = useReplica()?.db;
  const data = useRegisterData();
  const { choice, choose } = useRegisterChoice();
  const sync = useSyncStatus();
  const offline = useOffline();
  const today = localDay(new Date());
  const view = useMemo(
    () => (data ? registerView(data, choice, today, i18n.locale) : undefined),
    [data, choice, today, i18n.locale],
  );
  const heading = i18n._(SCREENS.hazardousSubstances.title);
  const locationName = choice.location === undefined ? undefined : view?.places.nameOf(choice.location);
  const title = locationName ? `${heading} – ${locationName}` : heading;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);

  const count = view?.rows.length ?? 0;
  return (
    <section className="page register" aria-labelledby="page-title">
      <header className="register-header">
        <div>
          <h1 id="page-title">{heading}</h1>
          {view && (
            <p className="register-count" data-testid="register-count" aria-live="polite">
              <Plural value={count} one="# hazardous substance" other="# hazardous substances" />
            </p>
          )}
        </div>
        {view && <RegisterExports title={title} view={view} choice={choice} />}
      </header>
      {!view || !db ? (
        <p className="notice" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <RegisterFilters view={view} choice={choice} choose={choose} />
          <RegisterReviews db={db} locations={view.reviewed} />
          {count > 0 ? (
            <RegisterTable caption={title} rows={view.rows} places={view.places} withLocation={!choice.location} />
          ) : sync.lastSyncAt === undefined ? (
            <p className="notice" role="status" data-testid="register-first-sync">
              {offline ? (
                <Trans>The data has not reached this device yet. It loads as soon as the device is online.</Trans>
              ) : (
                <Trans>Loading the data onto this device…</Trans>
              )}
            </p>
          ) : (
            <p className="notice" role="status" data-testid="register-empty">
              {choice.location === undefined && choice.storageClass === undefined
                ? t`There are no hazardous substances yet: a substance enters the register with a GHS pictogram or a hazard statement.`
                : t`No hazardous substance matches this choice.`}
            </p>
          )}
        </>
      )}
    </section>
  );
}
