import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../../shared/api/history';
import type { EntityDefinition } from '../../../shared/entities/entity';
import type { HistoryApi } from '../../sync/history-api';
import { RequestRefusedError } from '../../sync/sync-api';
import { historyLines } from './history-lines';

interface HistoryPanelProps {
  readonly history: HistoryApi;
  readonly entity: EntityDefinition;
  readonly documentId: string;
  /** The server version the screen shows; a new one loads the history again. */
  readonly version: number;
  readonly pending: boolean;
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly entries: readonly HistoryEntry[] }
  | { readonly state: 'unsent' }
  | { readonly state: 'unavailable' };

/** Who changed which fields when, read from the server (the replica keeps only the current state). */
export function HistoryPanel({ history, entity, documentId, version, pending }: HistoryPanelProps) {
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server version or a retry loads again
  useEffect(() => {
    if (version === 0) {
      setLoaded({ state: 'unsent' });
      return;
    }
    let current = true;
    setLoaded({ state: 'loading' });
    history(entity.type, documentId).then(
      (entries) => current && setLoaded({ state: 'done', entries }),
      (error: unknown) => {
        if (!current) return;
        const missing = error instanceof RequestRefusedError && error.status === 404;
        setLoaded(missing ? { state: 'unsent' } : { state: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [history, entity.type, documentId, version, attempt]);

  if (loaded.state === 'loading') {
    return (
      <p className="form-hint" role="status">
        <Trans>Loading the history…</Trans>
      </p>
    );
  }
  if (loaded.state === 'unsent') {
    return (
      <p className="form-hint" data-testid="history-unsent">
        <Trans>The history starts when the document has reached the server.</Trans>
      </p>
    );
  }
  if (loaded.state === 'unavailable') {
    return (
      <div className="history-unavailable" data-testid="history-unavailable">
        <p className="form-hint">
          <Trans>The history is kept on the server and can be shown when there is a connection.</Trans>
        </p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const lines = historyLines(loaded.entries, entity, i18n);
  return (
    <>
      {pending && (
        <p className="form-hint">
          <Trans>Changes of this device that are not yet sent appear here once the server has them.</Trans>
        </p>
      )}
      <ol className="history-list" data-testid="history-list">
        {lines.map((line) => {
          const when = i18n.date(line.at, { dateStyle: 'medium', timeStyle: 'short' });
          const fields = line.fields.join(', ');
          const author = line.by;
          const reason = line.reason;
          return (
            <li key={line.version} className="history-entry" data-kind={line.kind}>
              <p className="history-what">
                {line.kind === 'created' ? (
                  <Trans>Created</Trans>
                ) : line.kind === 'deleted' ? (
                  <Trans>Deleted</Trans>
                ) : (
                  <Trans>Changed: {fields}</Trans>
                )}
              </p>
              <p className="comment-meta">
                {author ? (
                  <Trans>
                    {when} by {author}
                  </Trans>
                ) : reason ? (
                  <Trans>
                    {when} by the system: {reason}
                  </Trans>
                ) : (
                  <Trans>{when} by the system</Trans>
                )}
              </p>
            </li>
          );
        })}
      </ol>
    </>
  );
}
