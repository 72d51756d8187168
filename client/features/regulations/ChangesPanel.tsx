import { Trans, useLingui } from '@lingui/react/macro';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { plainText } from './evaluation-state';
import { ItemMeasures } from './ItemMeasures';

/**
 * Below a regulation with changes: each change with the measures derived from it and
 * "Derive measure" (docs/domain/regulations.md RGL-17).
 */
export function ChangesPanel({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { i18n } = useLingui();
  const changes = Array.isArray(doc?.data.changes) ? (doc.data.changes as Record<string, unknown>[]) : [];
  const listed = changes.filter((change) => typeof change.id === 'string');
  if (!doc || listed.length === 0) return null;
  return (
    <section className="measures-panel" aria-labelledby={`changes-of-${doc.id}`} data-testid="changes-panel">
      <header className="measures-panel-header">
        <h2 id={`changes-of-${doc.id}`}>
          <Trans>Measures from the changes</Trans>
        </h2>
      </header>
      <ul className="evaluation-list">
        {listed.map((change) => {
          const id = String(change.id);
          const day =
            typeof change.changeAt === 'string'
              ? i18n.date(`${change.changeAt.slice(0, 10)}T12:00:00`, { dateStyle: 'medium' })
              : '';
          const text = typeof change.content === 'string' ? plainText(change.content) : '';
          return (
            <li key={id} className="evaluation-row" data-testid="change-row">
              <p className="evaluation-obligation">
                {day}
                {text ? ` · ${text}` : ''}
              </p>
              <ItemMeasures db={db} regulationId={doc.id} field="originChange" itemId={id} text={text} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
