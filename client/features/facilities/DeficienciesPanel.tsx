import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { grantsAnywhere } from '../../../shared/access/grants';
import { measure } from '../../../shared/entities/measure';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { deficienciesOf } from './deficiency-measures';

/**
 * The deficiencies of an inspection, or of a maintenance's repairs, each with "Create measure"
 * (docs/domain/facilities.md FAC-1, FAC-2); the measures made appear in the measures panel below.
 */
export function DeficienciesPanel({ doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { grants } = useSession().employee;
  if (!doc) return null;
  const deficiencies = deficienciesOf(doc.type, doc.id, doc.data);
  if (deficiencies.length === 0) return null;
  const mayCreate = grantsAnywhere(grants, 'CREATE', measure.resource);
  return (
    <section className="deficiencies-panel" aria-labelledby={`deficiencies-${doc.id}`} data-testid="deficiencies-panel">
      <h2 id={`deficiencies-${doc.id}`}>
        {doc.type === 'MAINTENANCE' ? <Trans>Repairs and their deficiencies</Trans> : <Trans>Deficiencies</Trans>}
      </h2>
      <ul className="deficiencies-list">
        {deficiencies.map((deficiency) => (
          <li key={deficiency.key} data-testid="deficiency">
            {deficiency.repair && <strong>{deficiency.repair}</strong>}
            {deficiency.text ? (
              deficiency.text.split('\n').map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text
                <p key={index}>{line}</p>
              ))
            ) : (
              <p className="form-hint">
                <Trans>Deficiencies were found; no description yet.</Trans>
              </p>
            )}
            {mayCreate && (
              <Link
                to="/measures/$id"
                params={{ id: 'new' }}
                search={deficiency.search}
                className="button"
                data-testid="deficiency-measure"
              >
                <Trans>Create measure</Trans>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
