import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { entityFor } from '../../../shared/entities/registry';
import type { ConflictRecord, ReplicaDb } from '../../sync/replica-db';
import { keepMine, keepTheirs } from '../../sync/resolve-conflict';
import { fieldAtPath, problemValue } from './problem-value';

interface ConflictItemProps {
  readonly db: ReplicaDb;
  readonly conflict: ConflictRecord;
  /** Settings names the document; the document's own screen does not repeat it. */
  readonly named: boolean;
}

/** One kept conflict with both values and the choices that settle it. */
export function ConflictItem({ db, conflict, named }: ConflictItemProps) {
  const { i18n } = useLingui();
  const entity = entityFor(conflict.type);
  const view = useLiveQuery(() => (named ? db.view.get(conflict.docId) : undefined), [named, conflict.docId]);
  const field = (name: string | undefined) => {
    const definition = name ? entity?.fields[name] : undefined;
    return definition ? i18n._(definition.label) : (name ?? '');
  };
  return (
    <li className="problem" data-kind={conflict.kind}>
      {named && (
        <p className="line-strong">
          {entity ? i18n._(entity.label) : conflict.type}: {view?.title || conflict.docId}
        </p>
      )}
      {conflict.kind === 'field' && (
        <p>
          <Trans>This document was changed on another device at the same time as here.</Trans>
        </p>
      )}
      {conflict.kind === 'deleted' && (
        <p>
          <Trans>The document was deleted on another device while you changed it.</Trans>
        </p>
      )}
      {conflict.kind === 'changed' && (
        <p>
          <Trans>Someone changed the document after you deleted it here.</Trans>
        </p>
      )}
      {conflict.kind === 'exists' && (
        <p>
          <Trans>A document with this identifier exists already.</Trans>
        </p>
      )}
      {conflict.conflicts.length > 0 && (
        <table className="conflict-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Field</Trans>
              </th>
              <th scope="col">
                <Trans>Mine</Trans>
              </th>
              <th scope="col">
                <Trans>Theirs</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {conflict.conflicts.map((entry) => {
              const definition = fieldAtPath(entity?.fields, entry.path);
              return (
                <tr key={entry.path.join('.')}>
                  <th scope="row">{field(entry.path[0])}</th>
                  <td>{problemValue(i18n, entry.client, definition)}</td>
                  <td>{problemValue(i18n, entry.server, definition)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="problem-actions">
        {(conflict.kind === 'field' || conflict.kind === 'changed') && (
          <button type="button" className="button" onClick={() => void keepMine(db, conflict)}>
            <Trans>Keep mine</Trans>
          </button>
        )}
        <button type="button" className="button button-primary" onClick={() => void keepTheirs(db, conflict)}>
          {conflict.kind === 'field' ? <Trans>Keep theirs</Trans> : <Trans>Dismiss</Trans>}
        </button>
      </div>
    </li>
  );
}
