import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useReplica } from '../../sync/replica-context';
import { createFeed, type FeedState, loadFeed, revokeFeed } from './calendar-feed-api';

type Status = 'loading' | 'unavailable' | 'ready' | 'busy' | 'failed';

/**
 * Settings › Calendar (docs/domain/deadlines.md DL-14): the personal, revocable link of the
 * calendar feed of what falls due. The server keeps only a hash of it, so it is shown once.
 */
export function CalendarFeed() {
  const { t, i18n } = useLingui();
  const endpoint = useReplica()?.endpoint;
  const [feed, setFeed] = useState<FeedState>({ exists: false });
  const [url, setUrl] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    if (!endpoint) return;
    let current = true;
    loadFeed(endpoint).then(
      (loaded) => {
        if (!current) return;
        setFeed(loaded);
        setStatus('ready');
      },
      () => current && setStatus('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [endpoint]);

  async function act(action: 'create' | 'revoke') {
    if (!endpoint) return;
    setStatus('busy');
    try {
      if (action === 'create') {
        setUrl(await createFeed(endpoint));
        setFeed({ exists: true, createdAt: Date.now() });
      } else {
        await revokeFeed(endpoint);
        setUrl(undefined);
        setFeed({ exists: false });
      }
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }

  const since = feed.createdAt === undefined ? '' : i18n.date(new Date(feed.createdAt), { dateStyle: 'medium' });
  return (
    <section className="settings-card" id="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">
        <Trans>Calendar</Trans>
      </h2>
      <p>
        <Trans>
          Subscribe to your personal link in your calendar app to see what falls due and what is overdue, only what you
          may read. Anyone with the link sees these dates: keep it to yourself, and revoke it when you no longer need
          it.
        </Trans>
      </p>
      {(status === 'loading' || status === 'unavailable') && (
        <p className="line-muted" role="status">
          {status === 'loading' ? (
            <Trans>Loading…</Trans>
          ) : (
            <Trans>The calendar link can be changed only while connected.</Trans>
          )}
        </p>
      )}
      {url && (
        <div className="calendar-feed-url">
          <label htmlFor="calendar-feed-url">
            <Trans>Your calendar link (shown only now)</Trans>
          </label>
          <input id="calendar-feed-url" className="form-control" readOnly value={url} data-testid="calendar-feed-url" />
          <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(url)}>
            <Trans>Copy link</Trans>
          </button>
        </div>
      )}
      {status !== 'loading' && status !== 'unavailable' && (
        <>
          {feed.exists && !url && (
            <p data-testid="calendar-feed-exists">
              <Trans>
                You created a calendar link on {since}. For a new one, create it again: the old one stops working.
              </Trans>
            </p>
          )}
          <div className="settings-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={status === 'busy'}
              onClick={() => void act('create')}
              data-testid="calendar-feed-create"
            >
              {feed.exists ? t`Create a new link` : t`Create calendar link`}
            </button>
            {feed.exists && (
              <button
                type="button"
                className="button"
                disabled={status === 'busy'}
                onClick={() => void act('revoke')}
                data-testid="calendar-feed-revoke"
              >
                <Trans>Revoke link</Trans>
              </button>
            )}
          </div>
          {status === 'failed' && (
            <p className="notice notice-error" role="alert">
              <Trans>That did not work. Please try again while connected.</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
