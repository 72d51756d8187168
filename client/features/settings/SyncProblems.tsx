import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { entityFor } from '../../../shared/entities/registry';
import type { ConflictRecord, RejectedRecord, ReplicaDb } from '../../sync/replica-db';
import { keepMine, keepTheirs } from '../../sync/resolve-conflict';

function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ConflictItem({ db, conflict }: { db: ReplicaDb; conflict: ConflictRecord }) {
  const { i18n } = useLingui();
  const entity = entityFor(conflict.type);
  const view = useLiveQuery(() => db.view.get(conflict.docId), [conflict.docId]);
  const field = (name: string | undefined) => {
    const definition = name ? entity?.fields[name] : undefined;
    return definition ? i18n._(definition.label) : (name ?? '');
  };
  return (
    <li className="problem" data-kind={conflict.kind}>
      <p className="line-strong">
        {entity ? i18n._(entity.label) : conflict.type}: {view?.title || conflict.docId}
      </p>
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
            {conflict.conflicts.map((entry) => (
              <tr key={entry.path.join('.')}>
                <th scope="row">{field(entry.path[0])}</th>
                <td>{shown(entry.client)}</td>
                <td>{shown(entry.server)}</td>
              </tr>
            ))}
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

function RejectedItem({ db, rejected }: { db: ReplicaDb; rejected: RejectedRecord }) {
  const { i18n } = useLingui();
  const entity = entityFor(rejected.type);
  const reason =
    rejected.code === 'FORBIDDEN' ? (
      <Trans>You are not allowed to make this change.</Trans>
    ) : rejected.code === 'NOT_FOUND' ? (
      <Trans>The document no longer exists or is no longer visible to you.</Trans>
    ) : rejected.code === 'MODULE_NOT_SUBSCRIBED' ? (
      <Trans>Your company has not subscribed to this module.</Trans>
    ) : (
      <Trans>The server refused the change because of faulty inputs.</Trans>
    );
  return (
    <li className="problem" data-kind="rejected">
      <p className="line-strong">
        {entity ? i18n._(entity.label) : rejected.type}: {rejected.docId}
      </p>
      <p>{reason}</p>
      {rejected.issues.length > 0 && (
        <ul>
          {rejected.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path}: {i18n._(issue.message)}
            </li>
          ))}
        </ul>
      )}
      <div className="problem-actions">
        <button type="button" className="button" onClick={() => void db.rejected.delete(rejected.number)}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </li>
  );
}

/** Conflicts and refused changes, kept until the user settles them: nothing is dropped silently. */
export function SyncProblems({ db }: { db: ReplicaDb }) {
  const conflicts = useLiveQuery(() => db.conflicts.toArray(), [db], []);
  const rejected = useLiveQuery(() => db.rejected.toArray(), [db], []);
  if (conflicts.length === 0 && rejected.length === 0) {
    return (
      <p className="line-muted">
        <Trans>No conflicts and no refused changes.</Trans>
      </p>
    );
  }
  return (
    <ul className="problem-list">
      {conflicts.map((conflict) => (
        <ConflictItem key={`c${conflict.key}`} db={db} conflict={conflict} />
      ))}
      {rejected.map((item) => (
        <RejectedItem key={`r${item.number}`} db={db} rejected={item} />
      ))}
    </ul>
  );
}
