import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { readableBy } from './readable';
import { type UsedInGroup, usedInGroups } from './used-in-groups';

/** Items a group shows before "Show all". */
const FIRST = 5;

function Group({ group }: { readonly group: UsedInGroup }) {
  const { i18n } = useLingui();
  const [all, setAll] = useState(false);
  const shown = all ? group.items : group.items.slice(0, FIRST);
  const label = i18n._(group.entity.pluralLabel);
  const count = group.items.length;
  return (
    <li className="used-in-group" data-testid={`used-in-${group.entity.type}`}>
      <h3>
        {label} <span className="used-in-count">{count}</span>
      </h3>
      <ul>
        {shown.map((item) => (
          <li key={item.id}>
            <Link to={item.path}>{item.title || '–'}</Link>
            <span className="used-in-via"> · {item.via.map((via) => i18n._(via)).join(', ')}</span>
            {item.pending && (
              <span className="entity-pending">
                <Trans>not yet sent</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
      {count > FIRST && (
        <button type="button" className="button button-small" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? <Trans>Show fewer</Trans> : <Trans>Show all {count}</Trans>}
        </button>
      )}
    </li>
  );
}

/**
 * "Used in" (docs/domain/references.md): every document of this device's replica that names the
 * one on screen, by the replica's index of references, grouped by type with counts and links.
 */
export function UsedInPanel({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { grants } = useSession().employee;
  const { moduleAccess } = useSession();
  const readable = useMemo(() => readableBy(grants, moduleAccess), [grants, moduleAccess]);
  const referring = useLiveQuery(
    async () => (doc ? db.view.where('refs').equals(doc.id).toArray() : []),
    [db, doc?.id],
  );
  const groups = useMemo(
    () => (doc && referring ? usedInGroups(doc.id, referring, readable) : undefined),
    [doc, referring, readable],
  );
  if (!doc) return null;
  return (
    <section className="used-in-panel" aria-labelledby={`used-in-${doc.id}`} data-testid="used-in-panel">
      <h2 id={`used-in-${doc.id}`}>
        <Trans>Used in</Trans>
      </h2>
      {groups === undefined ? null : groups.length === 0 ? (
        <p className="form-hint">
          <Trans>No other document refers to this one.</Trans>
        </p>
      ) : (
        <ul className="used-in-groups">
          {groups.map((group) => (
            <Group key={group.entity.type} group={group} />
          ))}
        </ul>
      )}
    </section>
  );
}
