import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ConflictRecord, RejectedRecord, ReplicaDb } from '../../sync/replica-db';
import { ConflictItem } from './ConflictItem';
import { RejectedItem } from './RejectedItem';
import '../../styles/sync-problems.css';

interface Problems {
  readonly conflicts: readonly ConflictRecord[];
  readonly rejected: readonly RejectedRecord[];
}

const NONE: Problems = { conflicts: [], rejected: [] };

/** On a document's screen: its kept conflicts and refused changes, settled right there. */
export function DocumentProblems({ db, documentId }: { db: ReplicaDb; documentId: string }) {
  const problems = useLiveQuery(
    async (): Promise<Problems> => ({
      conflicts: await db.conflicts.where('docId').equals(documentId).toArray(),
      rejected: await db.rejected.where('docId').equals(documentId).toArray(),
    }),
    [db, documentId],
    NONE,
  );
  if (problems.conflicts.length === 0 && problems.rejected.length === 0) return null;
  return (
    <section className="document-problems" aria-labelledby="document-problems-title" data-testid="document-problems">
      <h2 id="document-problems-title">
        <Trans>Needs your attention</Trans>
      </h2>
      <ul className="problem-list">
        {problems.conflicts.map((conflict) => (
          <ConflictItem key={`c${conflict.key}`} db={db} conflict={conflict} named={false} />
        ))}
        {problems.rejected.map((item) => (
          <RejectedItem key={`r${item.number}`} db={db} rejected={item} named={false} />
        ))}
      </ul>
    </section>
  );
}
