import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { grantsAnywhere } from '../../../shared/access/grants';
import { measure } from '../../../shared/entities/measure';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { asStrings } from '../entity-detail';
import { MeasureRows } from './MeasureRows';

/**
 * The measures of a document they came from (a site inspection, risk assessment, regulation,
 * maintenance, permit or condition): those naming it as origin and those it lists, with their
 * state, and a new measure that starts with it as origin.
 */
export function MeasuresPanel({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { grants } = useSession().employee;
  const listed = doc ? asStrings(doc.data.measures) : [];
  const measures = useLiveQuery(async () => {
    if (!doc) return [];
    const naming = await db.view.where('refs').equals(doc.id).toArray();
    const others = await db.view.bulkGet(listed.filter((id) => !naming.some((found) => found.id === id)));
    return [
      ...naming.filter((found) => found.data.origin === doc.id),
      ...others.flatMap((found) => found ?? []),
    ].filter((found) => found.type === measure.type);
  }, [db, doc?.id, listed.join('\n')]);
  if (!doc) return null;
  return (
    <section className="measures-panel" aria-labelledby={`measures-of-${doc.id}`} data-testid="measures-panel">
      <header className="measures-panel-header">
        <h2 id={`measures-of-${doc.id}`}>
          <Trans>Measures</Trans>
        </h2>
        {grantsAnywhere(grants, 'CREATE', measure.resource) && (
          <Link
            to="/measures/$id"
            params={{ id: 'new' }}
            search={{ origin: doc.id }}
            className="button"
            data-testid="measures-panel-new"
          >
            <Trans>Add measure</Trans>
          </Link>
        )}
      </header>
      {measures === undefined ? null : measures.length === 0 ? (
        <p className="form-hint">
          <Trans>No measures yet.</Trans>
        </p>
      ) : (
        <MeasureRows measures={measures} testId="measures-panel-rows" />
      )}
    </section>
  );
}
