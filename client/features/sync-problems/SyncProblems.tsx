import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReplicaDb } from '../../sync/replica-db';
import { ConflictItem } from './ConflictItem';
import { RejectedItem } from './RejectedItem';
import '../../styles/sync-problems.css';

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
        <ConflictItem key={`c${conflict.key}`} db={db} conflict={conflict} named />
      ))}
      {rejected.map((item) => (
        <RejectedItem key={`r${item.number}`} db={db} rejected={item} named />
      ))}
    </ul>
  );
}
