import { Trans, useLingui } from '@lingui/react/macro';
import { entityFor } from '../../../shared/entities/registry';
import type { RejectedRecord, ReplicaDb } from '../../sync/replica-db';

interface RejectedItemProps {
  readonly db: ReplicaDb;
  readonly rejected: RejectedRecord;
  /** Settings names the document; the document's own screen does not repeat it. */
  readonly named: boolean;
}

/** One change the server refused, with its reasons; the user dismisses it once read. */
export function RejectedItem({ db, rejected, named }: RejectedItemProps) {
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
      {named && (
        <p className="line-strong">
          {entity ? i18n._(entity.label) : rejected.type}: {rejected.docId}
        </p>
      )}
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
