import { Trans, useLingui } from '@lingui/react/macro';
import { DUE_KIND_LABELS, dueItems } from '../../../shared/domain/due';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { localDay } from '../entity-detail';

const EVER = '9999-12-31';

/** Kinds whose date the server derives from a last date and an interval (DL-5 … DL-7). */
const DERIVED = new Set(['INSPECTION', 'MAINTENANCE', 'QUALIFICATION']);

/**
 * The due date of a saved document, as the server computes it (docs/domain/deadlines.md DL-5 …
 * DL-8): the form does not offer the derived next dates, this panel shows them.
 */
export function DueDatePanel({ doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { i18n } = useLingui();
  if (!doc) return null;
  const today = localDay(new Date());
  const items = dueItems([{ id: doc.id, type: doc.type, data: doc.data }], today, EVER);
  if (items.length === 0) return null;
  return (
    <section className="due-panel" aria-labelledby={`due-of-${doc.id}`} data-testid="due-panel">
      <h2 id={`due-of-${doc.id}`}>
        <Trans>Due date</Trans>
      </h2>
      <ul>
        {items.map((item) => {
          const date = i18n.date(new Date(`${item.due}T12:00:00Z`), { dateStyle: 'long' });
          return (
            <li key={item.key} data-overdue={item.overdue}>
              {i18n._(DUE_KIND_LABELS[item.kind])}: <strong>{date}</strong>
              {item.overdue && (
                <>
                  {' '}
                  <strong className="due-overdue">
                    (<Trans>overdue</Trans>)
                  </strong>
                </>
              )}
              {DERIVED.has(item.kind) && (
                <span className="line-muted">
                  {' '}
                  – <Trans>computed from the last date and the interval</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
