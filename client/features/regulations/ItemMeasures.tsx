import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { grantsAnywhere } from '../../../shared/access/grants';
import { documentTitle } from '../../../shared/entities/document-title';
import { measure } from '../../../shared/entities/measure';
import { useSession } from '../../session/session-context';
import type { ReplicaDb } from '../../sync/replica-db';

interface ItemMeasuresProps {
  readonly db: ReplicaDb;
  readonly regulationId: string;
  /** Which item of the regulation: a change or a required action (RGL-17). */
  readonly field: 'originChange' | 'originRequiredAction';
  readonly itemId: string;
  /** The item's text, the new measure's description. */
  readonly text: string;
}

/**
 * Beside a change or a required action of a regulation: the measures derived from it, each
 * linking to the measure, and "Derive measure", which opens a new measure whose origin is the
 * regulation and this item (docs/domain/regulations.md RGL-17).
 */
export function ItemMeasures({ db, regulationId, field, itemId, text }: ItemMeasuresProps) {
  const { grants } = useSession().employee;
  const derived = useLiveQuery(async () => {
    const naming = await db.view.where('refs').equals(regulationId).toArray();
    return naming.filter(
      (found) => found.type === measure.type && found.data.origin === regulationId && found.data[field] === itemId,
    );
  }, [db, regulationId, field, itemId]);
  const search = { origin: regulationId, [field]: itemId, ...(text ? { description: text } : {}) };
  return (
    <div className="item-measures" data-testid="item-measures">
      {(derived ?? []).map((found) => (
        <Link key={found.id} to="/measures/$id" params={{ id: found.id }} data-testid="item-measure">
          {documentTitle(found.type, found.data)}
          {found.data.isDone === true ? (
            <>
              {' · '}
              <Trans>done</Trans>
            </>
          ) : null}
        </Link>
      ))}
      {grantsAnywhere(grants, 'CREATE', measure.resource) && (
        <Link to="/measures/$id" params={{ id: 'new' }} search={search} className="button" data-testid="derive-measure">
          <Trans>Derive measure</Trans>
        </Link>
      )}
    </div>
  );
}
